// Input guards, checked before any parsing so that a huge paste cannot freeze the tab (rendering is synchronous).
import type { Diagnostic } from './types';
import { formatCount } from './formatCount';

/** Longest accepted source, in characters (about 200 KB of text; real specs are under 10 KB). */
export const MAX_SOURCE_CHARS = 200_000;
/** Most lines accepted in a text source. */
export const MAX_SOURCE_LINES = 10_000;
/** Most data items (all lists and tree nodes together): 1,000 list-grid cards take ~0.5 s in Chromium, 300 ~0.15 s (bench/bigSpecTyping.ts). */
export const MAX_ITEMS = 1000;
/** Longest text drawn in one field: the library measures each text with getBBox on every render (10,000 characters ≈ 1 s). */
export const MAX_TEXT_CHARS = 500;
/** Deepest nesting of `children` (and of indentation levels in text). */
export const MAX_DEPTH = 12;

/** Cheap size check of raw text; returns an error diagnostic when the input is too big to parse safely. */
export function checkSourceSize(text: string): Diagnostic[] {
  if (text.length > MAX_SOURCE_CHARS) {
    return [
      {
        severity: 'error',
        code: 'too_large',
        message: `Input is ${formatCount(text.length)} characters; the limit is ${formatCount(MAX_SOURCE_CHARS)}.`,
        hint: 'Split the infographic or remove unused data.',
      },
    ];
  }
  let lines = 1;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lines += 1;
  if (lines > MAX_SOURCE_LINES) {
    return [
      {
        severity: 'error',
        code: 'too_many_lines',
        message: `Input has ${formatCount(lines)} lines; the limit is ${formatCount(MAX_SOURCE_LINES)}.`,
        hint: 'Split the infographic or remove unused data.',
      },
    ];
  }
  return [];
}
