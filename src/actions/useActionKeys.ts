// The app's one key listener for actions, on the window in the capture phase: a key taken here never reaches the code editor
// (whose mod+Enter would insert a line), and keys no action takes pass on untouched.
import { useEffect, useRef } from 'react';
import { actionForKey, isKeptFromBrowser, type Action, type KeyPlace } from './action';
import { isMac } from './chords';

/** Actions with the context they run in. */
export interface ActionSet<Context = unknown> {
  actions: readonly Action<Context>[];
  context: Context;
}

export interface ActionKeys {
  /** The sets whose keys work now (the app's and the page's); no two share a chord in one place. */
  sets: readonly ActionSet[];
  /** Where the key was pressed. */
  placeOf(target: EventTarget | null): KeyPlace;
}

/** Runs the action whose keys were pressed, when its `when` allows; `current` is read at each key press. */
export function useActionKeys(current: () => ActionKeys): void {
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  }, [current]);
  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const { sets, placeOf } = latest.current();
      // The real target, also inside a shadow root (event.target is its host out here).
      const place = placeOf(event.composedPath()[0] ?? null);
      for (const { actions, context } of sets) {
        const action = actionForKey(actions, event, place, mac);
        if (!action) continue;
        if (!action.when(context)) break;
        event.preventDefault();
        event.stopPropagation();
        action.run(context);
        return;
      }
      // Not run here or now, but the browser's own action for the key (Save page) is never what the user meant.
      if (sets.some(({ actions }) => isKeptFromBrowser(actions, event, mac))) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
