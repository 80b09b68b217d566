// The intents table (docs/architecture.md, "Opening"): every way text comes in, opened into each state the open document can
// be in, goes where the one rule says, over a real document store, catalogue and history (fake-indexeddb).
import type { HistoryStore } from '../../src/shared/document/history/historyStore';
import { DEFAULT_SOURCE, type OpenReason } from '../../src/shared/document';
import type { Session } from '../../src/session/session';
import type { OpenOutcome } from '../../src/session/openIntent';
import type { TestStore } from '../shared/document/support/storeHarness';
import { openSession, type SessionHarness } from './support/sessionHarness';

const text = (title: string) => `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n`;

let opened: SessionHarness;
let documents: TestStore;
let history: HistoryStore;
let session: Session;

beforeEach(async () => {
  opened = await openSession();
  ({ documents, history, session } = opened);
});
afterEach(() => opened.dispose());

/** The states the open document can be in before something is opened, and what the rule does with each. */
const STATES: { state: string; arrange(): Promise<void>; outcome: OpenOutcome }[] = [
  { state: 'the default sample, never changed', arrange: async () => undefined, outcome: 'reused' },
  { state: 'emptied', arrange: async () => session.type('  \n'), outcome: 'reused' },
  {
    state: 'opened from a link and not changed since',
    arrange: async () => void (await session.open({ reason: 'link', text: text('From a link') })),
    outcome: 'reused',
  },
  { state: 'typed in', arrange: async () => session.type(text('Typed by the user')), outcome: 'new' },
  {
    state: 'the sample, renamed by the user',
    arrange: async () => session.renameDocument(session.getState().documentId, 'My plan'),
    outcome: 'new',
  },
  {
    state: 'opened from a link, then edited on the canvas',
    arrange: async () => {
      await session.open({ reason: 'link', text: text('From a link') });
      session.canvasEdit(text('Moved on the canvas'));
    },
    outcome: 'new',
  },
];

const INTENTS: { reason: OpenReason; name?: string }[] = [
  { reason: 'link' },
  { reason: 'antv-link' },
  { reason: 'template' },
  { reason: 'file', name: 'sales' },
  { reason: 'picture', name: 'chart' },
  { reason: 'batch' },
  { reason: 'generated' },
  { reason: 'stream' },
];

describe.each(INTENTS)('opening a $reason', (intent) => {
  test.each(STATES)('into $state: $outcome', async ({ arrange, outcome }) => {
    await arrange();
    const before = session.getState();
    const opened = text(`Opened ${intent.reason}`);
    const report = await session.open({ ...intent, text: opened });

    expect(report.outcome).toBe(outcome);
    expect(session.getState().document.source).toBe(opened);
    expect(session.opened.get()).toBe(report);
    const listed = await session.listDocuments();
    const names = listed.map((entry) => entry.name);
    if (outcome === 'new') {
      // The document open before stays, whole, under its own name; the notice says so.
      expect(session.getState().documentId).not.toBe(before.documentId);
      expect(listed.some((entry) => entry.id === before.documentId)).toBe(true);
      expect(report.message).toContain(`“${report.previous.name}” stays in Documents.`);
      await session.openDocument(before.documentId);
      expect(session.getState().document.source).toBe(before.document.source);
    } else {
      // The untouched document took the text; what it held is in History, and the notice says so.
      expect(session.getState().documentId).toBe(before.documentId);
      expect(report.message).toContain('its text before is in History');
      expect((await history.list()).some((s) => s.kind === 'before-replace' && s.reason === intent.reason)).toBe(true);
    }
    expect(names).toContain(intent.name ?? `Opened ${intent.reason}`);
  });
});

test('opening the text the open document already holds changes nothing', async () => {
  session.type(text('Mine'));
  const report = await session.open({ reason: 'link', text: text('Mine') });
  expect(report.outcome).toBe('same');
  expect(await session.listDocuments()).toHaveLength(1);
});

