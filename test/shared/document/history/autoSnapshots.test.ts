// Automatic snapshots on a real document store: before every whole-document replacement, and on an interval while editing;
// the session starts them; no page takes a snapshot by hand.
import { AUTO_SNAPSHOT_INTERVAL_MS, recordAutoSnapshots } from '../../../../src/shared/document/history/autoSnapshots';
import { createHistoryStore, type HistoryStore } from '../../../../src/shared/document/history/historyStore';
import { createStoreHarness, openLoaded, type StoreHarness, type TestStore } from '../support/storeHarness';
import { manualClock, type ManualClock } from '../../../support/manualClock';

const text = (title: string) => `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n`;

let harness: StoreHarness;
let history: HistoryStore;
let documents: TestStore;
let stop: () => void;
let time: ManualClock;

beforeEach(async () => {
  harness = createStoreHarness();
  documents = await openLoaded(harness);
  history = createHistoryStore({ database: documents.database });
  await history.whenLoaded();
  time = manualClock();
  stop = recordAutoSnapshots(documents, history, { clock: time.clock });
});
afterEach(() => {
  stop();
  history.dispose();
  harness.disposeAll();
});

const shown = async () =>
  (await history.list()).map(
    ({ kind, reason, document }) => `${kind}${reason ? `/${reason}` : ''}: ${document.source.split('\n')[2].trim()}`,
  );

it('snapshots the replaced document before every replacement, with its reason', async () => {
  documents.replaceSource(text('From a template'), 'template');
  documents.replaceDocument({ source: text('From a file') }, 'file');
  expect(await shown()).toEqual([
    'before-replace/file: title From a template',
    expect.stringMatching(/^before-replace\/template: title Shipping a release/),
  ]);
});

it('while editing: the text as it was before the first edit, then the current text once the interval is up', async () => {
  documents.replaceSource(text('Start'), 'template');
  documents.setSource(text('Sta'));
  documents.setSource(text('Started typing'));
  // One interval for the whole burst; the text as it was when the burst began is kept at once.
  expect(time.waitingTimers).toBe(1);
  time.advance(AUTO_SNAPSHOT_INTERVAL_MS);
  expect(await shown()).toEqual(['auto: title Started typing', 'auto: title Start', expect.stringMatching(/^before-replace\/template/)]);

  // No edit since: nothing more; an edit starts the next interval.
  expect(time.waitingTimers).toBe(0);
  documents.applyCanvasEdit(text('Edited on the canvas'));
  time.advance(AUTO_SNAPSHOT_INTERVAL_MS);
  expect((await shown()).slice(0, 2)).toEqual(['auto: title Edited on the canvas', 'auto: title Started typing']);
});

it('an edit that is undone before the interval ends adds no second snapshot of the same text', async () => {
  documents.setSource(text('Typo'));
  documents.setSource(documents.getSnapshot().lastEvent!.before.source);
  time.advance(AUTO_SNAPSHOT_INTERVAL_MS);
  expect(await shown()).toEqual([expect.stringMatching(/^auto: title Shipping a release/)]);
});

it('stops when asked', async () => {
  stop();
  documents.replaceSource(text('Not recorded'), 'template');
  documents.setSource(text('Nor this'));
  expect(time.waitingTimers).toBe(0);
  expect(await shown()).toEqual([]);
});
