// The app's one database connection on a real IndexedDB implementation (fake-indexeddb): opened once for every store, and the
// one status they all read when storage fails (no IndexedDB, refused, a newer schema, a stall, a blocked upgrade, another tab's
// upgrade, a deletion). The stores' own behaviour in memory is tested with each store.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { waitFor } from '@testing-library/react';
import { createDatabaseConnection, type ConnectionStatus, type DatabaseConnection } from '../../../src/shared/document/connection';
import { DATABASE_NAME, SCHEMA_VERSION } from '../../../src/shared/document/database';
import { createDocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore } from '../../../src/shared/document/history/historyStore';
import { createDocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import { createWorkMemory } from '../../../src/shared/document/workMemory';
import { createSavedStyleStore } from '../../../src/pages/style/savedStyles';
import { storageOfConnection } from '../../../src/shared/document/storageStatus';

const TEXT = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Typed while storage failed\n';

let factory: IDBFactory;
const opened: DatabaseConnection[] = [];
const held: IDBDatabase[] = [];
beforeEach(() => {
  factory = new IDBFactory();
});
afterEach(() => {
  for (const connection of opened.splice(0)) connection.close();
  for (const db of held.splice(0)) db.close();
  jest.restoreAllMocks();
});

function connect(indexedDB: IDBFactory | null = factory, openTimeoutMs?: number): DatabaseConnection {
  const connection = createDatabaseConnection({ indexedDB, openTimeoutMs });
  opened.push(connection);
  return connection;
}

/** Another tab's raw connection at `version`, which ignores requests to close (as a tab busy elsewhere might). */
function holdOpen(version: number): Promise<IDBDatabase> {
  const request = factory.open(DATABASE_NAME, version);
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      held.push(request.result);
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
  });
}

const memory = (reason: string): Partial<ConnectionStatus> => ({ kind: 'memory', reason }) as Partial<ConnectionStatus>;

describe('database connection', () => {
  it('opens once for every store of the tab, and each store saves through it', async () => {
    const open = jest.spyOn(factory, 'open');
    const connection = connect();
    const environment = { database: connection, openChannel: null, onPageHide: null, now: () => Date.now() };
    const documents = createDocumentStore({ environment });
    const history = createHistoryStore({ database: connection });
    const catalogue = createDocumentCatalogue({ database: connection });
    const work = createWorkMemory({ database: connection });
    const styles = createSavedStyleStore({ database: connection });
    await Promise.all([documents.whenLoaded(), history.whenLoaded(), styles.whenLoaded()]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(connection.status()).toEqual({ kind: 'ok' });
    expect(documents.getSnapshot().storage.state).toBe('ok');
    expect(history.getState().persistence).toEqual({ kind: 'storage' });
    expect(styles.getSnapshot().storageProblem).toBeNull();
    expect(catalogue.keepInMemory('doc', { source: TEXT })).toBe(false);
    work.write('page.fields', { text: TEXT });
    await work.flush();
    expect(await createWorkMemory({ database: connect() }).read('page.fields')).toEqual({ text: TEXT });
    for (const store of [documents, history, catalogue, work, styles]) store.dispose();
  });

  it('without IndexedDB: memory (none) from the start, and get() answers null', async () => {
    const connection = connect(null);
    expect(connection.status()).toEqual({ kind: 'memory', reason: 'none', detail: 'no IndexedDB in this browser' });
    expect(await connection.get()).toBeNull();
  });

  it('refused: the browser will not open the database; the status names the error', async () => {
    jest.spyOn(factory, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const connection = connect();
    expect(await connection.get()).toBeNull();
    expect(connection.status()).toMatchObject({ ...memory('refused'), detail: expect.stringContaining('SecurityError') });
  });

  it('a newer schema on disk: memory (newer), and the notice says not to save over it', async () => {
    (await holdOpen(SCHEMA_VERSION + 4)).close();
    const connection = connect();
    expect(await connection.get()).toBeNull();
    expect(connection.status()).toMatchObject(memory('newer'));
    expect(storageOfConnection(connection.status()).message).toMatch(/newer version of this app.*Reload/);
  });

  it('timeout: a stalled open answers null in time, and turns ok when the database answers', async () => {
    // Another tab's pending delete, held up by a connection that ignores it, queues every later open: a real stall.
    const holder = await holdOpen(SCHEMA_VERSION);
    factory.deleteDatabase(DATABASE_NAME);
    const connection = connect(factory, 20);
    expect(await connection.get()).toBeNull();
    expect(connection.status()).toMatchObject({ ...memory('timeout'), detail: 'storage did not answer' });
    holder.close();
    await waitFor(() => expect(connection.status()).toEqual({ kind: 'ok' }));
    expect(await connection.get()).not.toBeNull();
  });

  it('blocked: an older version open in another tab holds the upgrade; ok once that tab lets go', async () => {
    const older = await holdOpen(SCHEMA_VERSION - 1);
    const connection = connect();
    expect(await connection.get()).toBeNull();
    expect(connection.status()).toMatchObject(memory('blocked'));
    expect(storageOfConnection(connection.status()).state).toBe('blocked');
    older.close();
    await waitFor(() => expect(connection.status()).toEqual({ kind: 'ok' }));
  });

  it('versionchange: another tab upgrades the database, so this tab closes its connection and every store says so', async () => {
    const connection = connect();
    const environment = { database: connection, openChannel: null, onPageHide: null, now: () => Date.now() };
    const documents = createDocumentStore({ environment });
    const history = createHistoryStore({ database: connection });
    const styles = createSavedStyleStore({ database: connection });
    const catalogue = createDocumentCatalogue({ database: connection });
    await Promise.all([documents.whenLoaded(), history.whenLoaded(), styles.whenLoaded()]);

    (await holdOpen(SCHEMA_VERSION + 1)).close();
    expect(connection.status()).toMatchObject(memory('upgraded'));
    expect(await connection.get()).toBeNull();
    expect(documents.getSnapshot().storage).toMatchObject({ state: 'unavailable', message: expect.stringContaining('Reload') });
    expect(history.getState().persistence).toMatchObject({ kind: 'memory', message: expect.stringContaining('newer version') });
    expect(styles.getSnapshot().storageProblem).toMatch(/newer version.*reload/);

    // Nothing typed or saved afterwards is lost: each store keeps it in this tab.
    documents.setSource(TEXT);
    await documents.flush();
    expect(documents.getSnapshot()).toMatchObject({ document: { source: TEXT }, unsavedChanges: true });
    await history.add({ kind: 'named', name: 'After', document: { source: TEXT } });
    expect(history.getState().snapshots.map((snapshot) => snapshot.name)).toEqual(['After']);
    await styles.savePalette('Brand', ['#112233']);
    expect(styles.getSnapshot().palettes.map((palette) => palette.name)).toEqual(['Brand']);
    expect(catalogue.keepInMemory('doc', { source: TEXT })).toBe(true);
    expect(await catalogue.get('doc')).toEqual({ source: TEXT });
    for (const store of [documents, history, styles, catalogue]) store.dispose();
  });

  it('deleted: the site data is cleared while the tab is open; the status says deleted, not a newer version', async () => {
    const connection = connect();
    await connection.get();
    await new Promise<void>((resolve) => (factory.deleteDatabase(DATABASE_NAME).onsuccess = () => resolve()));
    expect(connection.status()).toMatchObject({ ...memory('deleted'), detail: expect.stringContaining('deleted') });
    expect(storageOfConnection(connection.status()).message).not.toMatch(/newer version/);
    expect(await connection.get()).toBeNull();
  });
});
