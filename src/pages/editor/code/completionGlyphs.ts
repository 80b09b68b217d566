// What a completion shows beside its name: a swatch for a colour, the icon itself for an icon name (aria-hidden: the name says it).
import type { Completion } from '@codemirror/autocomplete';

/** A completion that can draw itself: an icon's SVG markup, read when the option is drawn (a promise while its chunk loads). */
export interface DrawnCompletion extends Completion {
  svg?: () => string | null | Promise<string | null>;
}

/** A glyph whose icon has not arrived: the same box, nothing painted. */
export const BLANK_GLYPH = 'cm-completionGlyph-blank';

function glyph(className: string): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/** The glyph for an option, or null for options drawn by name alone. Painted through the CSSOM, which the CSP allows. */
export function completionGlyph(completion: DrawnCompletion): Node | null {
  if (completion.type === 'colour') {
    const swatch = glyph('cm-completionSwatch');
    swatch.style.backgroundColor = completion.label;
    return swatch;
  }
  const svg = completion.type === 'icon' ? completion.svg?.() : null;
  if (!svg) return null;
  const icon = glyph('cm-completionGlyph');
  if (typeof svg === 'string') paintIcon(icon, svg);
  else {
    // a blank box of the icon's size until its chunk is here, so the list does not move when it is filled in
    icon.classList.add(BLANK_GLYPH);
    void svg.then(
      (markup) => {
        if (markup) paintIcon(icon, markup);
      },
      () => undefined, // left blank: the next time the option is drawn asks again
    );
  }
  return icon;
}

/** A mask, not an <img>: the icon takes the list's text colour (selected or not, light or dark). */
function paintIcon(icon: HTMLElement, svg: string): void {
  icon.style.setProperty('mask-image', `url("data:image/svg+xml,${encodeURIComponent(svg)}")`);
  icon.classList.remove(BLANK_GLYPH);
}
