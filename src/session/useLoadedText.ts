// A view that opens on the current text waits for the session's first read from storage, then takes the text once.
import { useEffect } from 'react';
import type { Session } from './session';

/** Calls `onLoaded` with the current text once the stored document has been read; pass a stable callback. */
export function useLoadedText(session: Session, onLoaded: (text: string) => void): void {
  useEffect(() => {
    let live = true;
    void session.whenLoaded().then(() => {
      if (live) onLoaded(session.getState().document.source);
    });
    return () => {
      live = false;
    };
  }, [session, onLoaded]);
}
