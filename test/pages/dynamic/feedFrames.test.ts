// A live-data feed taken once per frame: of the data that arrived between two frames only the newest is taken, and a feed that
// keeps sending more than one piece per frame is called too fast until it has been quiet for a while.
import { createFeedFrames, FAST_FEED_QUIET_MS } from '../../../src/pages/dynamic/feedFrames';

/** Frames painted by hand and a clock moved by hand. */
function fakeClock() {
  let frame: Array<() => void> = [];
  let now = 0;
  let timers: Array<{ at: number; work: () => void }> = [];
  return {
    clock: {
      afterNextPaint(work: () => void) {
        frame.push(work);
        return () => (frame = frame.filter((w) => w !== work));
      },
      after(ms: number, work: () => void) {
        const timer = { at: now + ms, work };
        timers.push(timer);
        return () => (timers = timers.filter((t) => t !== timer));
      },
    },
    paint() {
      const due = frame;
      frame = [];
      due.forEach((work) => work());
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.work());
    },
  };
}

/** A feed on the fake clock, with what it took and each change of its too-fast state. */
function feedOn(time: ReturnType<typeof fakeClock>) {
  const taken: string[] = [];
  const fast: boolean[] = [];
  const feed = createFeedFrames(
    (data) => taken.push(data),
    (value) => fast.push(value),
    time.clock,
  );
  return { feed, taken, fast };
}

it('takes the newest data once per frame, however many events arrive between frames', () => {
  const time = fakeClock();
  const { feed, taken, fast } = feedOn(time);
  for (let n = 1; n <= 50; n += 1) feed.push(`rows ${n}`);
  expect(taken).toEqual([]);
  time.paint();
  expect(taken).toEqual(['rows 50']);
  time.paint();
  expect(taken).toEqual(['rows 50']);
  feed.push('rows 51');
  time.paint();
  expect(taken).toEqual(['rows 50', 'rows 51']);
  expect(fast).toEqual([true]);
});

it('calls a feed too fast while it replaces data before the frame, and not once it has been quiet', () => {
  const time = fakeClock();
  const { feed, fast } = feedOn(time);
  // One event per frame is a pace the picture keeps up with.
  for (let n = 0; n < 5; n += 1) {
    feed.push(`${n}`);
    time.paint();
    time.advance(16);
  }
  expect(fast).toEqual([]);
  feed.push('a');
  feed.push('b');
  expect(fast).toEqual([true]);
  // Still replacing data within the quiet time keeps it too fast.
  time.advance(FAST_FEED_QUIET_MS - 1);
  feed.push('c');
  time.advance(FAST_FEED_QUIET_MS - 1);
  expect(fast).toEqual([true]);
  time.paint();
  time.advance(1);
  expect(fast).toEqual([true, false]);
});

it('drops what waits when the feed is left, and is no longer too fast', () => {
  const time = fakeClock();
  const { feed, taken, fast } = feedOn(time);
  feed.push('a');
  feed.push('b');
  feed.cancel();
  time.paint();
  time.advance(FAST_FEED_QUIET_MS);
  expect(taken).toEqual([]);
  expect(fast).toEqual([true, false]);
});
