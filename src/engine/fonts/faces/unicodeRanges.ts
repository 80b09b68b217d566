// unicode-range arithmetic, shared by the font loader at run time and the build's font CSS splitter.

/** `U+0-FF, U+131, U+4??` → [start, end] pairs. */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const part of range.split(',')) {
    const token = part.trim().replace(/^u\+/i, '');
    if (!token) continue;
    if (token.includes('?')) {
      out.push([parseInt(token.replace(/\?/g, '0'), 16), parseInt(token.replace(/\?/g, 'f'), 16)]);
    } else {
      const [from, to = from] = token.split('-');
      out.push([parseInt(from, 16), parseInt(to, 16)]);
    }
  }
  return out.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
}

/** The intervals of `ranges` that `minus` does not cover, sorted. */
export function subtractRanges(ranges: Array<[number, number]>, minus: Array<[number, number]>): Array<[number, number]> {
  const cut = [...minus].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    let from = start;
    for (const [cutStart, cutEnd] of cut) {
      if (cutEnd < from || cutStart > end) continue;
      if (cutStart > from) out.push([from, cutStart - 1]);
      from = Math.max(from, cutEnd + 1);
      if (from > end) break;
    }
    if (from <= end) out.push([from, end]);
  }
  return out;
}

/** [start, end] pairs → `U+20-7e, U+a0`. */
export function formatUnicodeRange(ranges: Array<[number, number]>): string {
  return ranges.map(([a, b]) => (a === b ? `U+${a.toString(16)}` : `U+${a.toString(16)}-${b.toString(16)}`)).join(',');
}
