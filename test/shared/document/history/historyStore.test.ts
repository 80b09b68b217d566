// The history store on a real IndexedDB implementation (fake-indexeddb): snapshots survive a reopen, are listed newest first,
// renamed, deleted and restored; automatic ones are capped; without storage it works in memory and says so.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { SNAPSHOTS_STORE, openDocumentDatabase } from '../../../../src/shared/document/database';
import type { InfographicDocument } from '../../../../src/shared/document/model';
import { createHistoryStore, type HistoryStore, type HistoryStoreOptions } from '../../../../src/shared/document/history/historyStore';
import { connectTo } from '../support/connectTo';

const doc = (title: string): InfographicDocument => ({
  source: `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n`,
});

let factory: IDBFactory;
const opened: HistoryStore[] = [];
let clock = 1_000;

beforeEach(() => {
  factory = new IDBFactory();
  clock = 1_000;
});
afterEach(() => {
  for (const store of opened.splice(0)) store.dispose();
});

/** Opens a history (like a tab) on the shared database and waits for its first read; the clock moves on by 1 s per snapshot. */
async function openHistory(options: Partial<HistoryStoreOptions> = {}): Promise<HistoryStore> {
  const store = createHistoryStore({ database: connectTo(factory), now: () => (clock += 1000), ...options });
  opened.push(store);
  await store.whenLoaded();
  return store;
}

const titles = (store: HistoryStore) => store.getState().snapshots.map((snapshot) => snapshot.document.source.split('\n')[2].trim());

describe('history store in IndexedDB', () => {
  it('adds snapshots, lists them newest first, and a reopened store reads the same list', async () => {
    const history = await openHistory();
    expect(history.getState().persistence).toEqual({ kind: 'storage' });
    await history.add({ kind: 'named', name: '  First draft  ', document: doc('One') });
    await history.add({ kind: 'auto', document: doc('Two') });
    await history.add({ kind: 'before-replace', reason: 'template', document: doc('Three') });

    expect(titles(history)).toEqual(['title Three', 'title Two', 'title One']);
    expect(history.getState().snapshots.map(({ name, kind, reason }) => ({ name, kind, reason }))).toEqual([
      { name: null, kind: 'before-replace', reason: 'template' },
      { name: null, kind: 'auto', reason: undefined },
      { name: 'First draft', kind: 'named', reason: undefined },
    ]);

    const reopened = await openHistory();
    expect(await reopened.list()).toEqual(history.getState().snapshots);
  });

  it('skips an automatic snapshot of the document the newest snapshot already holds, but always keeps a named one', async () => {
    const history = await openHistory();
    expect(await history.add({ kind: 'auto', document: doc('Same') })).not.toBeNull();
    expect(await history.add({ kind: 'before-replace', reason: 'file', document: doc('Same') })).toBeNull();
    expect(await history.add({ kind: 'named', name: 'Keep', document: doc('Same') })).not.toBeNull();
    expect(history.getState().snapshots.map((snapshot) => snapshot.kind)).toEqual(['named', 'auto']);
  });

  it('renames and deletes, and the change is on disk', async () => {
    const history = await openHistory();
    const first = (await history.add({ kind: 'named', name: 'Old name', document: doc('One') }))!;
    const second = (await history.add({ kind: 'auto', document: doc('Two') }))!;
    await history.rename(first.id, 'New name');
    await history.rename(second.id, 'Now named');
    await history.remove(second.id);

    const reopened = await openHistory();
    await reopened.list();
    expect(reopened.getState().snapshots.map(({ id, name }) => ({ id, name }))).toEqual([{ id: first.id, name: 'New name' }]);
    // An emptied name falls back to none (the list then shows the kind).
    await reopened.rename(first.id, '   ');
    expect(reopened.get(first.id)?.name).toBeNull();
  });

  it('gets a snapshot by id for a restore, and nothing for an unknown id', async () => {
    const history = await openHistory();
    const kept = (await history.add({ kind: 'named', name: 'Dark one', document: doc('Dark') }))!;
    expect(history.get(kept.id)?.document).toEqual(doc('Dark'));
    expect(history.get(kept.id + 100)).toBeNull();
  });

  it('keeps at most the capped number of automatic snapshots, dropping the oldest first; named and kept copies all stay', async () => {
    const history = await openHistory({ limits: { maxAutomatic: 3, maxAutomaticChars: 1_000_000 } });
    await history.add({ kind: 'named', name: 'Oldest, named', document: doc('N0') });
    await history.add({ kind: 'kept-copy', name: 'Kept from this tab', document: doc('K0') });
    for (let n = 1; n <= 5; n += 1) await history.add({ kind: n % 2 ? 'auto' : 'before-replace', reason: 'file', document: doc(`A${n}`) });
    await history.add({ kind: 'named', name: 'Newest, named', document: doc('N1') });

    expect(titles(history)).toEqual(['title N1', 'title A5', 'title A4', 'title A3', 'title K0', 'title N0']);
    const reopened = await openHistory();
    expect(titles(reopened)).toEqual(titles(history));
  });

  it('caps automatic snapshots by size too: the newest are kept while they fit', async () => {
    const size = doc('S1').source.length;
    const history = await openHistory({ limits: { maxAutomatic: 100, maxAutomaticChars: size * 2 } });
    for (let n = 1; n <= 4; n += 1) await history.add({ kind: 'auto', document: doc(`S${n}`) });
    expect(titles(history)).toEqual(['title S4', 'title S3']);
  });

  it('leaves records of a newer app version alone, and skips records it cannot read', async () => {
    const db = await openDocumentDatabase(factory, { onBlocked: () => undefined, onClosedForUpgrade: () => undefined });
    await db.add(SNAPSHOTS_STORE, { format: 99, savedAt: 5, future: true });
    await db.add(SNAPSHOTS_STORE, { format: 1, savedAt: 'yesterday', kind: 'auto', document: doc('Broken') });
    db.close();
    const history = await openHistory({ limits: { maxAutomatic: 0, maxAutomaticChars: 0 } });
    expect(history.getState()).toMatchObject({ snapshots: [], newerRecords: 1 });
    await history.add({ kind: 'named', name: 'Mine', document: doc('Mine') });
    const check = await openDocumentDatabase(factory, { onBlocked: () => undefined, onClosedForUpgrade: () => undefined });
    expect(await check.count(SNAPSHOTS_STORE)).toBe(3);
    check.close();
  });
});

