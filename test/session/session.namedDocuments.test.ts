// Named documents through the session, over a real document store, history and catalogue (fake-indexeddb): create, open,
// rename, duplicate, delete and undo the delete; each document keeps its own text and history, and a reload finds them.
import { waitFor } from '@testing-library/react';
import type { CrossTabChannel, DocumentsChangedMessage } from '../../src/shared/document/crossTab';
import { CURRENT_DOCUMENT_KEY } from '../../src/shared/document/database';
import { createDocumentCatalogue, type DocumentCatalogue } from '../../src/shared/document/documentCatalogue';
import { createHistoryStore, type HistoryStore } from '../../src/shared/document/history/historyStore';
import { createSession, type Session, type SessionChange } from '../../src/session/session';
import { createStoreHarness, type StoreHarness, type TestStore } from '../shared/document/support/storeHarness';
import { connectTo } from '../shared/document/support/connectTo';

const text = (title: string) => `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n`;
const noTimers = { after: () => () => undefined };
// Each test's tabs talk on their own channel (Node's BroadcastChannel, as between a browser's tabs).
let channelCount = 0;
let channelSuffix = '';
const openChannel = (name: string) => {
  const channel = new BroadcastChannel(`${name}:${channelSuffix}`) as BroadcastChannel & { unref?: () => void };
  channel.unref?.();
  return channel as unknown as CrossTabChannel<DocumentsChangedMessage>;
};

let harness: StoreHarness;
let tabs: { documents: TestStore; history: HistoryStore; catalogue: DocumentCatalogue; session: Session }[];
let remembered: string[];

/** A tab of one browser profile: its own store, history, catalogue and session over the shared database. */
async function openTab(documentId?: string) {
  const documents = harness.open({ documentId });
  const history = createHistoryStore({ database: documents.database, documentId });
  const catalogue = createDocumentCatalogue({ database: documents.database });
  const session = createSession({
    documents,
    history,
    catalogue,
    snapshotClock: noTimers,
    rememberOpen: (id) => remembered.push(id),
    openChannel,
  });
  await documents.whenLoaded();
  await history.whenLoaded();
  const tab = { documents, history, catalogue, session };
  tabs.push(tab);
  return tab;
}

beforeEach(() => {
  channelSuffix = `${process.pid}-${++channelCount}`;
  harness = createStoreHarness();
  tabs = [];
  remembered = [];
});
afterEach(() => {
  for (const { session, history, catalogue } of tabs) {
    session.dispose();
    history.dispose();
    catalogue.dispose();
  }
  harness.disposeAll();
});

const names = async (session: Session) => (await session.listDocuments()).map((entry) => entry.name).sort();
const historyTitles = (history: HistoryStore) => history.getState().snapshots.map((s) => s.document.source.split('\n')[2].trim());

it('a file or link opens as a new document: the one open before keeps its text, and each has its own history', async () => {
  const { session, documents, history } = await openTab();
  session.type(text('My work'));
  await session.flush();
  const changes: SessionChange[] = [];
  session.onChange((change) => changes.push(change));

  const opened = await session.newDocument(text('From a file'), 'release');
  expect(session.getState()).toMatchObject({ documentId: opened, document: { source: text('From a file') } });
  expect(changes.map((c) => c.command)).toEqual(['open']);
  expect(remembered).toEqual([opened]);
  expect(await names(session)).toEqual(['My work', 'release']);

  // History belongs to the open document: a replace here is kept here only.
  session.replace(text('Template'), 'template');
  await waitFor(() => expect(historyTitles(history)).toEqual(['title From a file']));

  await session.openDocument(CURRENT_DOCUMENT_KEY);
  expect(documents.getSnapshot().document.source).toBe(text('My work'));
  await waitFor(() => expect(historyTitles(history)).not.toContain('title From a file'));

  await session.openDocument(opened);
  expect(documents.getSnapshot().document.source).toBe(text('Template'));
  await waitFor(() => expect(historyTitles(history)).toEqual(['title From a file']));
});

