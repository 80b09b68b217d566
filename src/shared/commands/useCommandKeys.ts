// A page's command keys, listened for on the window in the capture phase: a key taken here never reaches the code editor
// (whose mod+Enter would insert a line), and keys no command takes pass on untouched.
import { useEffect, useRef } from 'react';
import { commandForKey, isKeptFromBrowser, isMac, type Command, type KeyPlace } from './commandRegistry';

/** Runs the command whose keys were pressed, when its `when` allows; `placeOf` says where the key was pressed. */
export function useCommandKeys<Context>(
  commands: readonly Command<Context>[],
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
      const command = commandForKey(commands, event, place, mac);
      if (!command || !command.when(context)) {
        // Not run here or now, but the browser's own action for the key (Save page) is never what the user meant.
        if (isKeptFromBrowser(commands, event, mac)) event.preventDefault();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      command.run(context);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [commands]);
}
