// The Editor page in jsdom with a stand-in engine and its own session: the editor opens on the current text, typing reaches
// the session, every whole-text replace (New from template, a restore, another tab's version) arrives in CodeMirror through
// the one sync extension as one undo step, and the picture follows.
import { createDocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { undo } from '@codemirror/commands';
import { forEachDiagnostic } from '@codemirror/lint';
import { Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { loadEngine } from '../../../src/engine';
import EditorPage from '../../../src/pages/editor';
import { createSession, type Session } from '../../../src/session/session';
import { createDocumentStore, type DocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore, type HistoryStore } from '../../../src/shared/document/history/historyStore';
import { createFakeEngine, type FakeEngine } from '../support/fakeEngine';
import { renderPage } from '../support/renderPage';
import { chooseFromMenu } from '../../support/menus';
import { connectTo } from '../../shared/document/support/connectTo';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));
// Each test gets its own session (the app has one per tab), so no test sees another's text.
let session: Session;
jest.mock('../../../src/session/appSession', () => ({ getSession: () => session }));

// The page's own renders: EditorPage calls usePageTitle once per render (the parts under it do not).
let pageRenders = 0;
jest.mock('../../../src/shared/pageFacts/usePageTitle', () => ({
  usePageTitle: () => {
    pageRenders += 1;
  },
}));

// The code editor's chunk arrives at once unless a test holds it back (held: the page shows the plain text area until released).
let holdCode: Promise<void> | null = null;
jest.mock('../../../src/pages/editor/code/loadCodeEditor', () => {
  const actual = jest.requireActual<typeof import('../../../src/pages/editor/code/loadCodeEditor')>(
    '../../../src/pages/editor/code/loadCodeEditor',
  );
  const held = () => (holdCode ?? Promise.resolve()).then(() => actual.loadCodeEditor());
  return { ...actual, useCodeEditor: (start: boolean) => actual.useCodeEditor(start, held) };
});

let engine: FakeEngine;
let documents: DocumentStore;
let history: HistoryStore;
const START = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Stored text\n';

// jsdom lays nothing out; CodeMirror asks a Range for its boxes when it draws the selection after a focus change.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  // A focused editor in a shadow root reads its selection through execCommand where the root has no getSelection (jsdom's).
  document.execCommand ??= () => false;
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would (without the inert backdrop).
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  engine = createFakeEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
  // jsdom has no IndexedDB: the store and the history work in memory, as in a browser with storage turned off.
  documents = createDocumentStore({
    environment: { database: connectTo(null), openChannel: null, onPageHide: null, now: () => Date.now() },
    initialDocument: { source: START },
  });
  history = createHistoryStore({ database: connectTo(null) });
  session = createSession({
    documents,
    history,
    catalogue: createDocumentCatalogue({ database: connectTo(null) }),
    snapshotClock: { after: () => () => undefined },
  });
});
afterEach(() => {
  holdCode = null;
  session.dispose();
  documents.dispose();
  history.dispose();
});

