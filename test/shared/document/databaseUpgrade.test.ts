import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import {
  CURRENT_DOCUMENT_KEY,
  DATABASE_NAME,
  DOCUMENTS_STORE,
  PALETTES_STORE,
  SNAPSHOTS_STORE,
  THEMES_STORE,
  WORK_STORE,
  SNAPSHOTS_BY_DOCUMENT,
  openDocumentDatabase,
} from '../../../src/shared/document/database';
import { createDocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore } from '../../../src/shared/document/history/historyStore';
import { RECORD_FORMAT } from '../../../src/shared/document/storedRecord';
import { connectTo } from './support/connectTo';

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
      // Rewritten by the named-documents step (version 3): a name, and no settings.
      expect(await db.get(DOCUMENTS_STORE, CURRENT_DOCUMENT_KEY)).toEqual({
        format: RECORD_FORMAT,
        name: 'Untitled',
        document: { source: stored.document.source },
        revision: 3,
        savedAt: 0,
        tabId: 'unknown',
      });
      expect([...db.objectStoreNames].sort()).toEqual([DOCUMENTS_STORE, PALETTES_STORE, SNAPSHOTS_STORE, THEMES_STORE, WORK_STORE].sort());
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

/** Builds the database a version-2 app (one document, its history, palettes, themes) left on disk. */
async function versionTwoDatabase(factory: IDBFactory, stored: unknown, snapshots: unknown[]): Promise<void> {
  const request = factory.open(DATABASE_NAME, 2);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(DOCUMENTS_STORE);
    db.createObjectStore(SNAPSHOTS_STORE, { keyPath: 'id', autoIncrement: true }).createIndex('savedAt', 'savedAt');
    db.createObjectStore(PALETTES_STORE, { keyPath: 'name' });
    db.createObjectStore(THEMES_STORE, { keyPath: 'name' });
  };
  await new Promise((resolve) => (request.onsuccess = resolve));
  const db = request.result;
  await new Promise((resolve) => {
    const transaction = db.transaction([DOCUMENTS_STORE, SNAPSHOTS_STORE], 'readwrite');
    transaction.objectStore(DOCUMENTS_STORE).put(stored, CURRENT_DOCUMENT_KEY);
    for (const snapshot of snapshots) transaction.objectStore(SNAPSHOTS_STORE).add(snapshot);
    transaction.oncomplete = resolve;
  });
  db.close();
}

describe('document database upgrade to named documents (version 3)', () => {
  const source = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Launch plan\n';
  const older = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Draft\n';

  it('keeps the document (named after its title) and its history, and drops the settings no UI wrote', async () => {
    const factory = new IDBFactory();
    await versionTwoDatabase(
      factory,
      { format: 1, revision: 7, savedAt: 100, tabId: 'tab', document: { source, settings: { theme: 'dark' } } },
      [
        { format: 1, savedAt: 50, name: 'Before launch', kind: 'named', document: { source: older, settings: { font: 'x' } } },
        { format: 1, savedAt: 60, name: null, kind: 'auto', document: { source, settings: {} } },
      ],
    );

    const db = await openDocumentDatabase(factory, callbacks);
    try {
      expect(await db.get(DOCUMENTS_STORE, CURRENT_DOCUMENT_KEY)).toEqual({
        format: RECORD_FORMAT,
        name: 'Launch plan',
        document: { source },
        revision: 7,
        savedAt: 100,
        tabId: 'tab',
      });
      const history = await db.getAllFromIndex(SNAPSHOTS_STORE, 'documentId', CURRENT_DOCUMENT_KEY);
      expect(history).toEqual([
        {
          id: 1,
          format: 1,
          documentId: CURRENT_DOCUMENT_KEY,
          savedAt: 50,
          name: 'Before launch',
          kind: 'named',
          document: { source: older },
        },
        { id: 2, format: 1, documentId: CURRENT_DOCUMENT_KEY, savedAt: 60, name: null, kind: 'auto', document: { source } },
      ]);
    } finally {
      db.close();
    }

    // What the app then opens: the same text at the same revision, and the same history.
    const store = createDocumentStore({
      environment: { database: connectTo(factory), openChannel: null, onPageHide: null, now: () => Date.now() },
    });
    const history = createHistoryStore({ database: connectTo(factory) });
    try {
      await store.whenLoaded();
      await history.whenLoaded();
      expect(store.getSnapshot()).toMatchObject({ documentId: CURRENT_DOCUMENT_KEY, document: { source }, revision: 7 });
      expect(history.getState().snapshots.map((snapshot) => snapshot.name)).toEqual([null, 'Before launch']);
    } finally {
      store.dispose();
      history.dispose();
    }
  });
});

