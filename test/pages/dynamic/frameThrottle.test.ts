// The per-frame throttle: many values in one frame draw once, the newest; a slow render never makes it wait for a pause.
import { createFrameThrottle } from '../../../src/pages/dynamic/frameThrottle';

function frames() {
  let waiting: Array<() => void> = [];
  return {
    clock: {
      afterNextPaint(work: () => void) {
        waiting.push(work);
        return () => (waiting = waiting.filter((w) => w !== work));
      },
    },
    paint() {
      const due = waiting;
      waiting = [];
      due.forEach((work) => work());
    },
    get waiting() {
      return waiting.length;
    },
  };
}

it('renders at most once per frame, always the newest value', () => {
  const frame = frames();
  const drawn: number[] = [];
  const throttle = createFrameThrottle<number>((n) => drawn.push(n), frame.clock);
  for (let n = 1; n <= 10; n += 1) throttle.schedule(n);
  expect(frame.waiting).toBe(1);
  expect(drawn).toEqual([]);
  frame.paint();
  expect(drawn).toEqual([10]);
  throttle.schedule(11);
  throttle.schedule(12);
  frame.paint();
  frame.paint();
  expect(drawn).toEqual([10, 12]);
});

it('keeps drawing every frame while values keep coming, however slow each render is', () => {
  const frame = frames();
  const drawn: number[] = [];
  const throttle = createFrameThrottle<number>((n) => {
    drawn.push(n);
    const until = Date.now() + 40;
    while (Date.now() < until) {
      // A render slower than two frames.
    }
  }, frame.clock);
  for (let n = 1; n <= 3; n += 1) {
    throttle.schedule(n);
    frame.paint();
  }
  expect(drawn).toEqual([1, 2, 3]);
});

it('flush draws the waiting value at once; cancel drops it', () => {
  const frame = frames();
  const drawn: string[] = [];
  const throttle = createFrameThrottle<string>((s) => drawn.push(s), frame.clock);
  throttle.schedule('end');
  throttle.flush();
  expect(drawn).toEqual(['end']);
  expect(frame.waiting).toBe(0);
  throttle.schedule('dropped');
  throttle.cancel();
  frame.paint();
  expect(drawn).toEqual(['end']);
  expect(throttle.pending).toBe(false);
});
