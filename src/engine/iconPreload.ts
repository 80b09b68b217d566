// Loads the icon sets a source refers to (Lucide, and the mdi chunks of its mdi/… names) without the library, so a picture
// drawn next gets its icons within the task that places them and an audit right after sees them.
import { setReferenceOf } from './iconReference';
import { loadIconSet } from './iconSetLoader';
import { mdiIconSvg } from './mdiIcons';

/** `icon X` lines and `"icon": "X"` pairs: the references a spec's items name. */
const ICON_REFERENCE = /(?:^|[\s{,])"?icon"?\s*[:\s]\s*"?([^"\n,}]+)/gm;

/** The icon references written in a source (text or JSON), trimmed, each once. */
export function iconReferencesOf(source: string): string[] {
  return [...new Set([...source.matchAll(ICON_REFERENCE)].map((match) => match[1]!.trim()).filter(Boolean))];
}

/** Resolves once every set the sources' icons need is loaded; a set that fails to load is left to the drawing to report. */
export async function loadIconsFor(sources: readonly string[]): Promise<void> {
  const references = new Set(sources.flatMap(iconReferencesOf));
  if (references.size === 0) return;
  const loads: Promise<unknown>[] = [loadIconSet()];
  for (const reference of references) {
    const exact = setReferenceOf(reference);
    if (exact?.set === 'mdi') loads.push(mdiIconSvg(exact.name));
  }
  await Promise.allSettled(loads);
}
