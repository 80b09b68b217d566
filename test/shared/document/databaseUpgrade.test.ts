import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import {
  CURRENT_DOCUMENT_KEY,
  DATABASE_NAME,
  DOCUMENTS_STORE,
  PALETTES_STORE,
  SNAPSHOTS_STORE,
  THEMES_STORE,
  openDocumentDatabase,
} from '../../../src/shared/document/database';

const callbacks = { onBlocked: () => undefined, onClosedForUpgrade: () => undefined };

/** Builds the database a version-1 app left on disk: only the documents store, holding the user's document. */
async function versionOneDatabase(factory: IDBFactory, stored: unknown): Promise<void> {
  const request = factory.open(DATABASE_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(DOCUMENTS_STORE);
  await new Promise((resolve) => (request.onsuccess = resolve));
  const db = request.result;
  await new Promise((resolve) => {
    const transaction = db.transaction(DOCUMENTS_STORE, 'readwrite');
    transaction.objectStore(DOCUMENTS_STORE).put(stored, CURRENT_DOCUMENT_KEY);
    transaction.oncomplete = resolve;
  });
  db.close();
}

describe('document database upgrade', () => {
  it('upgrading from version 1 keeps the stored document and adds the history, palette and theme stores', async () => {
    const factory = new IDBFactory();
    const stored = { format: 1, revision: 3, document: { source: 'infographic list-row-simple-horizontal-arrow\n', settings: {} } };
    await versionOneDatabase(factory, stored);

    const db = await openDocumentDatabase(factory, callbacks);
    try {
      expect(await db.get(DOCUMENTS_STORE, CURRENT_DOCUMENT_KEY)).toEqual(stored);
      expect([...db.objectStoreNames].sort()).toEqual([DOCUMENTS_STORE, PALETTES_STORE, SNAPSHOTS_STORE, THEMES_STORE].sort());
      const first = await db.add(SNAPSHOTS_STORE, { savedAt: 2, source: 'b' });
      const second = await db.add(SNAPSHOTS_STORE, { savedAt: 1, source: 'a' });
      expect(second).toBeGreaterThan(first);
      expect((await db.getAllFromIndex(SNAPSHOTS_STORE, 'savedAt')).map((record) => (record as { source: string }).source)).toEqual([
        'a',
        'b',
      ]);
      await db.put(PALETTES_STORE, { name: 'Brand', colors: ['#123456'] });
      expect(await db.get(PALETTES_STORE, 'Brand')).toEqual({ name: 'Brand', colors: ['#123456'] });
    } finally {
      db.close();
    }
  });
});
