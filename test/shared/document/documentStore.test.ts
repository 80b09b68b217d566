import { IDBObjectStore } from 'fake-indexeddb';
import { waitFor } from '@testing-library/react';
import { DEFAULT_DOCUMENT, type DocumentEvent } from '../../../src/shared/document/model';
import {
  CURRENT_DOCUMENT_KEY,
  DATABASE_NAME,
  DOCUMENTS_STORE,
  SCHEMA_VERSION,
  openDocumentDatabase,
} from '../../../src/shared/document/database';
import { RECORD_FORMAT } from '../../../src/shared/document/storedRecord';
import type { BackupStorage } from '../../../src/shared/document/unloadBackup';
import { createStoreHarness, openLoaded, type StoreHarness } from './support/storeHarness';

const TEXT_A = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Written in tab A\n';
const TEXT_B = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Written in tab B\n';

let harness: StoreHarness;
beforeEach(() => {
  harness = createStoreHarness();
});
afterEach(() => {
  harness.disposeAll();
  jest.restoreAllMocks();
});

/** Reads the raw stored value the way a later version of the app would see it. */
async function rawStoredValue(): Promise<unknown> {
  const db = await openDocumentDatabase(harness.factory, { onBlocked: () => undefined, onClosedForUpgrade: () => undefined });
  try {
    return await db.get(DOCUMENTS_STORE, CURRENT_DOCUMENT_KEY);
  } finally {
    db.close();
  }
}

async function writeRawValue(value: unknown): Promise<void> {
  const db = await openDocumentDatabase(harness.factory, { onBlocked: () => undefined, onClosedForUpgrade: () => undefined });
  await db.put(DOCUMENTS_STORE, value, CURRENT_DOCUMENT_KEY);
  db.close();
}

describe('document store: updates', () => {
  it('starts on the default document and applies each named update at once, telling subscribers and event listeners', async () => {
    const store = await openLoaded(harness);
    const events: DocumentEvent[] = [];
    let notified = 0;
    store.onEvent((event) => events.push(event));
    store.subscribe(() => notified++);
    expect(store.getSnapshot()).toMatchObject({ document: DEFAULT_DOCUMENT, loaded: true, storage: { state: 'ok' }, revision: 0 });

    store.setSource(TEXT_A);
    store.applyCanvasEdit(TEXT_A.replace('tab A', 'the canvas'));
    store.replaceSource(TEXT_B, 'template');

    expect(store.getSnapshot().document).toEqual({ source: TEXT_B });
    expect(store.getSnapshot().unsavedChanges).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['source-set', 'canvas-edit', 'source-replaced']);
    // The Editor snapshots `before` on a replacement: the canvas-edited text, not lost.
    expect(events[2].before.source).toContain('title Written in the canvas');
    expect(notified).toBeGreaterThanOrEqual(3);
  });

  it('ignores an update that changes nothing', async () => {
    const store = await openLoaded(harness);
    const before = store.getSnapshot();
    store.setSource(DEFAULT_DOCUMENT.source);
    expect(store.getSnapshot()).toBe(before);
  });
});

