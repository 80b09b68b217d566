// The one frame queue: jobs run a few per slot (always at least one, more only while the slot has time, never more than
// the cap), a key keeps one waiting job (the newest, in the old one's place), cancels drop jobs, a throwing job stops nothing.
import { FRAME_BUDGET_MS, MAX_JOBS_PER_SLOT, afterPaintSlot, createFrameQueue } from '../../../src/shared/frames/frameQueue';
import { manualSlots } from '../../pages/support/manualSlots';

test('nothing runs until a slot is given; then jobs run in order', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  const ran: string[] = [];
  queue.add('a', () => ran.push('a'));
  queue.add('b', () => ran.push('b'));
  expect(ran).toEqual([]);
  expect(slots.waiting).toBe(1);
  slots.run(100);
  expect(ran).toEqual(['a', 'b']);
  expect(slots.waiting).toBe(0);
});

test('a slot with no time left still runs one job, so the queue always moves (one per frame when drawings are slow)', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  const ran: number[] = [];
  for (let i = 0; i < 3; i += 1) queue.add(i, () => ran.push(i));
  slots.run(0);
  expect(ran).toEqual([0]);
  expect(queue.size).toBe(2);
  expect(slots.waiting).toBe(1);
  slots.run(0);
  slots.run(0);
  expect(ran).toEqual([0, 1, 2]);
  expect(slots.waiting).toBe(0);
});

test('a roomy slot still runs at most the cap', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  let count = 0;
  for (let i = 0; i < MAX_JOBS_PER_SLOT + 2; i += 1) queue.add(i, () => (count += 1));
  slots.run(1000);
  expect(count).toBe(MAX_JOBS_PER_SLOT);
  slots.run(1000);
  expect(count).toBe(MAX_JOBS_PER_SLOT + 2);
});

test('stops when a job used up the slot', () => {
  let used = 0;
  const pending: Array<(timeLeft: () => number) => void> = [];
  const queue = createFrameQueue({ requestSlot: (work) => pending.push(work) });
  const ran: number[] = [];
  for (let i = 0; i < 3; i += 1)
    queue.add(i, () => {
      ran.push(i);
      used += 8;
    });
  pending.shift()!(() => 10 - used);
  expect(ran).toEqual([0, 1]);
  expect(queue.size).toBe(1);
});

test('a key queued again keeps one job, the newest, in the place the first one took', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  const ran: string[] = [];
  queue.add('a', () => ran.push('old a'));
  queue.add('b', () => ran.push('b'));
  queue.add('a', () => ran.push('new a'));
  expect(queue.size).toBe(2);
  slots.runAll(0);
  expect(ran).toEqual(['new a', 'b']);
});

test('a key queued after its job ran runs again', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  const ran: string[] = [];
  queue.add('a', () => ran.push('first'));
  slots.runAll();
  queue.add('a', () => ran.push('second'));
  slots.runAll();
  expect(ran).toEqual(['first', 'second']);
});

test('a cancel drops its own job only: a newer job under the same key still runs', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  const ran: string[] = [];
  const cancelOldA = queue.add('a', () => ran.push('old a'));
  const cancelB = queue.add('b', () => ran.push('b'));
  queue.add('a', () => ran.push('new a'));
  cancelOldA();
  cancelB();
  slots.runAll();
  expect(ran).toEqual(['new a']);
});

test('cancel by key drops the waiting job; an empty queue asks for no more slots', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  const ran: string[] = [];
  queue.add('a', () => ran.push('a'));
  queue.cancel('a');
  expect(queue.size).toBe(0);
  expect(slots.runAll()).toBe(1);
  expect(ran).toEqual([]);
});

test('a throwing job does not stop the rest, and is reported', () => {
  const slots = manualSlots();
  const errors: unknown[] = [];
  const queue = createFrameQueue({ requestSlot: slots.requestSlot, onError: (error) => errors.push(error) });
  const ran: string[] = [];
  queue.add('bad', () => {
    throw new Error('bad template');
  });
  queue.add('b', () => ran.push('b'));
  slots.run(0);
  expect(errors).toEqual([new Error('bad template')]);
  expect(slots.waiting).toBe(1);
  slots.run(0);
  expect(ran).toEqual(['b']);
});

test('a job may queue another; it runs in a later slot or the same one while there is time', () => {
  const slots = manualSlots();
  const queue = createFrameQueue({ requestSlot: slots.requestSlot });
  const ran: string[] = [];
  queue.add('a', () => {
    ran.push('a');
    queue.add('a', () => ran.push('a again'));
  });
  slots.run(0);
  expect(ran).toEqual(['a']);
  slots.runAll();
  expect(ran).toEqual(['a', 'a again']);
});

describe('the browser slot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('comes after the next animation frame, with the frame budget to spend', () => {
    const budgets: number[] = [];
    afterPaintSlot((timeLeft) => budgets.push(timeLeft()));
    expect(budgets).toEqual([]);
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(budgets).toEqual([FRAME_BUDGET_MS]);
  });
});
