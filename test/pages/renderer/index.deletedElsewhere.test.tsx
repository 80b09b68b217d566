// The Renderer in one tab while another tab deletes the document it has open (issue #27 item 5): the page says so, the text
// stays in its field, and "Keep as a new document" stores it under a new name that both tabs list. Real stores over
// fake-indexeddb, the session's channels over Node's BroadcastChannel, as between two tabs of one browser.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine } from '../../../src/engine';
import RendererPage from '../../../src/pages/renderer';
import type { CrossTabChannel, DocumentsChangedMessage } from '../../../src/shared/document/crossTab';
import { CURRENT_DOCUMENT_KEY } from '../../../src/shared/document/database';
import { createDocumentCatalogue, type DocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import type { DocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore, type HistoryStore } from '../../../src/shared/document/history/historyStore';
import { createSession, type Session } from '../../../src/session/session';
import { createStoreHarness, type StoreHarness } from '../../shared/document/support/storeHarness';
import { createFakeEngine } from '../support/fakeEngine';
import { renderPage } from '../support/renderPage';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));
// The page is tab B: its session (over its own store).
let session: Session;
jest.mock('../../../src/session/appSession', () => ({ getSession: () => session }));

const text = (title: string) => `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n`;
const noTimers = { after: () => () => undefined };
let channelCount = 0;
let harness: StoreHarness;
let cleanup: Array<() => void>;

interface Tab {
  documents: DocumentStore;
  session: Session;
  catalogue: DocumentCatalogue;
  history: HistoryStore;
}

async function openTab(suffix: string): Promise<Tab> {
  const documents = harness.open({ documentId: CURRENT_DOCUMENT_KEY, saveDelayMs: 10 });
  const history = createHistoryStore({ database: documents.database, documentId: CURRENT_DOCUMENT_KEY });
  const catalogue = createDocumentCatalogue({ database: documents.database });
  const openChannel = (name: string) => {
    const channel = new BroadcastChannel(`${name}:${suffix}`) as BroadcastChannel & { unref?: () => void };
    channel.unref?.();
    return channel as unknown as CrossTabChannel<DocumentsChangedMessage>;
  };
  const tabSession = createSession({ documents, history, catalogue, snapshotClock: noTimers, openChannel });
  cleanup.push(() => {
    tabSession.dispose();
    history.dispose();
    catalogue.dispose();
  });
  await documents.whenLoaded();
  return { documents, session: tabSession, catalogue, history };
}

beforeEach(() => {
  jest.mocked(loadEngine).mockResolvedValue(createFakeEngine());
  harness = createStoreHarness();
  cleanup = [];
});
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
  harness.disposeAll();
});

test('another tab deletes the open document: the page says so, keeps the text, and keeps it as a new document on request', async () => {
  const suffix = `${process.pid}-${++channelCount}`;
  const a = await openTab(suffix);
  a.session.type(text('Shared plan'));
  await a.session.newDocument(text('Other'));
  await a.session.openDocument(CURRENT_DOCUMENT_KEY);
  const b = await openTab(suffix);
  session = b.session;
  const user = userEvent.setup();
  renderPage(RendererPage, '/renderer', '/renderer');
  const field = await screen.findByLabelText<HTMLTextAreaElement>('Infographic source');
  await waitFor(() => expect(field.value).toBe(text('Shared plan')));
  await user.type(field, ' and more');
  // B's typing is saved before A deletes: a save landing after the delete would keep the document (saves recreate a missing
  // record, as after the site's data is cleared), which is the other order of this race, not this test's.
  await b.session.flush();

  await a.session.deleteDocument(CURRENT_DOCUMENT_KEY);
  const notice = (await screen.findByText(/deleted in another tab/)).closest('[role="alert"]');
  expect(notice).toHaveTextContent(
    'This document was deleted in another tab. Its text is still here, but it is not saved until you keep it as a new document.',
  );
  // What is typed after the delete stays on the page and is not written back under the deleted id.
  await user.type(field, ' and after');
  const typed = `${text('Shared plan')} and more and after`;
  expect(field.value).toBe(typed);
  await b.session.flush();
  expect(await b.catalogue.get(CURRENT_DOCUMENT_KEY)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Keep as a new document' }));
  await waitFor(() => expect(screen.queryByText(/deleted in another tab/)).toBeNull());
  expect(field.value).toBe(typed);
  const kept = b.session.getState().documentId;
  expect(kept).not.toBe(CURRENT_DOCUMENT_KEY);
  expect(await a.catalogue.get(kept)).toEqual({ source: typed });
  expect((await a.session.listDocuments()).map((entry) => entry.name).sort()).toEqual(['Other', 'Shared plan']);
});
