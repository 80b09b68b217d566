// Actions' keys, listened for on the window in the capture phase: a key taken here never reaches the code editor (whose
// mod+Enter would insert a line), and keys no action takes pass on untouched.
import { useEffect, useRef } from 'react';
import { actionForKey, isKeptFromBrowser, type Action, type KeyPlace } from './action';
import { isMac } from './chords';

/** Runs the action whose keys were pressed, when its `when` allows; `placeOf` says where the key was pressed. */
export function useActionKeys<Context>(
  actions: readonly Action<Context>[],
  context: Context,
  placeOf: (target: EventTarget | null, context: Context) => KeyPlace,
): void {
  // The latest context, read at the key press (the listener stays the same while the context changes).
  const latest = useRef({ context, placeOf });
  useEffect(() => {
    latest.current = { context, placeOf };
  }, [context, placeOf]);
  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      // The real target, also inside a shadow root (event.target is its host out here).
      const { context, placeOf } = latest.current;
      const place = placeOf(event.composedPath()[0] ?? null, context);
      const action = actionForKey(actions, event, place, mac);
      if (!action || !action.when(context)) {
        // Not run here or now, but the browser's own action for the key (Save page) is never what the user meant.
        if (isKeptFromBrowser(actions, event, mac)) event.preventDefault();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      action.run(context);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [actions]);
}
