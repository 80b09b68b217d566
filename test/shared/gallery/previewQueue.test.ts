// Card previews run a few per slot: always at least one, more only while the slot has time, never more than the cap.
import { MAX_JOBS_PER_SLOT, createPreviewQueue } from '../../../src/shared/gallery/previewQueue';
import { manualSlots } from '../../pages/support/manualSlots';

test('nothing runs until a slot is given; then jobs run in order', () => {
  const slots = manualSlots();
  const queue = createPreviewQueue(slots.requestSlot);
  const ran: string[] = [];
  queue.enqueue(() => ran.push('a'));
  queue.enqueue(() => ran.push('b'));
  expect(ran).toEqual([]);
  expect(slots.waiting).toBe(1);
  slots.run(100);
  expect(ran).toEqual(['a', 'b']);
  expect(slots.waiting).toBe(0);
});

test('a slot with no time left still runs one job, so the queue always moves', () => {
  const slots = manualSlots();
  const queue = createPreviewQueue(slots.requestSlot);
  const ran: number[] = [];
  for (let i = 0; i < 3; i += 1) queue.enqueue(() => ran.push(i));
  slots.run(0);
  expect(ran).toEqual([0]);
  expect(queue.size).toBe(2);
  expect(slots.waiting).toBe(1);
  slots.run(0);
  slots.run(0);
  expect(ran).toEqual([0, 1, 2]);
});

test('a roomy slot still runs at most the cap', () => {
  const slots = manualSlots();
  const queue = createPreviewQueue(slots.requestSlot);
  let count = 0;
  for (let i = 0; i < MAX_JOBS_PER_SLOT + 2; i += 1) queue.enqueue(() => (count += 1));
  slots.run(1000);
  expect(count).toBe(MAX_JOBS_PER_SLOT);
  slots.run(1000);
  expect(count).toBe(MAX_JOBS_PER_SLOT + 2);
});

test('stops when a job used up the slot', () => {
  let used = 0;
  const pending: Array<(timeLeft: () => number) => void> = [];
  const queue = createPreviewQueue((work) => pending.push(work));
  const ran: number[] = [];
  for (let i = 0; i < 3; i += 1)
    queue.enqueue(() => {
      ran.push(i);
      used += 8;
    });
  pending.shift()!(() => 10 - used);
  expect(ran).toEqual([0, 1]);
});

test('cancel removes a queued job; queueing twice keeps one; a throwing job does not stop the rest', () => {
  const slots = manualSlots();
  const errors: unknown[] = [];
  const queue = createPreviewQueue(slots.requestSlot, (error) => errors.push(error));
  const ran: string[] = [];
  const a = () => ran.push('a');
  const b = () => ran.push('b');
  const bad = () => {
    throw new Error('bad template');
  };
  queue.enqueue(a);
  queue.enqueue(a);
  queue.enqueue(bad);
  queue.enqueue(b);
  queue.cancel(a);
  slots.run(100);
  expect(ran).toEqual(['b']);
  expect(errors).toHaveLength(1);
});
