// Compares what two drawings show and holds every difference against the one reviewed allow-list (allowed.json).
import type { PictureFacts } from './probe';

/** What is compared with the Renderer's picture on screen. */
export type Between = 'library' | 'editor' | 'svg' | 'png' | 'pdf' | 'pptx';
export type Aspect = 'texts' | 'shapes' | 'icons' | 'images' | 'size' | 'source' | 'drawn';

export interface Difference {
  spec: string;
  between: Between;
  differs: Aspect;
  /** The Renderer's value and the other side's (counts, sizes, or the texts only one side has). */
  app: unknown;
  other: unknown;
  /** For sizes: the larger of the width's and the height's difference over the Renderer's. */
  relative?: number;
  /** For counts: the other side's count minus the Renderer's. */
  by?: number;
}

/** One reviewed entry: which difference is allowed, how far, and why. */
export interface Allowance {
  /** A spec id or a pattern with `*` (any run of characters). */
  spec: string;
  between: Between;
  differs: Aspect;
  /** The other side's exact value (e.g. 0 icons). */
  other?: number;
  /** The other side's count minus the Renderer's, exactly. */
  by?: number;
  /** Sizes: the largest relative difference allowed. */
  upTo?: number;
  reason: string;
}

/** Sizes closer than this (in the picture's units) are the same: the picture audit's tolerance. */
export const SIZE_TOLERANCE = 2;

/** The differences between the Renderer's facts and another drawing's. */
export function differences(spec: string, between: Between, app: PictureFacts, other: PictureFacts): Difference[] {
  const found: Difference[] = [];
  const missing = without(app.texts, other.texts);
  const extra = without(other.texts, app.texts);
  if (missing.length || extra.length) found.push({ spec, between, differs: 'texts', app: missing, other: extra });
  for (const aspect of ['shapes', 'icons', 'images'] as const) {
    if (app[aspect] !== other[aspect]) {
      found.push({ spec, between, differs: aspect, app: app[aspect], other: other[aspect], by: other[aspect] - app[aspect] });
    }
  }
  const dw = Math.abs(app.width - other.width);
  const dh = Math.abs(app.height - other.height);
  if (dw > SIZE_TOLERANCE || dh > SIZE_TOLERANCE) {
    found.push({
      spec,
      between,
      differs: 'size',
      app: [app.width, app.height],
      other: [other.width, other.height],
      relative: Math.max(dw / Math.max(app.width, 1), dh / Math.max(app.height, 1)),
    });
  }
  return found;
}

/** The texts of `a` that `b` lacks, counting repeats (a multiset difference). */
export function without(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const text of b) left.set(text, (left.get(text) ?? 0) + 1);
  return a.filter((text) => {
    const n = left.get(text) ?? 0;
    if (n === 0) return true;
    left.set(text, n - 1);
    return false;
  });
}

/** Every character of the texts but whitespace, sorted: a way to compare texts that one side wraps into lines. */
export function characters(texts: readonly string[]): string {
  return Array.from(texts.join('').replace(/\s+/g, '')).sort().join('');
}

function matchesSpec(pattern: string, spec: string): boolean {
  const expression = new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`);
  return expression.test(spec);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether an allow-list entry covers this difference (spec, what differs, and the bound it sets). */
export function allows(entry: Allowance, difference: Difference): boolean {
  if (entry.between !== difference.between || entry.differs !== difference.differs || !matchesSpec(entry.spec, difference.spec)) {
    return false;
  }
  if (entry.other !== undefined && entry.other !== difference.other) return false;
  if (entry.by !== undefined && entry.by !== difference.by) return false;
  if (entry.upTo !== undefined && (difference.relative ?? Infinity) > entry.upTo) return false;
  return true;
}

export interface Verdict {
  /** Differences no entry allows: each fails the test. */
  unexplained: Difference[];
  /** Entries that allowed nothing in this run: stale, so they fail too (the list says only what is true). */
  unused: Allowance[];
  /** How many differences each entry allowed, in the list's order. */
  used: Array<{ entry: Allowance; count: number }>;
}

export function judge(found: readonly Difference[], allowed: readonly Allowance[]): Verdict {
  const counts = allowed.map(() => 0);
  const unexplained: Difference[] = [];
  for (const difference of found) {
    const index = allowed.findIndex((entry) => allows(entry, difference));
    if (index === -1) unexplained.push(difference);
    else counts[index] += 1;
  }
  return {
    unexplained,
    unused: allowed.filter((_, i) => counts[i] === 0),
    used: allowed.map((entry, i) => ({ entry, count: counts[i]! })),
  };
}
