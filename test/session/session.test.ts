// The session over a real document store and history (fake-indexeddb): its commands, where undo steps begin, the snapshot
// every replace takes by itself, and CodeMirror kept in step by the one extension (undo takes a replace back in one step).
import { undo } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { history as editorHistory } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import type { HistoryStore } from '../../src/shared/document/history/historyStore';
import type { Session, SessionChange } from '../../src/session/session';
import { sendEdit, sessionSync } from '../../src/session/codeMirrorSync';
import { openLoaded, type StoreHarness, type TestStore } from '../shared/document/support/storeHarness';
import { openSession, type SessionHarness } from './support/sessionHarness';

const text = (title: string) => `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n`;

let opened: SessionHarness;
let harness: StoreHarness;
let documents: TestStore;
let history: HistoryStore;
let session: Session;
let changes: SessionChange[];

beforeEach(async () => {
  opened = await openSession();
  ({ harness, documents, history, session } = opened);
  changes = [];
  session.onChange((change) => changes.push(change));
});
afterEach(() => opened.dispose());

const titles = async () => (await history.list()).map((s) => `${s.kind}/${s.reason ?? '-'}: ${s.document.source.split('\n')[2].trim()}`);

it('runs each command into the document store with its reason', () => {
  session.type(text('Typed'));
  session.replace(text('From a file'), 'file');
  session.canvasEdit(text('On the canvas'));
  session.replace(text('Styled'), 'style');
  session.replace(text('Streamed'), 'generated');
  expect(changes.map((c) => `${c.command}/${c.reason ?? '-'}`)).toEqual([
    'type/-',
    'replace/file',
    'canvasEdit/-',
    'replace/style',
    'replace/generated',
  ]);
  expect(session.getState().document.source).toBe(text('Streamed'));
  expect(documents.getSnapshot().lastEvent).toMatchObject({ type: 'source-replaced', reason: 'generated' });
  expect(changes[1].before).toBe(text('Typed'));
});

it('ignores a command that changes nothing', () => {
  const current = session.getState().document.source;
  session.type(current);
  session.replace(current, 'template');
  expect(changes).toEqual([]);
});

it('keeps a burst of typing in one undo step and gives every replace and canvas edit its own', () => {
  session.type(text('a'));
  session.type(text('ab'));
  session.replace(text('template'), 'template');
  session.replace(text('restored'), 'restore');
  session.type(text('restored!'));
  session.canvasEdit(text('moved'));
  session.type(text('moved!'));
  session.type(text('moved!!'));
  const steps = changes.map((c) => c.step);
  expect(steps[0]).toBe(steps[1]);
  expect(new Set(steps.slice(1, 6)).size).toBe(5);
  expect(steps[6]).toBe(steps[7]);
  expect(steps[6]).toBeGreaterThan(steps[5]);
});

it('keeps the replaced text in History before every replace, without a hand-taken snapshot', async () => {
  session.type(text('Mine'));
  session.replace(text('Template'), 'template');
  session.replace(text('Restored'), 'restore');
  expect(await titles()).toEqual([
    'before-replace/restore: title Template',
    'before-replace/template: title Mine',
    expect.stringMatching(/^auto/),
  ]);
});

it("takes another tab's version as one change and keeps this tab's text in History", async () => {
  const other = await openLoaded(harness);
  session.type(text('This tab'));
  other.replaceSource(text('Other tab'), 'file');
  await other.flush();
  await waitFor(() => session.getState().externalChange !== null);
  session.acceptOtherTab();
  expect(session.getState().document.source).toBe(text('Other tab'));
  expect(changes.at(-1)).toMatchObject({ command: 'acceptOtherTab', reason: 'other-tab', before: text('This tab') });
  expect(await titles()).toContain('before-replace/other-tab: title This tab');
});

describe('CodeMirror through sessionSync and sendEdit', () => {
  let view: EditorView;
  /** How many texts the editor's one listener made (one per change). */
  let texts: number;
  beforeEach(() => {
    texts = 0;
    // The editor's one update listener makes the text once and sends it (sourceEditor.ts does the same).
    const oneListener = EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      texts += 1;
      sendEdit(session, update.state.doc.toString(), update);
    });
    view = new EditorView({
      state: EditorState.create({
        doc: session.getState().document.source,
        extensions: [editorHistory(), sessionSync(session), oneListener],
      }),
    });
  });
  afterEach(() => view.destroy());

  it('sends typing as the type command, with the view as its origin', () => {
    view.dispatch({ changes: { from: 0, insert: '// note\n' }, userEvent: 'input.type' });
    expect(session.getState().document.source.startsWith('// note\n')).toBe(true);
    expect(changes.at(-1)?.command).toBe('type');
    // Compared by identity: a deep comparison of a view walks its whole state.
    expect(changes.at(-1)?.origin).toBe(view);
  });

  it('hands the session the one text the listener made: the change every view (the picture too) receives is that string', () => {
    let made: string | null = null;
    const stop = session.onChange((change) => {
      made = change.text;
    });
    view.dispatch({ changes: { from: 0, insert: '// a\n' }, userEvent: 'input.type' });
    stop();
    expect(texts).toBe(1);
    expect(made).toBe(view.state.doc.toString());
    expect(session.getState().document.source).toBe(made);
  });

  it('sends a canvas write-back as the canvasEdit command', () => {
    view.dispatch({ changes: { from: 0, insert: ' ' }, userEvent: 'input.canvas' });
    expect(changes.at(-1)?.command).toBe('canvasEdit');
  });

  it('brings a replace made elsewhere into the editor, and one undo takes it back', () => {
    view.dispatch({ changes: { from: 0, insert: '// typed\n' }, userEvent: 'input.type' });
    const typed = view.state.doc.toString();
    session.replace(text('From a file'), 'file');
    expect(view.state.doc.toString()).toBe(text('From a file'));
    undo(view);
    expect(view.state.doc.toString()).toBe(typed);
    // The undo is the user's edit: it goes back to the session as typing.
    expect(session.getState().document.source).toBe(typed);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
