// The open document as the browser's own IndexedDB holds it, read from inside the page (what a reload would open).
import type { Page } from 'playwright-core';
import { CURRENT_DOCUMENT_KEY, DATABASE_NAME, DOCUMENTS_STORE } from '../../../src/shared/document/database';
import { OPEN_DOCUMENT_MEMORY_KEY } from '../../../src/shared/document/openDocumentMemory';
import { eventually } from '../harness/eventually';

/** The open document's text in the browser's IndexedDB (the one this tab remembers, else the first), or null when nothing is stored yet. */
export function storedSource(page: Page): Promise<string | null> {
  return page.evaluate(
    async ({ name, store, firstKey, memoryKey }) => {
      const key = sessionStorage.getItem(memoryKey) ?? localStorage.getItem(memoryKey) ?? firstKey;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return null;
        const record = await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        return (record as { document?: { source?: string } } | undefined)?.document?.source ?? null;
      } finally {
        db.close();
      }
    },
    { name: DATABASE_NAME, store: DOCUMENTS_STORE, firstKey: CURRENT_DOCUMENT_KEY, memoryKey: OPEN_DOCUMENT_MEMORY_KEY },
  );
}

/** Waits until the database holds this text (saves are coalesced, so they come a little after the typing). */
export async function waitUntilStored(page: Page, text: string): Promise<void> {
  await eventually(
    () => storedSource(page),
    (stored) => stored === text,
    { what: 'the text as the stored current document' },
  );
}
