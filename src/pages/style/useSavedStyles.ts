// The page's one store of saved palettes and themes, created on first use over the app's database, read in React.
import { useSyncExternalStore } from 'react';
import { appDatabase } from '../../shared/document/connection';
import { createSavedStyleStore, type SavedStyleStore, type SavedStylesState } from './savedStyles';

let pageStore: SavedStyleStore | null = null;

function getSavedStyleStore(): SavedStyleStore {
  pageStore ??= createSavedStyleStore({ database: appDatabase() });
  return pageStore;
}

export function useSavedStyles(): { saved: SavedStylesState; savedStore: SavedStyleStore } {
  const store = getSavedStyleStore();
  const saved = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { saved, savedStore: store };
}
