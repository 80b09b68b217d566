// Which icon each reference was drawn with, noted as icons resolve, so text (the text alternative) can name what is drawn.

/** What a reference drew: the icon's name (null: a placeholder), and whether it is the one asked for (false: not found). */
export interface DrawnIcon {
  name: string | null;
  found: boolean;
}

/** Reference as written (trimmed) → what it drew; bounded, since a long session writes many references. */
const drawn = new Map<string, DrawnIcon>();
const MAX_REMEMBERED = 2000;

/** Counts the notes that changed what a reference drew, so a view of the text alternative knows to read it again. */
let version = 0;
const listeners = new Set<() => void>();
let notifying = false;

/** Notes what a reference drew (icons.ts, as each resolves). */
export function noteDrawnIcon(reference: string, icon: DrawnIcon): void {
  const key = reference.trim();
  const before = drawn.get(key);
  drawn.delete(key);
  drawn.set(key, icon);
  if (drawn.size > MAX_REMEMBERED) drawn.delete(drawn.keys().next().value!);
  if (before?.name === icon.name && before.found === icon.found) return;
  version++;
  if (notifying) return;
  notifying = true;
  // one call for all the icons a picture resolves together
  queueMicrotask(() => {
    notifying = false;
    for (const listener of [...listeners]) listener();
  });
}

/** Changes whenever a reference draws something new (for useSyncExternalStore). */
export function drawnIconsVersion(): number {
  return version;
}

/** Calls `listener` after references resolve to new icons; returns the unsubscribe. */
export function onDrawnIcons(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a reference drew, undefined when it has not been drawn yet. */
export function drawnIconOf(reference: string): DrawnIcon | undefined {
  return drawn.get(reference.trim());
}
