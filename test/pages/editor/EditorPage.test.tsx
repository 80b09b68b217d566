// The Editor page in jsdom with a stand-in engine and its own session: the editor opens on the current text, typing reaches
// the session, every whole-text replace (New from template, a restore, another tab's version) arrives in CodeMirror through
// the one sync extension as one undo step, and the picture follows.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { undo } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { loadEngine } from '../../../src/engine';
import EditorPage from '../../../src/pages/editor';
import { createSession, type Session } from '../../../src/session/session';
import { createDocumentStore, type DocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore, type HistoryStore } from '../../../src/shared/document/history/historyStore';
import { createFakeEngine, type FakeEngine } from '../support/fakeEngine';
import { renderPage } from '../support/renderPage';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));
// Each test gets its own session (the app has one per tab), so no test sees another's text.
let session: Session;
jest.mock('../../../src/session/appSession', () => ({ getSession: () => session }));

let engine: FakeEngine;
let documents: DocumentStore;
let history: HistoryStore;
const START = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Stored text\n';

// jsdom lays nothing out; CodeMirror asks a Range for its boxes when it draws the selection after a focus change.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

beforeEach(() => {
  engine = createFakeEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
  // jsdom has no IndexedDB: the store and the history work in memory, as in a browser with storage turned off.
  documents = createDocumentStore({
    environment: { indexedDB: null, openChannel: null, onPageHide: null, now: () => Date.now() },
    initialDocument: { source: START, settings: {} },
  });
  history = createHistoryStore({ indexedDB: null });
  session = createSession({ documents, history, snapshotTimers: { setTimeout: () => 0, clearTimeout: () => undefined } });
});
afterEach(() => {
  session.dispose();
  documents.dispose();
  history.dispose();
});

/** The CodeMirror view inside the page (mounted in a shadow root). */
function editorView(): EditorView {
  const host = document.querySelector('.source-editor');
  const content = host?.shadowRoot?.querySelector<HTMLElement>('.cm-content');
  const view = content ? EditorView.findFromDOM(content) : null;
  if (!view) throw new Error('no editor yet');
  return view;
}
const editorText = () => editorView().state.doc.toString();
const pictureText = () => screen.getByRole('region', { name: 'Preview' }).querySelector('svg text')?.textContent;

async function openEditor() {
  renderPage(EditorPage, '/editor', '/editor');
  await waitFor(() => expect(editorText()).toBe(START));
  await waitFor(() => expect(pictureText()).toBe('Stored text'));
}

test('opens on the current text and draws it', async () => {
  await openEditor();
  expect(screen.getByRole('heading', { level: 1, name: 'Editor' })).toBeInTheDocument();
});

test('typing in the editor is the session’s type command', async () => {
  await openEditor();
  act(() => editorView().dispatch({ changes: { from: 0, insert: '// mine\n' }, userEvent: 'input.type' }));
  expect(session.getState().document.source).toBe(`// mine\n${START}`);
  expect(documents.getSnapshot().lastEvent?.type).toBe('source-set');
});

test('a replace from anywhere comes into the editor as one undo step, is drawn at once and kept in History', async () => {
  await openEditor();
  act(() => session.replace(START.replace('Stored text', 'From a file'), 'file'));
  expect(editorText()).toContain('From a file');
  await waitFor(() => expect(pictureText()).toBe('From a file'));
  expect((await history.list()).map((s) => s.document.source)).toContain(START);
  act(() => void undo(editorView()));
  expect(editorText()).toBe(START);
  expect(session.getState().document.source).toBe(START);
});

test('Open file replaces the text through the session, with reason file', async () => {
  const user = userEvent.setup();
  await openEditor();
  const input = document.querySelector<HTMLInputElement>('.editor-page input[type="file"]');
  if (!input) throw new Error('no file input');
  const opened = START.replace('Stored text', 'Opened file');
  await user.upload(input, new File([opened], 'spec.txt', { type: 'text/plain' }));
  await waitFor(() => expect(editorText()).toBe(opened));
  expect(documents.getSnapshot().lastEvent).toMatchObject({ type: 'source-replaced', reason: 'file' });
  await waitFor(() => expect(pictureText()).toBe('Opened file'));
});
