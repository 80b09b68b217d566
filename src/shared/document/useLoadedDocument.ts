// Pages that open on the current document wait for the store's first read, then take its text once.
import { useEffect } from 'react';
import type { DocumentStore } from './documentStore';

/** Calls `onLoaded` with the current document's text once the store has read it; pass a stable callback (a useCallback). */
export function useLoadedDocument(store: DocumentStore, onLoaded: (text: string) => void): void {
  useEffect(() => {
    let live = true;
    void store.whenLoaded().then(() => {
      if (live) onLoaded(store.getSnapshot().document.source);
    });
    return () => {
      live = false;
    };
  }, [store, onLoaded]);
}
