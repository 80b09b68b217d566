// A live-data feed taken once per frame: of the data that arrived between two frames only the newest is taken, and a feed that
// keeps sending more than one piece per frame is called too fast until it has been quiet for a while.
import { createFeedFrames, FAST_FEED_QUIET_MS } from '../../../../src/pages/dynamic/liveData/feedFrames';
import { manualClock, type ManualClock } from '../../../support/manualClock';

/** A feed on the fake clock, with what it took and each change of its too-fast state. */
function feedOn(time: ManualClock) {
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
  const time = manualClock();
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
  const time = manualClock();
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
  const time = manualClock();
  const { feed, taken, fast } = feedOn(time);
  feed.push('a');
  feed.push('b');
  feed.cancel();
  time.paint();
  time.advance(FAST_FEED_QUIET_MS);
  expect(taken).toEqual([]);
  expect(fast).toEqual([true, false]);
});
