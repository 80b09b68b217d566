// A share link's picture does not wait for storage (issue 32): on the Renderer and the Editor the link's text is drawn as
// soon as the engine is in, while the stored document is still being read; and the Editor does not draw the stored
// document on the way to the link's.
import { screen, waitFor } from '@testing-library/react';
import { loadEngine } from '../../src/engine';
import EditorPage from '../../src/pages/editor';
import RendererPage from '../../src/pages/renderer';
import { createSession, type Session } from '../../src/session/session';
import { createDocumentCatalogue } from '../../src/shared/document/documentCatalogue';
import { createDocumentStore, type DocumentStore } from '../../src/shared/document/documentStore';
import { createHistoryStore } from '../../src/shared/document/history/historyStore';
import { encodeShareCode } from '../../src/shared/links/shareLink';
import { createFakeEngine, type FakeEngine } from '../pages/support/fakeEngine';
import { renderPage } from '../pages/support/renderPage';
import { connectTo } from '../shared/document/support/connectTo';

jest.mock('../../src/engine', () => ({ ...jest.requireActual('../../src/engine'), loadEngine: jest.fn() }));
let session: Session;
jest.mock('../../src/session/appSession', () => ({ getSession: () => session }));

const STORED = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Stored text\n';
const LINKED = 'infographic list-row-simple-horizontal-arrow\ndata\n  title From the link\n';

let engine: FakeEngine;
let documents: DocumentStore;
/** Lets the stored document's read finish (until then the session's whenLoaded() waits, as on a slow IndexedDB). */
let finishStorageRead: () => void;

beforeAll(() => {
  // CodeMirror (the Editor) asks a Range for its boxes; jsdom lays nothing out.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

beforeEach(() => {
  engine = createFakeEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
  documents = createDocumentStore({
    environment: { database: connectTo(null), openChannel: null, onPageHide: null, now: () => Date.now() },
    initialDocument: { source: STORED },
  });
  session = createSession({
    documents,
    history: createHistoryStore({ database: connectTo(null) }),
    catalogue: createDocumentCatalogue({ database: connectTo(null) }),
    snapshotClock: { after: () => () => undefined },
  });
  const read = new Promise<void>((resolve) => (finishStorageRead = resolve));
  const loaded = session.whenLoaded;
  session.whenLoaded = () => read.then(loaded);
});

afterEach(() => {
  session.dispose();
  documents.dispose();
});

function linkTo(path: string): string {
  const encoded = encodeShareCode(LINKED);
  if (!encoded.ok) throw new Error(encoded.message);
  return `${path}#v=1&code=${encoded.code}`;
}

const pictureText = () => screen.getByRole('region', { name: 'Preview' }).querySelector('svg text')?.textContent;
/** Every title the fake engine drew, in order. */
const drawnTitles = () => engine.drawn.map((source) => /title (.*)/.exec(source)?.[1]);

test.each([
  ['/renderer', RendererPage],
  ['/editor', EditorPage],
])('%s draws a share link’s text before the stored document is read, then opens it', async (path, Page) => {
  renderPage(Page, path, linkTo(path));
  await waitFor(() => expect(pictureText()).toBe('From the link'));
  expect(session.getState().document.source).toBe(STORED);

  finishStorageRead();
  await waitFor(() => expect(session.getState().document.source).toBe(LINKED));
  await waitFor(() => expect(screen.queryByText(/Opened the link/)).toBeInTheDocument());
  expect(pictureText()).toBe('From the link');
  // the stored document was never drawn on the way
  expect(drawnTitles()).not.toContain('Stored text');
});