/** The CodeMirror view inside the page (mounted in a shadow root). */
function editorView(): EditorView {
  const host = document.querySelector('div.source-editor');
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

test('the picture does not wait for the code editor; what is typed before it opens is in it, caret and focus too', async () => {
  let release = () => {};
  holdCode = new Promise((resolve) => (release = resolve));
  const user = userEvent.setup();
  renderPage(EditorPage, '/editor', '/editor');
  await waitFor(() => expect(pictureText()).toBe('Stored text'));
  // CodeMirror's chunk is still on its way: the text is in a plain text area of the same name, and typing there is typing
  const plain = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Infographic source' });
  expect(plain.tagName).toBe('TEXTAREA');
  expect(plain.value).toBe(START);
  await user.click(plain);
  plain.setSelectionRange(START.indexOf(' text'), START.indexOf(' text'));
  await user.keyboard(' plain');
  expect(session.getState().document.source).toBe(START.replace('Stored', 'Stored plain'));
  await waitFor(() => expect(pictureText()).toBe('Stored plain text'));
  await act(async () => release());
  // the code editor opens on that text, with the caret where it was and the focus, and the text area is gone
  await waitFor(() => expect(editorText()).toBe(START.replace('Stored', 'Stored plain')));
  await waitFor(() => expect(document.querySelector('textarea.source-editor')).toBeNull());
  const view = editorView();
  expect(view.hasFocus).toBe(true);
  expect(view.state.selection.main.head).toBe(START.indexOf(' text') + ' plain'.length);
  typeAt('Stored plain', '!');
  expect(session.getState().document.source).toBe(START.replace('Stored', 'Stored plain!'));
});

test('typing in the editor is the session’s type command', async () => {
  await openEditor();
  act(() => editorView().dispatch({ changes: { from: 0, insert: '// mine\n' }, userEvent: 'input.type' }));
  expect(session.getState().document.source).toBe(`// mine\n${START}`);
  expect(documents.getSnapshot().lastEvent?.type).toBe('source-set');
});

test('typing asks for a picture of the typed text, drawn once the typing is scheduled', async () => {
  await openEditor();
  const at = START.indexOf('Stored text');
  act(() => editorView().dispatch({ changes: { from: at, to: at + 'Stored'.length, insert: 'Typed' }, userEvent: 'input.type' }));
  await waitFor(() => expect(pictureText()).toBe('Typed text'));
  expect(session.getState().document.source).toBe(START.replace('Stored text', 'Typed text'));
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

test('Open file opens the file as a new named document; the one open before stays in Documents', async () => {
  const user = userEvent.setup();
  await openEditor();
  const input = document.querySelector<HTMLInputElement>('.editor-page input[type="file"]');
  if (!input) throw new Error('no file input');
  const opened = START.replace('Stored text', 'Opened file');
  await user.upload(input, new File([opened], 'spec.txt', { type: 'text/plain' }));
  await waitFor(() => expect(editorText()).toBe(opened));
  expect(documents.getSnapshot().lastEvent).toMatchObject({ type: 'document-opened' });
  await waitFor(() => expect(pictureText()).toBe('Opened file'));
  expect((await session.listDocuments()).map((entry) => entry.name).sort()).toEqual(['Stored text', 'spec']);
});

test('Documents lists the named documents: open, rename, duplicate, and delete with Undo', async () => {
  const user = userEvent.setup();
  await openEditor();
  act(() => editorView().dispatch({ changes: { from: 0, insert: '// first\n' }, userEvent: 'input.type' }));
  await act(() => session.newDocument(START.replace('Stored text', 'Second'), 'Second'));
  await waitFor(() => expect(editorText()).toContain('title Second'));
  // A fresh editor for the document opened: undo cannot reach into the other document's text.
  act(() => void undo(editorView()));
  expect(editorText()).toContain('title Second');

  await chooseFromMenu(user, 'File', 'Documents');
  const dialog = await screen.findByRole('dialog', { name: 'Documents' });
  const list = await within(dialog).findByRole('list', { name: 'Named documents' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(within(dialog).getByRole('button', { name: 'Open “Second”' })).toBeDisabled();

  await user.click(within(dialog).getByRole('button', { name: 'Rename “Second”' }));
  const field = within(dialog).getByRole('textbox', { name: 'New name for “Second”' });
  await user.clear(field);
  await user.type(field, 'Budget{Enter}');
  await within(dialog).findByRole('button', { name: 'Open “Budget”' });
  // The header's document button is named after the open document and opens the same dialog.
  await within(screen.getByRole('banner')).findByRole('button', { name: 'Budget' });

  await user.click(within(dialog).getByRole('button', { name: 'Duplicate “Budget”' }));
  await within(dialog).findByRole('button', { name: 'Open “Budget (copy)”' });

  await user.click(within(dialog).getByRole('button', { name: 'Open “Stored text”' }));
  await waitFor(() => expect(editorText()).toBe(`// first\n${START}`));
  await waitFor(() => expect(pictureText()).toBe('Stored text'));

  await chooseFromMenu(user, 'File', 'Documents');
  const again = await screen.findByRole('dialog', { name: 'Documents' });
  await user.click(await within(again).findByRole('button', { name: 'Delete “Stored text”' }));
  // The open document was deleted: another one opens in its place, and Undo brings it back, open again.
  await within(again).findByText(/Deleted “Stored text”/);
  await waitFor(() => expect(editorText()).not.toContain('Stored text'));
  await user.click(within(again).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(editorText()).toBe(`// first\n${START}`));
  await within(again).findByRole('button', { name: 'Open “Stored text”' });
});

/** The lint marks in the editor, as their messages. */
function lintMessages(): string[] {
  const found: string[] = [];
  forEachDiagnostic(editorView().state, (diagnostic) => found.push(diagnostic.message));
  return found;
}

/** Types at the end of the given text as the user would (one transaction, a user event). */
function typeAt(after: string, insert: string) {
  const at = editorText().indexOf(after) + after.length;
  act(() => editorView().dispatch({ changes: { from: at, insert }, userEvent: 'input.type' }));
}

test('a keystroke makes its text once: the session and the picture get that one string', async () => {
  await openEditor();
  const at = START.indexOf('Stored') + 'Stored'.length;
  const toString = jest.spyOn(Text.prototype, 'toString');
  act(() => editorView().dispatch({ changes: { from: at, insert: ' once' }, userEvent: 'input.type' }));
  // One, in the editor's update listener, which sends it to the session; the session's change hands that string on (to the
  // picture's scheduler): no second listener makes another.
  expect(toString).toHaveBeenCalledTimes(1);
  expect(session.getState().document.source).toBe(START.replace('Stored', 'Stored once'));
  await waitFor(() => expect(pictureText()).toBe('Stored once text'));
  expect(engine.drawn.at(-1)).toBe(session.getState().document.source);
  toString.mockRestore();
});

test('lint marks arrive with the check of their text and name the line; a fix takes them away', async () => {
  await openEditor();
  expect(lintMessages()).toEqual([]);
  typeAt('Stored text\n', '  BROKEN\n');
  await waitFor(() => expect(lintMessages()).toEqual([expect.stringMatching(/^Line 4: .*BROKEN/)]));
  act(() => void undo(editorView()));
  await waitFor(() => expect(lintMessages()).toEqual([]));
});

test('a check of an older text never puts its marks on newer text', async () => {
  await openEditor();
  typeAt('Stored text\n', '  BROKEN\n');
  await waitFor(() => expect(lintMessages()).toHaveLength(1));
  // The whole text is replaced by typing (select all, paste) with a fix; before its picture is drawn, the old picture's check
  // is reported again (as the picture audit's findings arrive, after the paint): it is of the old text, so no mark.
  const fixed = `// fixed\n${START}`;
  act(() => editorView().dispatch({ changes: { from: 0, to: editorView().state.doc.length, insert: fixed }, userEvent: 'input.paste' }));
  const handle = engine.handles.at(-1)!;
  act(() => (handle as unknown as { emit(event: string, payload: unknown): void }).emit('diagnostics', handle.diagnostics.slice()));
  expect(lintMessages()).toEqual([]);
  // The fix's own check arrives with its picture: still no mark.
  await waitFor(() => expect(engine.drawn.at(-1)).toBe(fixed));
  expect(lintMessages()).toEqual([]);
});

test('a whole new text from the session (a template, a file, a share link) gets its marks, though drawn before the editor took it', async () => {
  await openEditor();
  expect(lintMessages()).toEqual([]);
  // the picture hears of the replace before the editor does (both listen to the session): its check must wait for the text
  const odd = START.replace('Stored text', 'An ODD text');
  act(() => session.replace(odd, 'template'));
  await waitFor(() => expect(pictureText()).toBe('An ODD text'));
  await waitFor(() => expect(lintMessages()).toEqual(['Line 3: An odd value.']));
});

test('a canvas edit is not drawn again from its own text; typing still waiting to be drawn is', async () => {
  await openEditor();
  const drawn = engine.drawn.length;
  const at = editorText().indexOf('Stored');
  // What writeCanvasEdit dispatches: the edit's change, as a canvas transaction.
  act(() => editorView().dispatch({ changes: { from: at, to: at + 6, insert: 'Canvas' }, userEvent: 'input.canvas' }));
  expect(session.getState().document.source).toBe(START.replace('Stored', 'Canvas'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(engine.drawn.slice(drawn)).toEqual([]);
  // Typed, then edited on the canvas before the picture followed: the picture is older than the text, so it is drawn.
  typeAt('Canvas text', '!');
  act(() => editorView().dispatch({ changes: { from: at, to: at + 6, insert: 'Picked' }, userEvent: 'input.canvas' }));
  await waitFor(() => expect(pictureText()).toBe('Picked text!'));
  expect(engine.drawn.slice(drawn)).toEqual([START.replace('Stored text', 'Picked text!')]);
});

test('the page renders neither per keystroke nor per picture: the parts that show the picture do', async () => {
  await openEditor();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const before = pageRenders;
  const version = () => Number(screen.getByTestId('preview-stage').dataset.pictureVersion);
  const versionBefore = version();
  for (const key of ['a', 'b', 'c']) {
    typeAt('Stored', key);
    await waitFor(() => expect(pictureText()).toContain(`Stored${key}`));
  }
  // three keystrokes, three pictures, the lint marks of each pushed: the page itself did not render
  expect(version()).toBeGreaterThanOrEqual(versionBefore + 3);
  expect(pageRenders - before).toBe(0);
});
