// A size cap on text that arrives in pieces: how much of each piece still fits, counted as it comes (never by re-reading the
// text so far), so a stream that never ends stops at the cap with exactly the text that fits.

export interface TextCap {
  /** The part of `piece` that fits under the cap (all of it, part of it, or ''); once a piece did not fit, `reached` says why. */
  take(piece: string): string;
  /** Which limit stopped the text, or null while it fits. */
  readonly reached: 'chars' | 'lines' | null;
}

/** At most `maxChars` characters and `maxLines` lines (a text without a line break is one line). */
export function createTextCap(maxChars: number, maxLines = Infinity): TextCap {
  let chars = 0;
  let breaks = 0;
  let reached: TextCap['reached'] = null;
  return {
    take(piece) {
      if (reached) return '';
      let end = piece.length;
      if (chars + end > maxChars) {
        end = maxChars - chars;
        reached = 'chars';
      }
      // The line break that would start line maxLines + 1 is where the text stops.
      for (let at = piece.indexOf('\n'); at !== -1 && at < end; at = piece.indexOf('\n', at + 1)) {
        if (breaks + 1 >= maxLines) {
          end = at;
          reached = 'lines';
          break;
        }
        breaks += 1;
      }
      // Never half of a surrogate pair.
      if (end > 0 && end < piece.length && /[\uD800-\uDBFF]/.test(piece[end - 1])) end -= 1;
      chars += end;
      return end === piece.length ? piece : piece.slice(0, end);
    },
    get reached() {
      return reached;
    },
  };
}
