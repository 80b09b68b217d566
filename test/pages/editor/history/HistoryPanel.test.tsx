// The History panel's thumbnails are the gallery cards' lazy picture: a row's picture is drawn only once the row nears the
// view and the frame queue gives it a slot, waits for the engine, shows "No preview" for a text that cannot be drawn, and a
// closed panel draws nothing more.
import { act, render, screen, within } from '@testing-library/react';
import type { Engine } from '../../../../src/engine';
import type { HistoryState } from '../../../../src/shared/document/history';
import type { Snapshot } from '../../../../src/shared/document/history/snapshot';
import { HistoryPanel } from '../../../../src/pages/editor/history/HistoryPanel';
import { createFakeEngine, type FakeEngine } from '../../support/fakeEngine';
import {
  installIntersectionObserver,
  scrollIntoView,
  uninstallIntersectionObserver,
  watchedElements,
} from '../../support/intersectionObserver';
import { manualClock, type ManualClock } from '../../../support/manualClock';

/** The panel's frame queue gets its slots from the test: a thumbnail is drawn only when a test runs a slot. */
let mockTime: ManualClock;
jest.mock('../../../../src/runtime/scheduling/frameQueue', () => {
  const actual = jest.requireActual<typeof import('../../../../src/runtime/scheduling/frameQueue')>(
    '../../../../src/runtime/scheduling/frameQueue',
  );
  return {
    ...actual,
    createFrameQueue: (options: import('../../../../src/runtime/scheduling/frameQueue').FrameQueueOptions = {}) =>
      actual.createFrameQueue({ ...options, clock: mockTime.clock }),
  };
});

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

let engine: FakeEngine;

beforeEach(() => {
  mockTime = manualClock();
  engine = createFakeEngine();
  installIntersectionObserver();
});

afterEach(() => uninstallIntersectionObserver());

const snapshot = (id: number, name: string, source: string): Snapshot => ({
  id,
  documentId: 'doc',
  savedAt: Date.UTC(2026, 10, 25, 12, id),
  name,
  kind: 'named',
  document: { source },
});

const SNAPSHOTS = [
  snapshot(2, 'Second', 'infographic list-row\ndata\n  title Second picture'),
  snapshot(1, 'First', 'infographic list-row\ndata\n  title First picture'),
];

function panel(open: boolean, withEngine: Engine | null, snapshots = SNAPSHOTS) {
  const state: HistoryState = { documentId: 'doc', snapshots, persistence: { kind: 'storage' }, newerRecords: 0 };
  const noop = () => undefined;
  return (
    <HistoryPanel
      open={open}
      state={state}
      engine={withEngine}
      message={null}
      onClose={noop}
      onRestore={noop}
      onRename={noop}
      onDelete={noop}
      onExport={noop}
      onImport={noop}
    />
  );
}

const row = (title: string) => screen.getByRole('listitem', { name: title });
const pictureBox = (title: string) => row(title).querySelector<HTMLElement>('.history-thumbnail__picture')!;
const thumbnail = (title: string) => row(title).querySelector<HTMLElement>('.history-thumbnail')!;

test('a row’s thumbnail is drawn once it nears the view and the queue gives it a slot; rows out of view wait', () => {
  render(panel(true, engine));
  expect(thumbnail('First')).toHaveClass('is-waiting');
  act(() => scrollIntoView(pictureBox('First')));
  expect(engine.drawn).toEqual([]);
  act(() => mockTime.paintAll());
  expect(thumbnail('First')).toHaveClass('is-drawn');
  expect(within(pictureBox('First')).getByText('First picture')).toBeInTheDocument();
  expect(thumbnail('Second')).toHaveClass('is-waiting');
  expect(engine.drawn).toEqual([SNAPSHOTS[1]!.document.source]);
});

test('while the engine loads nothing is watched; once it is there the rows in view draw', () => {
  const { rerender } = render(panel(true, null));
  expect(watchedElements()).toEqual([]);
  rerender(panel(true, engine));
  expect(watchedElements()).toEqual(expect.arrayContaining([pictureBox('First'), pictureBox('Second')]));
  act(() => scrollIntoView(pictureBox('Second')));
  act(() => mockTime.paintAll());
  expect(thumbnail('Second')).toHaveClass('is-drawn');
});

test('a snapshot whose text cannot be drawn says "No preview"; the others still draw', () => {
  const broken = [snapshot(3, 'Broken', 'infographic list-row\ndata\n  BROKEN'), ...SNAPSHOTS];
  render(panel(true, engine, broken));
  act(() => {
    scrollIntoView(pictureBox('Broken'));
    scrollIntoView(pictureBox('First'));
  });
  act(() => mockTime.paintAll());
  expect(thumbnail('Broken')).toHaveClass('is-failed');
  expect(within(thumbnail('Broken')).getByText('No preview')).toBeInTheDocument();
  expect(thumbnail('First')).toHaveClass('is-drawn');
});

test('closing the panel before a queued thumbnail’s slot draws nothing', () => {
  const { rerender } = render(panel(true, engine));
  act(() => scrollIntoView(pictureBox('First')));
  rerender(panel(false, engine));
  act(() => mockTime.paintAll());
  expect(engine.drawn).toEqual([]);
});
