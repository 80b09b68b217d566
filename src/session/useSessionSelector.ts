// A view subscribes to the part of the session it shows: it re-renders when that part changes, not on every keystroke.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { DocumentStoreState } from '../shared/document';
import { getSession } from './appSession';
import type { Session } from './session';

/** The selected part of the session's state; `equal` decides when it changed (Object.is by default). */
export function useSessionSelector<T>(
  select: (state: DocumentStoreState) => T,
  session: Session = getSession(),
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ value: T } | null>(null);
  const read = useCallback(() => {
    const value = select(session.getState());
    // The same value as last time returns the same reference, so React skips the render.
    if (last.current && equal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  }, [select, session, equal]);
  return useSyncExternalStore(session.subscribe, read, read);
}

/** The app's session (stable), for the commands. */
export function useSession(session?: Session): Session {
  return session ?? getSession();
}
