// The page's one store of saved palettes and themes, opened on first use with the browser's IndexedDB, read in React.
import { useSyncExternalStore } from 'react';
import { browserEnvironment } from '../../shared/document';
import { createSavedStyleStore, type SavedStyleStore, type SavedStylesState } from './savedStyles';

let pageStore: SavedStyleStore | null = null;

function getSavedStyleStore(): SavedStyleStore {
  pageStore ??= createSavedStyleStore({ indexedDB: browserEnvironment().indexedDB });
  return pageStore;
}

export function useSavedStyles(): { saved: SavedStylesState; savedStore: SavedStyleStore } {
  const store = getSavedStyleStore();
  const saved = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { saved, savedStore: store };
}
