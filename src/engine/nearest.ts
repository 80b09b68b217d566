// "Did you mean …?": ranks known names by closeness to a misspelt one.

/** Levenshtein distance with an early exit once every cell of a row exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      rowMin = Math.min(rowMin, row[j]!);
    }
    if (rowMin > max) return rowMin;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Up to `limit` candidates nearest to `input`: names that extend it (chart-pie → chart-pie-…) first,
 * then names sharing its hyphenated words, then plain edit distance.
 */
export function nearestNames(input: string, candidates: readonly string[], limit = 3): string[] {
  const query = input.trim().toLowerCase();
  if (!query) return [];
  const words = query.split(/[-\s_]+/).filter(Boolean);
  const scored = candidates.map((name) => {
    const lower = name.toLowerCase();
    // a misspelt prefix (lst-row → list-row-…) is near even when the full name is long
    const distance = Math.min(editDistance(query, lower), editDistance(query, lower.slice(0, query.length + 1)) + 1);
    const shared = words.filter((w) => lower.split('-').includes(w)).length;
    let score = distance - shared * 3;
    if (lower.startsWith(query))
      score -= 100; // a prefix is what people type when they half-remember a name
    else if (lower.includes(query)) score -= 50;
    return { name, score };
  });
  scored.sort((x, y) => x.score - y.score || x.name.length - y.name.length || x.name.localeCompare(y.name));
  // drop candidates that share nothing with the input
  const maxDistance = Math.max(3, Math.ceil(query.length * 0.6));
  return scored
    .filter((s) => s.score <= maxDistance)
    .slice(0, limit)
    .map((s) => s.name);
}