describe('document store: persistence', () => {
  it('a new store (a reload) reads what the first one saved', async () => {
    const first = await openLoaded(harness);
    first.setSource(TEXT_A);
    await first.flush();
    expect(first.getSnapshot()).toMatchObject({ unsavedChanges: false, revision: 1 });
    first.dispose();

    const second = await openLoaded(harness);
    expect(second.getSnapshot().document).toEqual({ source: TEXT_A });
    expect(second.getSnapshot().revision).toBe(1);
  });

  it('writes nothing while keystrokes keep coming (each in its own task), then one save holds them all', async () => {
    const store = await openLoaded(harness); // the harness's pause is a minute
    for (let i = 1; i <= 10; i++) {
      store.setSource(`${TEXT_A}  desc draft ${i}\n`);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await rawStoredValue()).toBeUndefined();
    }
    await store.flush();
    // One write for ten edits (each save bumps the revision), holding the last text.
    expect(await rawStoredValue()).toMatchObject({
      format: RECORD_FORMAT,
      revision: 1,
      document: { source: `${TEXT_A}  desc draft 10\n` },
    });
  });

  it('saves on its own once the typing pauses', async () => {
    const store = await openLoaded(harness, { saveDelayMs: 30 });
    store.setSource(TEXT_A);
    store.setSource(TEXT_B);
    await waitFor(() => expect(store.getSnapshot().unsavedChanges).toBe(false));
    expect(await rawStoredValue()).toMatchObject({ revision: 1, document: { source: TEXT_B } });
  });

  it('saves pending changes when the page is hidden, without waiting for the pause', async () => {
    const store = await openLoaded(harness); // the harness's pause is a minute: only page-hide can save here
    store.setSource(TEXT_A);
    store.hidePage();
    await waitFor(() => expect(store.getSnapshot().unsavedChanges).toBe(false));
    expect((await openLoaded(harness)).getSnapshot().document.source).toBe(TEXT_A);
  });

  it('migrates a record written in the old format on read, and rewrites it in the current format on the next save', async () => {
    await writeRawValue({ source: TEXT_A, theme: 'hand-drawn', updatedAt: 1700000000000 });
    const store = await openLoaded(harness);
    expect(store.getSnapshot().document).toEqual({ source: TEXT_A });
    expect(store.getSnapshot().storage.state).toBe('ok');

    store.setSource(TEXT_B);
    await store.flush();
    expect(await rawStoredValue()).toMatchObject({
      format: RECORD_FORMAT,
      revision: 2,
      // Named after the title it had when first stored, never renamed: the name follows the new title.
      name: 'Written in tab B',
      document: { source: TEXT_B },
    });
  });

  it('keeps saving after the site data was cleared under it', async () => {
    const store = await openLoaded(harness);
    store.setSource(TEXT_A);
    await store.flush();
    const db = await openDocumentDatabase(harness.factory, { onBlocked: () => undefined, onClosedForUpgrade: () => undefined });
    await db.delete(DOCUMENTS_STORE, CURRENT_DOCUMENT_KEY);
    db.close();

    store.setSource(TEXT_B);
    await store.flush();
    expect(store.getSnapshot()).toMatchObject({ unsavedChanges: false, externalChange: null, storage: { state: 'ok' } });
    expect((await openLoaded(harness)).getSnapshot().document.source).toBe(TEXT_B);
  });

  it('never saves over a record written by a newer version of the app, and says so', async () => {
    const newer = { format: RECORD_FORMAT + 1, content: 'from the future' };
    await writeRawValue(newer);
    const store = await openLoaded(harness);
    expect(store.getSnapshot().storage).toMatchObject({ state: 'unavailable', message: expect.stringContaining('newer version') });
    store.setSource(TEXT_A);
    await store.flush();
    expect(store.getSnapshot().document.source).toBe(TEXT_A);
    expect(await rawStoredValue()).toEqual(newer);
  });
});

describe('document store: storage failures keep the work in memory', () => {
  it('without IndexedDB: unavailable, and every update still works', async () => {
    const store = await openLoaded(harness, { indexedDB: null });
    expect(store.getSnapshot()).toMatchObject({
      loaded: true,
      storage: { state: 'unavailable', message: expect.stringContaining('no IndexedDB') },
    });
    store.setSource(TEXT_A);
    await store.flush();
    expect(store.getSnapshot().document).toEqual({ source: TEXT_A });
    expect(store.getSnapshot().unsavedChanges).toBe(true);
  });

  it('when opening storage stalls: the page works in memory meanwhile, and saving starts once the database answers', async () => {
    // Another tab's pending delete, held up by a connection that ignores it, queues every later open: a real stall.
    const holder = harness.factory.open(DATABASE_NAME, SCHEMA_VERSION);
    await new Promise((resolve) => (holder.onsuccess = resolve));
    harness.factory.deleteDatabase(DATABASE_NAME);

    const store = await openLoaded(harness, { openTimeoutMs: 20 });
    expect(store.getSnapshot()).toMatchObject({
      loaded: true,
      storage: { state: 'unavailable', message: expect.stringContaining('did not answer') },
    });
    store.setSource(TEXT_A);

    holder.result.close();
    await waitFor(() => expect(store.getSnapshot().storage.state).toBe('ok'));
    await store.flush();
    expect((await openLoaded(harness)).getSnapshot().document.source).toBe(TEXT_A);
  });

  it('when the quota is full: "full", the text stays, and the next save after space is freed stores it', async () => {
    const store = await openLoaded(harness);
    // fake-indexeddb has no quota; a full disk is stood in for by a put that fails the way browsers fail it.
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    store.setSource(TEXT_A);
    await store.flush();
    expect(store.getSnapshot()).toMatchObject({ storage: { state: 'full' }, unsavedChanges: true, document: { source: TEXT_A } });

    put.mockRestore();
    store.setSource(TEXT_B);
    await store.flush();
    expect(store.getSnapshot()).toMatchObject({ storage: { state: 'ok' }, unsavedChanges: false });
    expect((await openLoaded(harness)).getSnapshot().document.source).toBe(TEXT_B);
  });

  it('another write failure: "failed" with the reason', async () => {
    const store = await openLoaded(harness);
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The disk went away.', 'UnknownError');
    });
    store.setSource(TEXT_A);
    await store.flush();
    expect(store.getSnapshot().storage).toEqual({ state: 'failed', message: 'Saving failed (UnknownError: The disk went away.).' });
    expect(store.getSnapshot().document.source).toBe(TEXT_A);
  });
});

