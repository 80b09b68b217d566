// Loading something once and sharing it: a chunk, a module, a font file. A failed load is not kept, so the next caller retries.

/**
 * Calls `load` on the first call and hands every later call the same promise. A rejection is forgotten (the next call
 * loads again); a success is kept for the page's life. An old attempt that rejects late never forgets a newer one.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (current) return current;
    const attempt = load();
    current = attempt;
    attempt.catch(() => {
      if (current === attempt) current = null;
    });
    return attempt;
  };
}

/** The same as `once`, one shared attempt per key (an icon bucket, a font part, a font file). */
export function oncePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const attempts = new Map<K, Promise<T>>();
  return (key) => {
    const known = attempts.get(key);
    if (known) return known;
    const attempt = load(key);
    attempts.set(key, attempt);
    attempt.catch(() => {
      if (attempts.get(key) === attempt) attempts.delete(key);
    });
    return attempt;
  };
}
