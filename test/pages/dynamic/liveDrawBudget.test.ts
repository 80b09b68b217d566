// When a live text is too long to draw each frame: a drawing near the budget, scaled to the longer text, passes it.
import { ALWAYS_FOLLOW_CHARS, heldBackText, LIVE_DRAW_BUDGET_MS, tooSlowToFollow } from '../../../src/pages/dynamic/liveDrawBudget';

it('follows while drawings are quick, and any text a person writes', () => {
  expect(tooSlowToFollow(null, 1_000_000)).toBe(false);
  // 15 ms for 1,500 characters (the roadmap preset), then the text doubles: fixed cost, no trend.
  expect(tooSlowToFollow({ ms: 15, chars: 1500 }, 3000)).toBe(false);
  expect(tooSlowToFollow({ ms: 20, chars: 1500 }, 20_000)).toBe(false);
  // However slow the machine, a text up to ALWAYS_FOLLOW_CHARS is drawn.
  expect(tooSlowToFollow({ ms: 90, chars: 1000 }, ALWAYS_FOLLOW_CHARS)).toBe(false);
});

it('holds back once the drawing, grown with the text, would pass the budget', () => {
  expect(tooSlowToFollow({ ms: 60, chars: 30_000 }, 31_000)).toBe(false);
  expect(tooSlowToFollow({ ms: 60, chars: 30_000 }, 60_000)).toBe(true);
  expect(tooSlowToFollow({ ms: LIVE_DRAW_BUDGET_MS + 1, chars: 30_000 }, 30_000)).toBe(true);
  // A quick drawing is no promise when the text grows threefold before the next frame (45 ms at 5,000 → about 105 ms).
  expect(tooSlowToFollow({ ms: 45, chars: 5_000 }, 15_000)).toBe(true);
});

it('says how long the whole text would take once the stream ended', () => {
  expect(heldBackText({ ms: 120, chars: 10_000 }, 12_000, false)).toBe(
    'The picture took 120 ms to draw, too long to redraw as the text arrives: it stays as it is while the stream goes on.',
  );
  expect(heldBackText({ ms: 120, chars: 10_000 }, 200_000, true)).toBe(
    'The picture shows an earlier part of the text: drawing it took 120 ms, the whole text would take about 2.1 s.',
  );
});
