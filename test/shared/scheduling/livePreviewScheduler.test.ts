// The live-preview scheduler with a hand-stepped clock: per-frame renders while cheap, a typing pause after a slow one.
import {
  MAX_PAUSE_MS,
  MIN_PAUSE_MS,
  SLOW_RENDER_MS,
  createLivePreviewScheduler,
  pauseAfter,
  typingPause,
} from '../../../src/shared/scheduling/livePreviewScheduler';
import { manualClock } from '../../support/manualClock';

function setup(costMs: () => number) {
  const hand = manualClock();
  const drawn: string[] = [];
  const scheduler = createLivePreviewScheduler<string>((text) => {
    drawn.push(text);
    hand.spend(costMs());
  }, hand.clock);
  return { hand, drawn, scheduler };
}

test('a keystroke draws after the next painted frame, not on the keystroke', () => {
  const { hand, drawn, scheduler } = setup(() => 5);
  scheduler.schedule('a');
  expect(drawn).toEqual([]);
  expect(scheduler.pending).toBe(true);
  hand.paint();
  expect(drawn).toEqual(['a']);
  expect(scheduler.pending).toBe(false);
});

test('keystrokes within one frame coalesce into one render of the latest text', () => {
  const { hand, drawn, scheduler } = setup(() => 5);
  scheduler.schedule('a');
  scheduler.schedule('ab');
  scheduler.schedule('abc');
  expect(hand.waitingPaints).toBe(1);
  hand.paint();
  expect(drawn).toEqual(['abc']);
  scheduler.schedule('abcd');
  hand.paint();
  expect(drawn).toEqual(['abc', 'abcd']);
});

test('after a slow render, keys that keep arriving start no render until typing pauses for a time scaled to the cost', () => {
  let cost = 100;
  const { hand, drawn, scheduler } = setup(() => cost);
  scheduler.schedule('a');
  hand.paint();
  expect(drawn).toEqual(['a']);
  expect(scheduler.pauseMs).toBe(200);

  // Keys every 80 ms: each restarts the wait, nothing is drawn.
  for (const text of ['ab', 'abc', 'abcd']) {
    scheduler.schedule(text);
    hand.advance(80);
    hand.paint();
  }
  expect(drawn).toEqual(['a']);
  // The pause (twice the keys' 80 ms rhythm, 80 of it gone): the latest text is drawn once, as the wait ends, not a
  // frame later (the last key's frame is painted).
  expect(scheduler.pauseMs).toBe(160);
  cost = 5;
  hand.advance(79);
  expect(drawn).toEqual(['a']);
  hand.advance(1);
  expect(drawn).toEqual(['a', 'abcd']);
  expect(hand.waitingPaints).toBe(0);
  // Cheap again: back to a render per frame.
  expect(scheduler.pauseMs).toBe(0);
  scheduler.schedule('abcde');
  hand.paint();
  expect(drawn).toEqual(['a', 'abcd', 'abcde']);
});

test('the pause grows with the render cost, within bounds', () => {
  expect(pauseAfter(SLOW_RENDER_MS)).toBe(0);
  expect(pauseAfter(SLOW_RENDER_MS + 1)).toBe(MIN_PAUSE_MS);
  expect(pauseAfter(150)).toBe(300);
  expect(pauseAfter(300)).toBe(600);
  expect(pauseAfter(5000)).toBe(MAX_PAUSE_MS);
});

test('the pause follows the typist: twice their usual gap between keys, within the bounds of the render cost', () => {
  // no rhythm known yet: the render cost's own bound
  expect(typingPause(300, [])).toBe(600);
  // keys 80 ms apart (the median of the recent gaps): a pause of 160 ms, not 600
  expect(typingPause(300, [80, 75, 90, 80])).toBe(160);
  // a very fast typist still gets the minimum; a slow one no more than the render cost allows
  expect(typingPause(300, [30, 40])).toBe(MIN_PAUSE_MS);
  expect(typingPause(100, [150, 160])).toBe(200);
  // cheap renders never wait
  expect(typingPause(SLOW_RENDER_MS, [80])).toBe(0);
});

test('after a slow render, a fast typist’s picture comes a short pause after their last key; breaks do not count as rhythm', () => {
  const { hand, drawn, scheduler } = setup(() => 300);
  scheduler.schedule('a');
  hand.paint();
  expect(scheduler.pauseMs).toBe(600);
  // a break of 2 s, then keys 80 ms apart: the rhythm is 80 ms, the break is left out
  hand.advance(2000);
  for (const text of ['ab', 'abc', 'abcd', 'abcde']) {
    scheduler.schedule(text);
    hand.advance(80);
    hand.paint();
  }
  expect(scheduler.pauseMs).toBe(160);
  expect(drawn).toEqual(['a']);
  // 160 ms after the last key (80 of them gone already), it is drawn
  hand.advance(79);
  expect(drawn).toEqual(['a']);
  hand.advance(1);
  expect(drawn).toEqual(['a', 'abcde']);
});

test('flush draws the pending text at once; cancel drops it', () => {
  const { hand, drawn, scheduler } = setup(() => 5);
  scheduler.schedule('a');
  scheduler.flush();
  expect(drawn).toEqual(['a']);
  hand.paint();
  expect(drawn).toEqual(['a']);

  scheduler.schedule('b');
  scheduler.cancel();
  hand.paint();
  expect(drawn).toEqual(['a']);
  expect(scheduler.pending).toBe(false);
  scheduler.flush();
  expect(drawn).toEqual(['a']);
});