/** Builds the database a version-3 app (named documents with their history, a saved palette and theme) left on disk. */
async function versionThreeDatabase(
  factory: IDBFactory,
  documents: Record<string, unknown>,
  snapshots: unknown[],
  palette: unknown,
  theme: unknown,
): Promise<void> {
  const request = factory.open(DATABASE_NAME, 3);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(DOCUMENTS_STORE);
    const history = db.createObjectStore(SNAPSHOTS_STORE, { keyPath: 'id', autoIncrement: true });
    history.createIndex('savedAt', 'savedAt');
    history.createIndex(SNAPSHOTS_BY_DOCUMENT, 'documentId');
    db.createObjectStore(PALETTES_STORE, { keyPath: 'name' });
    db.createObjectStore(THEMES_STORE, { keyPath: 'name' });
  };
  await new Promise((resolve) => (request.onsuccess = resolve));
  const db = request.result;
  await new Promise((resolve) => {
    const transaction = db.transaction([DOCUMENTS_STORE, SNAPSHOTS_STORE, PALETTES_STORE, THEMES_STORE], 'readwrite');
    for (const [id, record] of Object.entries(documents)) transaction.objectStore(DOCUMENTS_STORE).put(record, id);
    for (const snapshot of snapshots) transaction.objectStore(SNAPSHOTS_STORE).add(snapshot);
    transaction.objectStore(PALETTES_STORE).put(palette);
    transaction.objectStore(THEMES_STORE).put(theme);
    transaction.oncomplete = resolve;
  });
  db.close();
}

describe('document database upgrade to work in progress (version 4)', () => {
  it('keeps every document, snapshot, palette and theme, and adds the store for work in progress', async () => {
    const factory = new IDBFactory();
    const record = (name: string, source: string) => ({
      format: RECORD_FORMAT,
      name,
      document: { source },
      revision: 2,
      savedAt: 9,
      tabId: 't',
    });
    const documents = { [CURRENT_DOCUMENT_KEY]: record('Launch plan', 'infographic a\n'), second: record('Sales', 'infographic b\n') };
    const snapshots = [
      { format: 1, documentId: CURRENT_DOCUMENT_KEY, savedAt: 50, name: 'Before', kind: 'named', document: { source: 'x' } },
      { format: 1, documentId: 'second', savedAt: 60, name: null, kind: 'auto', document: { source: 'y' } },
    ];
    const palette = { format: 1, name: 'Brand', colors: ['#123456'], savedAt: 1 };
    const theme = { format: 1, name: 'Night', theme: { colorBg: '#000' }, savedAt: 2 };
    await versionThreeDatabase(factory, documents, snapshots, palette, theme);

    const db = await openDocumentDatabase(factory, callbacks);
    try {
      expect(db.version).toBe(4);
      expect([...db.objectStoreNames].sort()).toEqual([DOCUMENTS_STORE, PALETTES_STORE, SNAPSHOTS_STORE, THEMES_STORE, WORK_STORE].sort());
      expect(await db.get(DOCUMENTS_STORE, CURRENT_DOCUMENT_KEY)).toEqual(documents[CURRENT_DOCUMENT_KEY]);
      expect(await db.get(DOCUMENTS_STORE, 'second')).toEqual(documents.second);
      expect(await db.getAllFromIndex(SNAPSHOTS_STORE, SNAPSHOTS_BY_DOCUMENT, 'second')).toEqual([{ id: 2, ...snapshots[1] }]);
      expect(await db.getAll(SNAPSHOTS_STORE)).toEqual(snapshots.map((snapshot, index) => ({ id: index + 1, ...snapshot })));
      expect(await db.getAll(PALETTES_STORE)).toEqual([palette]);
      expect(await db.getAll(THEMES_STORE)).toEqual([theme]);
      // The new store takes a record under a page's key.
      await db.put(WORK_STORE, { prompt: 'Four steps' }, 'generate.request');
      expect(await db.get(WORK_STORE, 'generate.request')).toEqual({ prompt: 'Four steps' });
    } finally {
      db.close();
    }
  });
});
