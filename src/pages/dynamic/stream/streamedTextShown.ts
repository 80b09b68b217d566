// How much of a streamed text a field shows. Chromium lays out a textarea's whole text whenever its value changes (measured
// on the 2-core machine: 20,000 characters 20–90 ms, 200,000 characters 0.5–1.3 s), so a stream rewriting a field every
// frame froze the page, and a stream capped at 200,000 characters froze it once more when it ended.

/** A streamed text longer than this is shown in part: while it streams, and after, until the user asks for all of it. */
export const STREAMED_TEXT_SHOWN_CHARS = 10_000;

/** The part of `text` a field shows (never half of a character made of two code units). */
export function shownPart(text: string): string {
  if (text.length <= STREAMED_TEXT_SHOWN_CHARS) return text;
  const end = /[\uD800-\uDBFF]/.test(text[STREAMED_TEXT_SHOWN_CHARS - 1]) ? STREAMED_TEXT_SHOWN_CHARS - 1 : STREAMED_TEXT_SHOWN_CHARS;
  return text.slice(0, end);
}
