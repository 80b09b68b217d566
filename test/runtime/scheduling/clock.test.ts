// The browser clock: "after the next paint" runs after the next animation frame, never inside it, and can be cancelled;
// afterPaintWhenIdle resolves at once where no frame will come.
import { afterPaintWhenIdle, browserClock } from '../../../src/runtime/scheduling/clock';

describe('the browser clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('afterNextPaint runs in a task after the next animation frame', () => {
    const ran: string[] = [];
    browserClock.afterNextPaint(() => ran.push('work'));
    expect(ran).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(ran).toEqual([]); // not inside the frame: the frame is painted first
    jest.runOnlyPendingTimers();
    expect(ran).toEqual(['work']);
  });

  test('a cancelled afterNextPaint never runs, before or after its frame', () => {
    const ran: string[] = [];
    browserClock.afterNextPaint(() => ran.push('before'))();
    const cancelAfterFrame = browserClock.afterNextPaint(() => ran.push('after'));
    jest.advanceTimersToNextFrame();
    cancelAfterFrame();
    jest.runOnlyPendingTimers();
    expect(ran).toEqual([]);
  });

  test('after runs once its time has passed, and not when cancelled', () => {
    const ran: number[] = [];
    browserClock.after(100, () => ran.push(100));
    browserClock.after(50, () => ran.push(50))();
    jest.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual([100]);
  });
});

test('afterPaintWhenIdle resolves at once in a hidden tab, where no frame is painted', async () => {
  const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  const afterNextPaint = jest.fn(() => () => undefined);
  await afterPaintWhenIdle({ ...browserClock, afterNextPaint });
  expect(afterNextPaint).not.toHaveBeenCalled();
  hidden.mockRestore();
});