describe('history store without storage', () => {
  it('works in memory when there is no IndexedDB, and says so', async () => {
    const history = await openHistory({ database: connectTo(null), limits: { maxAutomatic: 2, maxAutomaticChars: 1_000_000 } });
    expect(history.getState().persistence).toEqual({
      kind: 'memory',
      message: 'History is kept in this tab only and is gone when it closes (no IndexedDB in this browser).',
    });
    const named = (await history.add({ kind: 'named', name: 'Draft', document: doc('One') }))!;
    for (let n = 1; n <= 3; n += 1) await history.add({ kind: 'auto', document: doc(`A${n}`) });
    await history.rename(named.id, 'Renamed');
    expect(titles(history)).toEqual(['title A3', 'title A2', 'title One']);
    expect(history.get(named.id)?.name).toBe('Renamed');
    await history.remove(named.id);
    expect(titles(history)).toEqual(['title A3', 'title A2']);
  });

  it('keeps a snapshot in memory, and says so, when writing it fails', async () => {
    const history = await openHistory();
    await history.add({ kind: 'named', name: 'Stored', document: doc('Stored') });
    const { IDBObjectStore } = jest.requireActual<typeof import('fake-indexeddb')>('fake-indexeddb');
    jest.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const kept = await history.add({ kind: 'named', name: 'Not stored', document: doc('In memory') });
    jest.restoreAllMocks();
    expect(kept?.name).toBe('Not stored');
    expect(titles(history)).toEqual(['title In memory', 'title Stored']);
    expect(history.getState().persistence).toMatchObject({ kind: 'memory', message: expect.stringContaining('QuotaExceededError') });
  });
});
