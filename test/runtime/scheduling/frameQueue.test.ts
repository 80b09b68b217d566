// The one frame queue: jobs run a few per frame (always at least one, more only while the frame's budget lasts, never more
// than the cap), a key keeps one waiting job (the newest, in the old one's place), cancels drop jobs, a throwing job stops nothing.
import { FRAME_BUDGET_MS, MAX_JOBS_PER_SLOT, createFrameQueue } from '../../../src/runtime/scheduling/frameQueue';
import { manualClock } from '../../support/manualClock';

test('nothing runs until a frame is painted; then jobs run in order', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: string[] = [];
  queue.add('a', () => ran.push('a'));
  queue.add('b', () => ran.push('b'));
  expect(ran).toEqual([]);
  expect(time.waitingPaints).toBe(1);
  time.paint();
  expect(ran).toEqual(['a', 'b']);
  expect(time.waitingPaints).toBe(0);
});

test('jobs that each use up the frame run one per frame, so the queue always moves', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: number[] = [];
  for (let i = 0; i < 3; i += 1)
    queue.add(i, () => {
      ran.push(i);
      time.spend(FRAME_BUDGET_MS * 2);
    });
  time.paint();
  expect(ran).toEqual([0]);
  expect(queue.size).toBe(2);
  expect(time.waitingPaints).toBe(1);
  time.paint();
  time.paint();
  expect(ran).toEqual([0, 1, 2]);
  expect(time.waitingPaints).toBe(0);
});

test('a frame of quick jobs still runs at most the cap', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  let count = 0;
  for (let i = 0; i < MAX_JOBS_PER_SLOT + 2; i += 1) queue.add(i, () => (count += 1));
  time.paint();
  expect(count).toBe(MAX_JOBS_PER_SLOT);
  time.paint();
  expect(count).toBe(MAX_JOBS_PER_SLOT + 2);
});

test('stops when the jobs so far used up the frame', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: number[] = [];
  for (let i = 0; i < 3; i += 1)
    queue.add(i, () => {
      ran.push(i);
      time.spend(FRAME_BUDGET_MS / 2 + 1);
    });
  time.paint();
  expect(ran).toEqual([0, 1]);
  expect(queue.size).toBe(1);
});

test('a key queued again keeps one job, the newest, in the place the first one took', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: string[] = [];
  queue.add('a', () => ran.push('old a'));
  queue.add('b', () => ran.push('b'));
  queue.add('a', () => ran.push('new a'));
  expect(queue.size).toBe(2);
  time.paintAll();
  expect(ran).toEqual(['new a', 'b']);
});

test('a key queued after its job ran runs again', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: string[] = [];
  queue.add('a', () => ran.push('first'));
  time.paintAll();
  queue.add('a', () => ran.push('second'));
  time.paintAll();
  expect(ran).toEqual(['first', 'second']);
});

test('a cancel drops its own job only: a newer job under the same key still runs', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: string[] = [];
  const cancelOldA = queue.add('a', () => ran.push('old a'));
  const cancelB = queue.add('b', () => ran.push('b'));
  queue.add('a', () => ran.push('new a'));
  cancelOldA();
  cancelB();
  time.paintAll();
  expect(ran).toEqual(['new a']);
});

test('cancel by key drops the waiting job; an empty queue waits for no more frames', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: string[] = [];
  queue.add('a', () => ran.push('a'));
  queue.cancel('a');
  expect(queue.size).toBe(0);
  expect(time.paintAll()).toBe(1);
  expect(ran).toEqual([]);
});

test('a throwing job does not stop the rest, and is reported', () => {
  const time = manualClock();
  const errors: unknown[] = [];
  const queue = createFrameQueue({ clock: time.clock, onError: (error) => errors.push(error) });
  const ran: string[] = [];
  queue.add('bad', () => {
    time.spend(FRAME_BUDGET_MS);
    throw new Error('bad template');
  });
  queue.add('b', () => ran.push('b'));
  time.paint();
  expect(errors).toEqual([new Error('bad template')]);
  expect(time.waitingPaints).toBe(1);
  time.paint();
  expect(ran).toEqual(['b']);
});

test('a job may queue another; it runs in a later frame or the same one while there is time', () => {
  const time = manualClock();
  const queue = createFrameQueue({ clock: time.clock });
  const ran: string[] = [];
  queue.add('a', () => {
    ran.push('a');
    time.spend(FRAME_BUDGET_MS);
    queue.add('a', () => ran.push('a again'));
  });
  time.paint();
  expect(ran).toEqual(['a']);
  time.paintAll();
  expect(ran).toEqual(['a', 'a again']);
});
