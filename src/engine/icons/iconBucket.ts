// Which lazy chunk of a split icon set holds an icon: the build (iconBucketLoader) and the page agree on it.

/** How many chunks each split set has: a picture's few icons fetch a few small chunks, not the whole set. */
export const ICON_BUCKET_COUNTS = { mdi: 32, lucide: 32 } as const;

/** The icon sets served from bucket chunks (their Iconify prefix). */
export type BucketedSet = keyof typeof ICON_BUCKET_COUNTS;

export function isBucketedSet(prefix: unknown): prefix is BucketedSet {
  return typeof prefix === 'string' && Object.hasOwn(ICON_BUCKET_COUNTS, prefix);
}

/** The chunk number (0…count-1) of an icon name or alias in a set: a string hash (FNV-1a), so chunks come out about even. */
export function iconBucketOf(set: BucketedSet, name: string): number {
  let hash = 2166136261;
  for (let index = 0; index < name.length; index++) hash = Math.imul(hash ^ name.charCodeAt(index), 16777619) >>> 0;
  return hash % ICON_BUCKET_COUNTS[set];
}
