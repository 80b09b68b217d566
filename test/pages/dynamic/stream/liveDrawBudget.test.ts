// When a live text is too long to draw each frame: a drawing near the budget, scaled to the longer text, passes it.
import {
  ALWAYS_FOLLOW_CHARS,
  heldBackText,
  LIVE_DRAW_BUDGET_MS,
  tooSlowToFollow,
} from '../../../../src/pages/dynamic/stream/liveDrawBudget';

it('follows while drawings are quick, and any text a person writes', () => {
  expect(tooSlowToFollow(null, 1_000_000)).toBe(false);
  // 15 ms for 1,500 characters (the roadmap preset): however slow the machine, a text up to ALWAYS_FOLLOW_CHARS is drawn.
  expect(tooSlowToFollow({ ms: 15, chars: 1500 }, 3000)).toBe(false);
  expect(tooSlowToFollow({ ms: 150, chars: 1000 }, ALWAYS_FOLLOW_CHARS)).toBe(false);
  // A long text that grows a little each frame is followed while its drawings stay under the budget.
  expect(tooSlowToFollow({ ms: 60, chars: 30_000 }, 31_000)).toBe(false);
});

it('holds back once the drawing, grown with the text (counted twice), may pass the budget', () => {
  expect(tooSlowToFollow({ ms: 60, chars: 30_000 }, 60_000)).toBe(true);
  expect(tooSlowToFollow({ ms: LIVE_DRAW_BUDGET_MS + 1, chars: 30_000 }, 30_000)).toBe(true);
  // Measured at load 7: 36 ms for 3,132 characters, then 186 ms for 10,323 (the old rule drew it).
  expect(tooSlowToFollow({ ms: 36, chars: 3132 }, 10_323)).toBe(true);
  expect(tooSlowToFollow({ ms: 29, chars: 3132 }, 7218)).toBe(true);
});

it('says how long the whole text would take once the stream ended', () => {
  expect(heldBackText({ ms: 120, chars: 10_000 }, 12_000, false)).toBe(
    'The picture took 120 ms to draw, too long to redraw as the text arrives: it stays as it is while the stream goes on.',
  );
  expect(heldBackText({ ms: 120, chars: 10_000 }, 200_000, true)).toBe(
    'The picture shows an earlier part of the text: drawing it took 120 ms, the whole text would take about 2.4 s.',
  );
});
