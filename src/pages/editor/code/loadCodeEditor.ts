// The code editor's chunk, loaded once. webpackPrefetch: once the Editor's own chunk is in, the browser fetches this one at
// its lowest priority (webpack adds a <link rel="prefetch">), so on a slow network it never takes bandwidth from the engine
// the first picture needs; it is evaluated (CodeMirror's modules, then the view built) only after the first picture is
// painted, so that work never delays it either.
import { useEffect, useState } from 'react';
import { once } from '../../../runtime/lazy';
import { browserClock } from '../../../runtime/scheduling/clock';
import type { CodeEditorModule } from './codeEditor';

export const loadCodeEditor = once(() =>
  import(/* webpackChunkName: "code-editor", webpackPrefetch: true */ './codeEditor').then((module) => module.codeEditor),
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
