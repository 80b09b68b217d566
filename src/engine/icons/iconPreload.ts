// Loads the icon chunks a source's icons will draw from (Lucide's index and the Lucide and mdi chunks of its icons) without
// the library, so a picture drawn next gets its icons within the task that places them and an audit right after sees them.
import { lookUpIcon } from './iconLookup';

/** `icon X` lines and `"icon": "X"` pairs: the references a spec's items name. */
const ICON_REFERENCE = /(?:^|[\s{,])"?icon"?\s*[:\s]\s*"?([^"\n,}]+)/gm;

/** The icon references written in a source (text or JSON), trimmed, each once. */
export function iconReferencesOf(source: string): string[] {
  return [...new Set([...source.matchAll(ICON_REFERENCE)].map((match) => match[1]!.trim()).filter(Boolean))];
}

/**
 * Resolves once every chunk the sources' icons need is loaded: each reference is looked up as the drawing will look it up
 * (a keyword's match is found in the index, then its chunk loads). A chunk that fails to load is left to the drawing to report.
 */
export async function loadIconsFor(sources: readonly string[]): Promise<void> {
  const references = new Set(sources.flatMap(iconReferencesOf));
  // `ref:search:x` is drawn as a search for x (resources.ts)
  await Promise.allSettled([...references].map((reference) => lookUpIcon(reference.replace(/^ref:search:/i, ''))));
}