it('saves the open document before another is opened, and a reload opens the remembered one with its text', async () => {
  const { session } = await openTab();
  const second = await session.newDocument(text('Second'));
  session.type(text('Second, edited'));
  await session.openDocument(CURRENT_DOCUMENT_KEY);
  session.type(text('First, edited'));
  await session.flush();

  const reloaded = await openTab(second);
  expect(reloaded.session.getState().document.source).toBe(text('Second, edited'));
  const first = await openTab(CURRENT_DOCUMENT_KEY);
  expect(first.session.getState().document.source).toBe(text('First, edited'));
});

it('renames and duplicates; the copy holds the latest text and is not opened', async () => {
  const { session } = await openTab();
  session.type(text('Plan'));
  await session.renameDocument(CURRENT_DOCUMENT_KEY, '  Quarterly   plan ');
  const copy = (await session.duplicateDocument(CURRENT_DOCUMENT_KEY))!;
  expect(await names(session)).toEqual(['Quarterly plan', 'Quarterly plan (copy)']);
  expect(session.getState().documentId).toBe(CURRENT_DOCUMENT_KEY);
  await session.openDocument(copy);
  expect(session.getState().document.source).toBe(text('Plan'));

  // A save after a rename keeps the name.
  session.type(text('Plan v2'));
  await session.flush();
  expect(await names(session)).toEqual(['Quarterly plan', 'Quarterly plan (copy)']);
});

it('deleting the open document opens another; undoing the delete brings it back with its text and history, open again', async () => {
  const { session, history } = await openTab();
  session.type(text('Keep me'));
  session.replace(text('Keep me, templated'), 'template');
  await session.flush();
  await waitFor(() => expect(historyTitles(history)).toContain('title Keep me'));
  const other = await session.newDocument(text('Other'));
  await session.openDocument(CURRENT_DOCUMENT_KEY);

  const removal = (await session.deleteDocument(CURRENT_DOCUMENT_KEY))!;
  expect(removal.wasOpen).toBe(true);
  expect(session.getState()).toMatchObject({ documentId: other, document: { source: text('Other') } });
  expect(await names(session)).toEqual(['Other']);

  await session.restoreDocument(removal);
  expect(session.getState()).toMatchObject({ documentId: CURRENT_DOCUMENT_KEY, document: { source: text('Keep me, templated') } });
  expect(await names(session)).toEqual(['Keep me, templated', 'Other']);
  await waitFor(() => expect(historyTitles(history)).toContain('title Keep me'));
});

it('deleting the last document opens a new one, so there is always a document to type in', async () => {
  const { session } = await openTab();
  session.type(text('Only one'));
  await session.flush();
  await session.deleteDocument(CURRENT_DOCUMENT_KEY);
  expect(session.getState().documentId).not.toBe(CURRENT_DOCUMENT_KEY);
  expect(await session.listDocuments()).toHaveLength(1);
});

it('another tab is told when this one creates, renames or deletes a document, and its list reads the change', async () => {
  const first = await openTab();
  const second = await openTab();
  const told = jest.fn();
  second.session.onDocumentsChange(told);
  const names = async () => (await second.session.listDocuments()).map((entry) => entry.name).sort();

  const id = await first.session.newDocument(text('Budget'), 'Budget');
  await waitFor(() => expect(told).toHaveBeenCalled());
  expect(await names()).toContain('Budget');

  told.mockClear();
  await first.session.renameDocument(id, 'Budget 2027');
  await waitFor(() => expect(told).toHaveBeenCalled());
  expect(await names()).toContain('Budget 2027');

  told.mockClear();
  await first.session.deleteDocument(id);
  await waitFor(() => expect(told).toHaveBeenCalled());
  expect(await names()).not.toContain('Budget 2027');
});

it('another tab follows saves of the document it has open only', async () => {
  const a = await openTab();
  const b = await openTab();
  const second = await a.session.newDocument(text('A second'));
  a.session.type(text('A second, edited'));
  await a.session.flush();
  // B has the first document open: a save of another document offers nothing.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(b.session.getState().externalChange).toBeNull();

  await b.session.openDocument(second);
  expect(b.session.getState().document.source).toBe(text('A second, edited'));
  a.session.type(text('A second, again'));
  await a.session.flush();
  await waitFor(() => expect(b.session.getState().externalChange?.document.source).toBe(text('A second, again')));
});

