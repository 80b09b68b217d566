// Newest value per frame: many values in one frame are taken once, the newest; a slow call never makes it wait for a pause.
import { createLatestPerFrame } from '../../../src/runtime/scheduling/latestPerFrame';
import { manualClock } from '../../support/manualClock';

it('renders at most once per frame, always the newest value', () => {
  const frame = manualClock();
  const drawn: number[] = [];
  const throttle = createLatestPerFrame<number>((n) => drawn.push(n), frame.clock);
  for (let n = 1; n <= 10; n += 1) throttle.schedule(n);
  expect(frame.waitingPaints).toBe(1);
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
  const frame = manualClock();
  const drawn: number[] = [];
  const throttle = createLatestPerFrame<number>((n) => {
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
  const frame = manualClock();
  const drawn: string[] = [];
  const throttle = createLatestPerFrame<string>((s) => drawn.push(s), frame.clock);
  throttle.schedule('end');
  throttle.flush();
  expect(drawn).toEqual(['end']);
  expect(frame.waitingPaints).toBe(0);
  throttle.schedule('dropped');
  throttle.cancel();
  frame.paint();
  expect(drawn).toEqual(['end']);
  expect(throttle.pending).toBe(false);
});
