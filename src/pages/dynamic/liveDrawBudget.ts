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

/** The last drawing's time scaled to a longer text (the engine's time grows with the items, so with the text). */
export function expectedMs(last: DrawCost, chars: number): number {
  return last.ms * Math.max(1, chars / Math.max(1, last.chars));
}

/**
 * True when drawing `chars` characters is expected to pass the live budget: the last drawing took at least half of it
 * (quicker drawings are mostly fixed cost, and one slow moment of the machine is no trend) and, scaled, passes it.
 */
export function tooSlowToFollow(last: DrawCost | null, chars: number): boolean {
  return last !== null && last.ms >= LIVE_DRAW_BUDGET_MS / 2 && expectedMs(last, chars) > LIVE_DRAW_BUDGET_MS;
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
