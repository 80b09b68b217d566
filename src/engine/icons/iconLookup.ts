// Which local icon a reference draws, and its markup: the one lookup the drawing (icons.ts) and the preload (iconPreload.ts)
// share, so a preload fetches exactly the chunks the drawing will read. Library-free.
import { setReferenceOf } from './iconReference';
import { loadIconSet } from './iconSetLoader';
import { mdiIcons } from './mdiIcons';

/** What a reference draws: an icon (the one asked for, a free-text match, or a substitute for an exact reference), or nothing. */
export type IconMatch =
  | { name: string; found: boolean; markup: string; substituteFor?: string }
  | { name: null; found: false; markup: null; substituteFor?: undefined };

/** The best local icon for a query; rejects when a chunk it needs cannot load. */
export async function lookUpIcon(query: string): Promise<IconMatch> {
  const exact = setReferenceOf(query);
  if (exact?.set === 'mdi') {
    // only the chunk holding this name loads; the Lucide set is needed only when mdi has no such icon
    const markup = await mdiIcons.iconSvg(exact.name);
    if (markup) return { name: exact.name, found: true, markup };
  }
  const set = await loadIconSet();
  if (exact?.set === 'lucide') {
    const markup = await set.iconSvg(exact.name);
    if (markup) return { name: exact.name, found: true, markup };
  }
  const name = set.findIcon(query);
  const markup = name === null ? null : await set.iconSvg(name);
  if (name === null || !markup) return { name: null, found: false, markup: null };
  // a reference naming a set and an icon that is not here: drawn with the best match, marked so the audit says so
  return { name, found: !exact, markup, ...(exact ? { substituteFor: query.trim() } : {}) };
}
