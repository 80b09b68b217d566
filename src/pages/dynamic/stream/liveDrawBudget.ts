// How long one drawing of a live stream may take: the engine validates and draws synchronously, and a spec that keeps growing
// (a runaway model, an endless stream) takes longer with every item, until each frame's drawing is a task that freezes the page.
import { formatCount } from '../../../engine';
import { t } from '../../../i18n/i18n';

/** A drawing expected to take longer than this is not made while the text streams, so the page stays responsive. */
export const LIVE_DRAW_BUDGET_MS = 100;

/** The last drawing of the text: how long it took, and how long the text it drew was. */
export interface DrawCost {
  ms: number;
  chars: number;
}

/**
 * Up to this many characters a live text is always drawn (a generated spec is 1,000-3,000), ~36 ms at load 7; past it the
 * drawing's measured cost decides, so a busy machine holds the picture sooner (at 5,000 a loaded run drew 236 ms once).
 */
export const ALWAYS_FOLLOW_CHARS = 3_000;

/** The last drawing's time scaled to a longer text, as the message quotes it (the engine's time grows with the items). */
export function expectedMs(last: DrawCost, chars: number): number {
  return last.ms * Math.max(1, chars / Math.max(1, last.chars));
}

/**
 * True when drawing `chars` characters may pass the live budget. Cautious, as a drawing's time is far from proportional on a
 * busy machine (measured here at load 7: 36 ms for 3,132 characters, then 186 ms for 10,323; 29 ms, then 157 ms for 7,218),
 * and the text may grow several times between two frames (an endless stream at 100,000 characters a second): the growth
 * since the last drawing counts twice.
 */
export function tooSlowToFollow(last: DrawCost | null, chars: number): boolean {
  if (last === null || chars <= ALWAYS_FOLLOW_CHARS) return false;
  const growth = Math.max(1, chars / Math.max(1, last.chars));
  return last.ms * growth * growth > LIVE_DRAW_BUDGET_MS;
}

/** Said while the picture waits: during the stream, or after it, with what drawing the whole text would take. */
export function heldBackText(last: DrawCost, chars: number, ended: boolean): string {
  const took = t('dynamic.heldBack.ms', { ms: formatCount(Math.round(last.ms)) });
  if (!ended) return t('dynamic.heldBack.live', { took });
  const whole = expectedMs(last, chars);
  const about =
    whole >= 1000
      ? t('dynamic.heldBack.seconds', { seconds: (Math.round(whole / 100) / 10).toFixed(1) })
      : t('dynamic.heldBack.ms', { ms: formatCount(Math.round(whole)) });
  return t('dynamic.heldBack.ended', { took, about });
}
