// Accessible names for pictures: the exported file carries role="img", <title> and <desc>; the picture on screen an aria-label.
// Text goes in through textContent, so the serializer escapes it (&, <, quotes) and nothing the spec says becomes markup.
import { pictureDescription, pictureTitle, textAlternative } from '../audit/textAlternative';
import type { InfographicSpec } from '../types';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Ids inside the exported file (one picture per file, so fixed ids cannot clash). */
export const EXPORT_TITLE_ID = 'infographic-title';
export const EXPORT_DESC_ID = 'infographic-desc';

/** The picture's name and description, from the spec (null: an SVG handed in without its spec). */
export function pictureText(spec: InfographicSpec | null): { title: string; desc: string } {
  const alternative = textAlternative(spec);
  return { title: alternative.title, desc: pictureDescription(alternative) };
}

/** Makes an exported <svg> describe itself: role="img", a first-child <title> and <desc>, named by aria-labelledby. */
export function labelExportedSvg(svg: Element, spec: InfographicSpec | null): void {
  const { title, desc } = pictureText(spec);
  // One title and one desc: any the library or an earlier export left at the top are replaced.
  for (const child of Array.from(svg.children)) if (child.localName === 'title' || child.localName === 'desc') child.remove();
  const document = svg.ownerDocument;
  const titleElement = document.createElementNS(SVG_NS, 'title');
  titleElement.id = EXPORT_TITLE_ID;
  titleElement.textContent = title;
  const descElement = document.createElementNS(SVG_NS, 'desc');
  descElement.id = EXPORT_DESC_ID;
  descElement.textContent = desc;
  svg.insertBefore(descElement, svg.firstChild);
  svg.insertBefore(titleElement, descElement);
  svg.setAttribute('role', 'img');
  svg.removeAttribute('aria-label');
  svg.setAttribute('aria-labelledby', `${EXPORT_TITLE_ID} ${EXPORT_DESC_ID}`);
}

/**
 * Names the picture on screen (aria-label, from the spec's title). While the canvas is editable its texts stay reachable,
 * so only then is it not a single image.
 */
export function labelPicture(svg: SVGSVGElement, spec: InfographicSpec, editable: boolean): void {
  // The title alone: the description's counts go through Intl.NumberFormat, whose first use costs 30-60 ms (issue 32).
  svg.setAttribute('aria-label', pictureTitle(spec));
  if (editable) svg.removeAttribute('role');
  else svg.setAttribute('role', 'img');
}