test('a document deleted in another tab is never replaced: its text is kept where it is', async () => {
  documents.setDeletedElsewhere(true);
  const before = session.getState().documentId;
  const report = await session.open({ reason: 'link', text: text('Link') });
  expect(report.outcome).toBe('new');
  expect(session.getState().documentId).not.toBe(before);
});

test('undo takes an open back: a new document goes back to the one before, a reused one gets its text back', async () => {
  session.type(text('Mine'));
  const first = await session.open({ reason: 'link', text: text('Link') });
  await session.undoOpen(first);
  expect(session.getState().document.source).toBe(text('Mine'));
  expect(session.opened.get()).toBeNull();

  const fresh = await session.open({ reason: 'template', text: DEFAULT_SOURCE.replace('title', 'title Other') });
  expect(fresh.outcome).toBe('new');
  const reused = await session.open({ reason: 'file', text: text('File'), name: 'sales' });
  expect(reused.outcome).toBe('reused');
  await session.undoOpen(reused);
  expect(session.getState().document.source).toBe(DEFAULT_SOURCE.replace('title', 'title Other'));
});

test('undo after typing into what was opened keeps what was typed', async () => {
  const report = await session.open({ reason: 'link', text: text('Link') });
  session.type(text('Link, then typed'));
  await session.undoOpen(report);
  expect(session.getState().document.source).toBe(text('Link, then typed'));
});

// The session's own undo, for a view without an undo history (the Renderer's field): one step per replace or open.
test('undo takes back the newest replace or open, one step each: a new document goes back to the one typed in', async () => {
  expect(session.canUndo()).toBe(false);
  session.type(text('Typed by me'));
  expect(session.canUndo()).toBe(false);
  const typedIn = session.getState().documentId;
  session.replace(text('Typed by me').replace('list-row-simple-horizontal-arrow', 'sequence-timeline-simple'), 'template');
  const sample = await session.open({ reason: 'template', text: text('Project timeline'), template: 'sequence-timeline-simple' });
  expect(sample.outcome).toBe('new');
  expect(sample.message).toBe(
    'Opened the sample of “sequence-timeline-simple” as a new document, “Project timeline”. “Typed by me” stays in Documents.',
  );

  expect(session.canUndo()).toBe(true);
  expect(await session.undo()).toBe(true);
  expect(session.getState().documentId).toBe(typedIn);
  expect(session.getState().document.source).toBe(
    text('Typed by me').replace('list-row-simple-horizontal-arrow', 'sequence-timeline-simple'),
  );
  expect(session.opened.get()).toBeNull();
  // The template change is the next step back; then nothing is left to take back.
  expect(await session.undo()).toBe(true);
  expect(session.getState().document.source).toBe(text('Typed by me'));
  expect(session.canUndo()).toBe(false);
  expect(await session.undo()).toBe(false);
  expect((await history.list()).some((s) => s.kind === 'before-replace' && s.document.source === text('Typed by me'))).toBe(true);
});

test('undo leaves typed text alone: only while the text is what the replace made does it take the replace back', async () => {
  session.type(text('Mine'));
  session.replace(text('Template'), 'template');
  session.type(text('Template, then typed'));
  expect(session.canUndo()).toBe(false);
  expect(await session.undo()).toBe(false);
  expect(session.getState().document.source).toBe(text('Template, then typed'));
  // The typing taken back (the field's own undo): the replace is the step to take back again.
  session.type(text('Template'));
  expect(await session.undo()).toBe(true);
  expect(session.getState().document.source).toBe(text('Mine'));
});

test('the notice’s undo and the session’s undo are one step: after the notice’s, nothing is left of that open', async () => {
  const report = await session.open({ reason: 'link', text: text('Link') });
  expect(report.outcome).toBe('reused');
  await session.undoOpen(report);
  expect(session.canUndo()).toBe(false);
});
