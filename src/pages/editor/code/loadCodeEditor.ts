// The code editor's chunk, loaded once. webpackPreload: the browser starts fetching it as soon as the Editor's own chunk is
// asked for (webpack adds a <link rel="preload"> then), so it downloads beside the page and the engine; it is evaluated
// (CodeMirror's modules, then the view built) only after the first picture is painted, so that work never delays it.
import { useEffect, useState } from 'react';
import { once } from '../../../runtime/lazy';
import { browserClock } from '../../../runtime/scheduling/clock';
import type { CodeEditorModule } from './codeEditor';

export const loadCodeEditor = once(() =>
  import(/* webpackChunkName: "code-editor", webpackPreload: true */ './codeEditor').then((module) => module.codeEditor),
);

/**
 * The code editor's module once it is in: loaded after the next paint once `start` is true (the first picture is drawn, or
 * cannot be). Null before; a failed load leaves the plain text area, which keeps working.
 */
export function useCodeEditor(start: boolean, load: () => Promise<CodeEditorModule> = loadCodeEditor): CodeEditorModule | null {
  const [module, setModule] = useState<CodeEditorModule | null>(null);
  useEffect(() => {
    if (!start) return;
    let live = true;
    const cancel = browserClock.afterNextPaint(() =>
      load().then(
        (loaded) => live && setModule(loaded),
        (error: unknown) => console.warn('The code editor could not be loaded; the plain text area stays', error),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [start, load]);
  return module;
}
