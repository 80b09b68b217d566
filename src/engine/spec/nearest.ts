// "Did you mean …?": ranks known names by closeness to a misspelt one.

/** Levenshtein distance with an early exit once every cell of a row exceeds `max` (then returns that row's minimum). */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  // two rows of typed integers and plain comparisons: every keystroke on a misspelt template name ranks all templates
  let prev = new Uint32Array(b.length + 1);
  let row = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let rowMin = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const deletion = prev[j]! + 1;
      const insertion = row[j - 1]! + 1;
      const substitution = prev[j - 1]! + (char === b.charCodeAt(j - 1) ? 0 : 1);
      const cell =
        deletion < insertion ? (deletion < substitution ? deletion : substitution) : insertion < substitution ? insertion : substitution;
      row[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return rowMin;
    [prev, row] = [row, prev];
  }
  return prev[b.length]!;
}

/** Longest input worth ranking: template names are under 60 characters. */
const MAX_QUERY_CHARS = 120;

/**
 * Up to `limit` candidates nearest to `input`: names that extend it (chart-pie → chart-pie-…) first,
 * then names sharing its hyphenated words, then plain edit distance.
 */
export function nearestNames(input: string, candidates: readonly string[], limit = 3): string[] {
  const query = input.trim().toLowerCase();
  // no known name is this long; without the cap a pasted line as a name ranks for seconds (the distance is O(n·m))
  if (!query || query.length > MAX_QUERY_CHARS) return [];
  const words = query.split(/[-\s_]+/).filter(Boolean);
  // candidates scoring above this share nothing with the input and are dropped
  const maxDistance = Math.max(3, Math.ceil(query.length * 0.6));
  const scored = candidates.map((name) => {
    const lower = name.toLowerCase();
    const shared = words.filter((w) => lower.split('-').includes(w)).length;
    // a prefix is what people type when they half-remember a name
    const bonus = lower.startsWith(query) ? 100 : lower.includes(query) ? 50 : 0;
    // past this distance the name is dropped anyway, so the distance may stop counting there (each keystroke on a
    // misspelt template name ranks every template)
    const bound = maxDistance + shared * 3 + bonus;
    // a misspelt prefix (lst-row → list-row-…) is near even when the full name is long
    const distance = Math.min(editDistance(query, lower, bound), editDistance(query, lower.slice(0, query.length + 1), bound) + 1);
    return { name, score: distance - shared * 3 - bonus };
  });
  scored.sort((x, y) => x.score - y.score || x.name.length - y.name.length || x.name.localeCompare(y.name));
  return scored
    .filter((s) => s.score <= maxDistance)
    .slice(0, limit)
    .map((s) => s.name);
}