describe('document store: other tabs', () => {
  it('offers a save from another tab without applying it; accepting takes it and tells history what it replaced', async () => {
    const tabA = await openLoaded(harness);
    const tabB = await openLoaded(harness);
    const events: DocumentEvent[] = [];
    tabB.onEvent((event) => events.push(event));

    tabA.setSource(TEXT_A);
    await tabA.flush();
    await waitFor(() => expect(tabB.getSnapshot().externalChange).not.toBeNull());
    expect(tabB.getSnapshot().externalChange).toMatchObject({ document: { source: TEXT_A }, revision: 1, conflict: false });
    expect(tabB.getSnapshot().document).toBe(DEFAULT_DOCUMENT);

    tabB.acceptExternalChange();
    expect(tabB.getSnapshot()).toMatchObject({ document: { source: TEXT_A }, revision: 1, externalChange: null, unsavedChanges: false });
    expect(events).toEqual([{ type: 'source-replaced', reason: 'other-tab', before: DEFAULT_DOCUMENT }]);

    // Having taken revision 1, tab B saves on top of it.
    tabB.setSource(TEXT_B);
    await tabB.flush();
    expect(tabB.getSnapshot()).toMatchObject({ revision: 2, externalChange: null, storage: { state: 'ok' } });
  });

  it('a tab with unsaved changes never writes over a newer save: its text stays, the conflict is exposed', async () => {
    const tabA = await openLoaded(harness);
    const tabB = await openLoaded(harness);
    tabB.setSource(TEXT_B);
    tabA.setSource(TEXT_A);
    await tabA.flush();
    await waitFor(() => expect(tabB.getSnapshot().externalChange).toMatchObject({ document: { source: TEXT_A }, conflict: true }));

    await tabB.flush();
    tabB.hidePage();
    await tabB.flush();
    expect(tabB.getSnapshot()).toMatchObject({ document: { source: TEXT_B }, unsavedChanges: true });
    expect((await openLoaded(harness)).getSnapshot().document.source).toBe(TEXT_A);

    // "Keep mine": the user chose, so now tab B's text is saved over tab A's.
    tabB.dismissExternalChange();
    await tabB.flush();
    expect(tabB.getSnapshot()).toMatchObject({ unsavedChanges: false, revision: 2, externalChange: null });
    expect((await openLoaded(harness)).getSnapshot().document.source).toBe(TEXT_B);
  });

  it("accepting while this tab's save is in flight leaves no stale conflict behind", async () => {
    const tabA = await openLoaded(harness);
    const tabB = await openLoaded(harness);
    tabA.setSource(TEXT_A);
    await tabA.flush();
    await waitFor(() => expect(tabB.getSnapshot().externalChange).toMatchObject({ conflict: false }));

    tabB.setSource(TEXT_B);
    const inFlight = tabB.flush();
    tabB.acceptExternalChange();
    await inFlight;
    expect(tabB.getSnapshot()).toMatchObject({ document: { source: TEXT_A }, revision: 1, externalChange: null, unsavedChanges: false });
  });

  it('without a channel, the revision check alone still catches the conflict at save time', async () => {
    const tabA = await openLoaded(harness, { channel: false });
    const tabB = await openLoaded(harness, { channel: false });
    tabA.setSource(TEXT_A);
    await tabA.flush();
    tabB.setSource(TEXT_B);
    await tabB.flush();
    expect(tabB.getSnapshot()).toMatchObject({
      document: { source: TEXT_B },
      unsavedChanges: true,
      externalChange: { document: { source: TEXT_A }, revision: 1, conflict: true },
    });
    expect((await openLoaded(harness)).getSnapshot().document.source).toBe(TEXT_A);
  });
});

