// Serves every icon and illustration from the local sets (Lucide and mdi, each from its lazy chunks); nothing is fetched by URL.
import { lib } from '../library';
import { PLACEHOLDER_ATTRIBUTE } from '../audit/auditPicture';
import { noteDrawnIcon } from './drawnIcons';
import { labelIconSvg } from './iconReference';
import { lookUpIcon } from './iconLookup';
import { queryOf, sanitizedSvgOf } from '../draw/resources';

/** Neutral placeholder: a dashed circle in the template's icon colour, marked so the picture audit can tell it from an icon. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="3 3" opacity="0.6" ${PLACEHOLDER_ATTRIBUTE}="icon"/></svg>`;

/** The placeholder drawn when the icon set's chunk could not be loaded, marked apart so the audit says so rather than "no icon matches". */
export const UNLOADED_PLACEHOLDER_SVG = PLACEHOLDER_SVG.replace(`${PLACEHOLDER_ATTRIBUTE}="icon"`, `${PLACEHOLDER_ATTRIBUTE}="unloaded"`);

/** Notes what a reference drew for the text alternative (found: the icon asked for, or a keyword's match), and passes its markup on. */
function drew(reference: string, name: string | null, found: boolean, markup: string): string {
  noteDrawnIcon(reference, { name, found });
  return markup;
}

/** SVG markup for a reference: the best local match, or the placeholder. Never null, so the library never falls back to its search service. */
export async function resolveIconMarkup(reference: string): Promise<string> {
  const svg = sanitizedSvgOf(reference);
  if (svg !== null) return svg;
  const query = queryOf(reference);
  if (!query) return PLACEHOLDER_SVG;
  try {
    const match = await lookUpIcon(query);
    if (match.markup === null) return drew(query, null, false, PLACEHOLDER_SVG);
    return drew(query, match.name, match.found, labelIconSvg(match.markup, match.name, match.substituteFor));
  } catch {
    return UNLOADED_PLACEHOLDER_SVG;
  }
}

let installed = false;
/** Icon lookups still running (an mdi or Lucide chunk on its way). */
let pending = 0;
let settledWaiters: Array<() => void> = [];

/**
 * Resolves once no icon lookup is running and the library has placed what the last ones returned (one task later). The
 * library's own 'loaded' can come before a lazy icon chunk answers (seen in the editable picture), and the audit must see
 * the icons as drawn.
 */
export function iconsSettled(): Promise<void> {
  const later = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  if (pending === 0) return later();
  return new Promise<void>((resolve) => settledWaiters.push(resolve)).then(later);
}

/** Registers the local resource loader with the library. Idempotent. */
export function installLocalIcons(): void {
  if (installed) return;
  installed = true;
  lib.registerResourceLoader(async (config) => {
    const data = typeof config.data === 'string' ? config.data : '';
    pending += 1;
    let markup: string;
    try {
      markup = await resolveIconMarkup(data);
    } finally {
      pending -= 1;
      if (pending === 0) {
        const waiters = settledWaiters;
        settledWaiters = [];
        waiters.forEach((resolve) => resolve());
      }
    }
    // loadSVGResource turns <svg> into a <symbol> the template <use>s; parsing is local (DOMParser)
    return lib.loadSVGResource(markup) ?? lib.loadSVGResource(PLACEHOLDER_SVG);
  });
}
