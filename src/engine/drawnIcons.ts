// Which icon each reference was drawn with, noted as icons resolve, so text (the text alternative) can name what is drawn.

/** What a reference drew: the icon's name (null: a placeholder), and whether it is the one asked for (false: not found). */
export interface DrawnIcon {
  name: string | null;
  found: boolean;
}

/** Reference as written (trimmed) → what it drew; bounded, since a long session writes many references. */
const drawn = new Map<string, DrawnIcon>();
const MAX_REMEMBERED = 2000;

/** Notes what a reference drew (icons.ts, as each resolves). */
export function noteDrawnIcon(reference: string, icon: DrawnIcon): void {
  const key = reference.trim();
  drawn.delete(key);
  drawn.set(key, icon);
  if (drawn.size > MAX_REMEMBERED) drawn.delete(drawn.keys().next().value!);
}

/** What a reference drew, undefined when it has not been drawn yet. */
export function drawnIconOf(reference: string): DrawnIcon | undefined {
  return drawn.get(reference.trim());
}