it('without storage the documents live in this tab: switching keeps each text', async () => {
  const documents = harness.open({ indexedDB: null });
  const history = createHistoryStore({ database: connectTo(null) });
  const catalogue = createDocumentCatalogue({ database: connectTo(null) });
  const session = createSession({ documents, history, catalogue, snapshotClock: noTimers });
  tabs.push({ documents, history, catalogue, session });
  await documents.whenLoaded();
  session.type(text('In memory'));
  const second = await session.newDocument(text('Second in memory'));
  await session.openDocument(CURRENT_DOCUMENT_KEY);
  expect(session.getState().document.source).toBe(text('In memory'));
  await session.openDocument(second);
  expect(session.getState().document.source).toBe(text('Second in memory'));
  expect(await names(session)).toEqual(['In memory', 'Second in memory']);
});

describe('a document deleted in another tab while this one has it open (issue #27 item 5)', () => {
  /** Tab A and tab B with the same named document open; B has typed in it. */
  async function twoTabsOnOneDocument() {
    const a = await openTab();
    a.session.type(text('Shared'));
    const other = await a.session.newDocument(text('Other'));
    await a.session.openDocument(CURRENT_DOCUMENT_KEY);
    const b = await openTab(CURRENT_DOCUMENT_KEY);
    expect(b.session.getState().document.source).toBe(text('Shared'));
    return { a, b, other };
  }
  const storedNames = async (catalogue: DocumentCatalogue) => (await catalogue.list()).map((entry) => entry.name).sort();

  it('says so, keeps its text and saves nothing, so the deleted document does not come back unnoticed', async () => {
    const { a, b } = await twoTabsOnOneDocument();
    b.session.type(text('Typed in B'));
    await a.session.deleteDocument(CURRENT_DOCUMENT_KEY);
    await waitFor(() => expect(b.session.getState().deletedElsewhere).toBe(true));
    expect(b.session.getState()).toMatchObject({ documentId: CURRENT_DOCUMENT_KEY, document: { source: text('Typed in B') } });
    b.session.type(text('Typed in B, more'));
    await b.session.flush();
    expect(await b.catalogue.get(CURRENT_DOCUMENT_KEY)).toBeNull();
    expect(await storedNames(a.catalogue)).toEqual(['Other']);
    expect(b.session.getState()).toMatchObject({ unsavedChanges: true, document: { source: text('Typed in B, more') } });
  });

  it('keeps the text as a new document, listed in every tab, which saves from then on', async () => {
    const { a, b } = await twoTabsOnOneDocument();
    b.session.type(text('Typed in B'));
    await a.session.deleteDocument(CURRENT_DOCUMENT_KEY);
    await waitFor(() => expect(b.session.getState().deletedElsewhere).toBe(true));
    const told = jest.fn();
    a.session.onDocumentsChange(told);

    const kept = await b.session.keepAsNewDocument();
    expect(b.session.getState()).toMatchObject({ documentId: kept, deletedElsewhere: false, document: { source: text('Typed in B') } });
    expect(await b.catalogue.get(kept)).toEqual({ source: text('Typed in B') });
    await waitFor(() => expect(told).toHaveBeenCalled());
    expect(await storedNames(a.catalogue)).toEqual(['Other', 'Typed in B']);
    expect(remembered.at(-1)).toBe(kept);
    b.session.type(text('Typed in B, saved'));
    await b.session.flush();
    expect(await b.catalogue.get(kept)).toEqual({ source: text('Typed in B, saved') });
  });

  it('an undone delete clears the notice, and what was typed meanwhile is saved', async () => {
    const { a, b } = await twoTabsOnOneDocument();
    const removal = (await a.session.deleteDocument(CURRENT_DOCUMENT_KEY))!;
    await waitFor(() => expect(b.session.getState().deletedElsewhere).toBe(true));
    b.session.type(text('Typed while deleted'));
    await a.session.restoreDocument(removal);
    await waitFor(() => expect(b.session.getState().deletedElsewhere).toBe(false));
    await b.session.flush();
    expect(await b.catalogue.get(CURRENT_DOCUMENT_KEY)).toEqual({ source: text('Typed while deleted') });
  });

  it('opening another document keeps unsaved text as a new document first; saved text goes with the delete', async () => {
    const { a, b, other } = await twoTabsOnOneDocument();
    b.session.type(text('Unsaved in B'));
    await a.session.deleteDocument(CURRENT_DOCUMENT_KEY);
    await waitFor(() => expect(b.session.getState().deletedElsewhere).toBe(true));
    await b.session.openDocument(other);
    expect(b.session.getState()).toMatchObject({ documentId: other, deletedElsewhere: false });
    expect(await storedNames(b.catalogue)).toEqual(['Other', 'Unsaved in B']);

    // Nothing typed since the last save: the deleted text is not brought back.
    const c = await openTab(other);
    const third = await c.session.newDocument(text('Third'));
    const d = await openTab(third);
    await c.session.deleteDocument(third);
    await waitFor(() => expect(d.session.getState().deletedElsewhere).toBe(true));
    await d.session.openDocument(other);
    expect(await storedNames(d.catalogue)).toEqual(['Other', 'Unsaved in B']);
  });

  it('a tab with another document open is told nothing', async () => {
    const { a, other } = await twoTabsOnOneDocument();
    const c = await openTab(other);
    await a.session.deleteDocument(CURRENT_DOCUMENT_KEY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(c.session.getState().deletedElsewhere).toBe(false);
  });
});

it('a name follows its title as the text is saved, until the user renames the document', async () => {
  const { session } = await openTab();
  session.type(text('Sales 2025'));
  await session.flush();
  const openId = session.getState().documentId;
  const nameOf = async (tabSession: Session, id: string) => (await tabSession.listDocuments()).find((entry) => entry.id === id)?.name;
  expect(await nameOf(session, openId)).toBe('Sales 2025');
  let listReads = 0;
  session.onDocumentsChange(() => listReads++);

  // the title changes: the name follows, and this tab's Documents list is told to read it again
  session.type(text('Quarterly sales 2025'));
  await session.flush();
  expect(await nameOf(session, openId)).toBe('Quarterly sales 2025');
  expect(listReads).toBeGreaterThan(0);
  // a document opened from the list follows too (named after its title when first stored)
  const other = await session.newDocument(text('Shipping a release'));
  session.type(text('Quarterly sales 2025 (keyboard)'));
  await session.flush();
  expect(await nameOf(session, other)).toBe('Quarterly sales 2025 (keyboard)');

  // renamed: the name stays whatever the title becomes, here and in another tab (a reload)
  await session.renameDocument(other, 'Keyboard notes');
  session.type(text('Something else'));
  await session.flush();
  expect(await nameOf(session, other)).toBe('Keyboard notes');
  const { session: reloaded } = await openTab(other);
  expect(await nameOf(reloaded, other)).toBe('Keyboard notes');
  expect(await nameOf(reloaded, openId)).toBe('Quarterly sales 2025');
});

it('without IndexedDB a name follows its title too, until renamed', async () => {
  const catalogue = createDocumentCatalogue({ database: connectTo(null) });
  const nameOf = async (id: string) => (await catalogue.list()).find((entry) => entry.id === id)?.name;
  expect(catalogue.keepInMemory('doc', { source: text('Sales 2025') })).toBe(true);
  catalogue.keepInMemory('doc', { source: text('Quarterly sales 2025') });
  expect(await nameOf('doc')).toBe('Quarterly sales 2025');
  await catalogue.rename('doc', 'Mine');
  catalogue.keepInMemory('doc', { source: text('Something else') });
  expect(await nameOf('doc')).toBe('Mine');
  catalogue.dispose();
});
