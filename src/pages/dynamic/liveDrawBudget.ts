// How long one drawing of a live stream may take: the engine validates and draws synchronously, and a spec that keeps growing
// (a runaway model, an endless stream) takes longer with every item, until each frame's drawing is a task that freezes the page.
import { formatCount } from '../../engine';

/** A drawing expected to take longer than this is not made while the text streams, so the page stays responsive. */
export const LIVE_DRAW_BUDGET_MS = 100;

/** The last drawing of the text: how long it took, and how long the text it drew was. */
export interface DrawCost {
  ms: number;
  chars: number;
}

/** Below this many characters a live text is always drawn: any hand-written spec, a few tens of ms to draw. */
export const ALWAYS_FOLLOW_CHARS = 5_000;
/** The part of a drawing that does not grow with the text (the roadmap preset's whole drawing, 1,500 characters). */
const FIXED_DRAW_MS = 15;

/** The last drawing's time for a longer text: its fixed part, and the rest grown with the text (the engine's time grows with the items). */
export function expectedMs(last: DrawCost, chars: number): number {
  const fixed = Math.min(last.ms, FIXED_DRAW_MS);
  return fixed + (last.ms - fixed) * Math.max(1, chars / Math.max(1, last.chars));
}

/**
 * True when drawing `chars` characters is expected to pass the live budget. The text may grow many times between two frames
 * (100,000 characters a second is 10,000 in a slow frame), so the estimate is scaled to the text now, not to the last frame's
 * cost alone: a rule that waited for a drawing near the budget first let a 45 ms drawing be followed by a 213 ms one.
 */
export function tooSlowToFollow(last: DrawCost | null, chars: number): boolean {
  return last !== null && chars > ALWAYS_FOLLOW_CHARS && expectedMs(last, chars) > LIVE_DRAW_BUDGET_MS;
}

/** Said while the picture waits: during the stream, or after it, with what drawing the whole text would take. */
export function heldBackText(last: DrawCost, chars: number, ended: boolean): string {
  const took = `${formatCount(Math.round(last.ms))} ms`;
  if (!ended)
    return `The picture took ${took} to draw, too long to redraw as the text arrives: it stays as it is while the stream goes on.`;
  const whole = expectedMs(last, chars);
  const about = whole >= 1000 ? `${(Math.round(whole / 100) / 10).toFixed(1)} s` : `${formatCount(Math.round(whole))} ms`;
  return `The picture shows an earlier part of the text: drawing it took ${took}, the whole text would take about ${about}.`;
}
