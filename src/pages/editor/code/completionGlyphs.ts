// What a completion shows beside its name: a swatch for a colour, the icon itself for an icon name (aria-hidden: the name says it).
import type { Completion } from '@codemirror/autocomplete';

/** A completion that can draw itself: an icon's SVG markup, read when the option is drawn. */
export interface DrawnCompletion extends Completion {
  svg?: () => string | null;
}

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
  // a mask, not an <img>: the icon takes the list's text colour (selected or not, light or dark)
  const icon = glyph('cm-completionGlyph');
  icon.style.setProperty('mask-image', `url("data:image/svg+xml,${encodeURIComponent(svg)}")`);
  return icon;
}
