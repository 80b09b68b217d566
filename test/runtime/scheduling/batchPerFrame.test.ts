// Batch per frame: the items that arrive between two painted frames are handed on together, once, in order.
import { createBatchPerFrame } from '../../../src/runtime/scheduling/batchPerFrame';
import { manualClock } from '../../support/manualClock';

it('hands on everything that arrived before the frame in one call, in order', () => {
  const time = manualClock();
  const delivered: string[][] = [];
  const batch = createBatchPerFrame<string>((items) => delivered.push(items), time.clock);
  batch.push('infographic ');
  batch.push('list-row');
  batch.push('\ndata');
  expect(delivered).toEqual([]);
  expect(time.waitingPaints).toBe(1);
  time.paint();
  expect(delivered).toEqual([['infographic ', 'list-row', '\ndata']]);
  time.paint();
  expect(delivered).toHaveLength(1);
});

it('flush hands on what waits at once and no frame delivers it again', () => {
  const time = manualClock();
  const delivered: number[][] = [];
  const batch = createBatchPerFrame<number>((items) => delivered.push(items), time.clock);
  batch.push(1);
  batch.flush();
  expect(delivered).toEqual([[1]]);
  time.paintAll();
  batch.flush();
  expect(delivered).toEqual([[1]]);
});