describe('document store: a tab closing before its save', () => {
  /** localStorage as a plain map: the browser's synchronous storage, shared by the tabs of one profile. */
  function memoryStorage(): BackupStorage & { size(): number } {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      size: () => items.size,
    };
  }

  test('work typed just before a reload whose database write never ran is taken back and saved by the next page', async () => {
    const backup = memoryStorage();
    // The closing tab's database write is cut off: modelled by a tab that cannot reach IndexedDB at all.
    const closing = await openLoaded(harness, { indexedDB: null, unloadBackup: backup });
    closing.setSource(TEXT_A);
    closing.hidePage();
    closing.dispose();

    const next = await openLoaded(harness, { unloadBackup: backup, saveDelayMs: 10 });
    expect(next.getSnapshot().document.source).toBe(TEXT_A);
    await waitFor(() => expect(next.getSnapshot().unsavedChanges).toBe(false));
    await expect(rawStoredValue()).resolves.toMatchObject({ document: { source: TEXT_A } });
    // Saved for real now: the backup is gone, so it cannot come back later over newer work.
    expect(backup.size()).toBe(0);
  });

  test('a backup older than another tab’s later save does not replace it', async () => {
    const backup = memoryStorage();
    const closing = await openLoaded(harness, { indexedDB: null, unloadBackup: backup });
    closing.setSource(TEXT_A);
    closing.hidePage();
    closing.dispose();
    // Meanwhile another tab saved twice (revision 2), past the backup's base revision (0).
    const other = await openLoaded(harness);
    other.setSource('first');
    await other.flush();
    other.setSource(TEXT_B);
    await other.flush();

    const next = await openLoaded(harness, { unloadBackup: backup });
    expect(next.getSnapshot().document.source).toBe(TEXT_B);
    expect(backup.size()).toBe(0);
  });

  test('two tabs closing together before their saves: one text is taken back, the other kept as recovered text', async () => {
    const backup = memoryStorage();
    const first = await openLoaded(harness, { indexedDB: null, unloadBackup: backup });
    const second = await openLoaded(harness, { indexedDB: null, unloadBackup: backup });
    first.setSource(TEXT_A);
    first.hidePage();
    second.setSource(TEXT_B);
    second.hidePage();

    const next = await openLoaded(harness, { unloadBackup: backup });
    const texts = [next.getSnapshot().document.source, ...next.getSnapshot().recovered.map((r) => r.document.source)];
    expect(texts.sort()).toEqual([TEXT_A, TEXT_B].sort());
    expect(next.getSnapshot().recovered).toHaveLength(1);
    next.dismissRecovered();
    expect(next.getSnapshot().recovered).toEqual([]);
  });

  test('a tab closed while another tab’s newer version waited for a choice keeps its text as recovered text', async () => {
    const backup = memoryStorage();
    const closing = await openLoaded(harness, { unloadBackup: backup, saveDelayMs: 10 });
    const other = await openLoaded(harness);
    other.setSource(TEXT_B);
    await other.flush();
    await waitFor(() => expect(closing.getSnapshot().externalChange).not.toBeNull());
    closing.setSource(TEXT_A);
    await closing.flush();
    // Held: the other tab's version is newer; the user closes the tab without choosing.
    closing.hidePage();
    closing.dispose();

    const next = await openLoaded(harness, { unloadBackup: backup });
    expect(next.getSnapshot().document.source).toBe(TEXT_B);
    expect(next.getSnapshot().recovered.map((r) => r.document.source)).toEqual([TEXT_A]);
  });

  test('deleting the database while the tab is open says so (not "a newer version") and keeps the text as unsaved', async () => {
    const store = await openLoaded(harness);
    store.setSource(TEXT_A);
    await store.flush();
    await new Promise<void>((resolve) => {
      const request = harness.factory.deleteDatabase(DATABASE_NAME);
      request.onsuccess = () => resolve();
    });
    expect(store.getSnapshot().storage.message).toMatch(/saved data was deleted/);
    expect(store.getSnapshot().storage.message).not.toMatch(/newer version/);
    expect(store.getSnapshot()).toMatchObject({ unsavedChanges: true, document: { source: TEXT_A } });
  });

  test('nothing is copied when nothing is unsaved', async () => {
    const backup = memoryStorage();
    const store = await openLoaded(harness, { unloadBackup: backup });
    store.setSource(TEXT_A);
    await store.flush();
    store.hidePage();
    expect(backup.size()).toBe(0);
  });
});
