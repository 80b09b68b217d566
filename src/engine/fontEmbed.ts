// Exported SVG draws the same elsewhere: the webfont slices its text uses go into the file as @font-face with data: URLs.
import { facesFor, parseUnicodeRange } from './fontLoading';
import { SHIPPED_FAMILIES, shippedFamiliesIn } from './shippedFonts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A slice's file on our origin, keyed like its FontFace: family, weight and unicode-range. */
function faceKey(family: string, weight: string, range: string): string {
  return `${family.trim().replace(/^["']|["']$/g, '')}|${Number.parseInt(weight, 10) || 400}|${JSON.stringify(parseUnicodeRange(range))}`;
}

/** The woff2 address of every shipped @font-face rule in the document's (same-origin) stylesheets. */
function sliceAddresses(doc: Document): Map<string, string> {
  const found = new Map<string, string>();
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = rule.style.getPropertyValue('font-family');
      const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule.style.getPropertyValue('src'))?.[1];
      if (!url) continue;
      const key = faceKey(
        family,
        rule.style.getPropertyValue('font-weight') || '400',
        rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
      );
      found.set(key, new URL(url, sheet.href ?? doc.baseURI).href);
    }
  }
  return found;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The font stacks the file names (attributes and inline styles). */
function stacksIn(node: SVGSVGElement): string[] {
  const stacks = new Set<string>();
  for (const el of [node, ...Array.from(node.querySelectorAll('*'))]) {
    const attribute = el.getAttribute('font-family');
    if (attribute) stacks.add(attribute);
    const styled = (el as SVGElement).style?.fontFamily;
    if (styled) stacks.add(styled);
  }
  return [...stacks];
}

/**
 * Adds a <style> of @font-face rules to the exported SVG: for each shipped family its text is drawn with, the unicode-range
 * slices that hold its characters, inlined as data: URLs (whole slices, not subset further: see docs/engine.md, Fonts).
 * `drawn` is the picture on screen: its computed font covers text that names no font (inherited from the page).
 */
export async function embedFontFaces(node: SVGSVGElement, drawn: SVGSVGElement): Promise<number> {
  const doc = drawn.ownerDocument;
  if (!doc?.fonts) return 0;
  const computed = doc.defaultView?.getComputedStyle(drawn).fontFamily ?? '';
  const stacks = [...stacksIn(node), computed].filter(Boolean);
  const text = node.textContent ?? '';
  const faces = new Set<FontFace>();
  for (const stack of stacks) {
    const families = shippedFamiliesIn(stack);
    if (families.length) for (const face of facesFor({ families, text })) faces.add(face);
  }
  if (!faces.size) return 0;
  const addresses = sliceAddresses(doc);
  const rules = await Promise.all(
    [...faces].map(async (face) => {
      const family = face.family.replace(/^["']|["']$/g, '');
      if (!SHIPPED_FAMILIES[family]) return '';
      const url = addresses.get(faceKey(family, face.weight, face.unicodeRange));
      if (!url) return '';
      const response = await fetch(url);
      if (!response.ok) return '';
      const data = base64(new Uint8Array(await response.arrayBuffer()));
      return `@font-face{font-family:"${family}";font-style:normal;font-weight:${face.weight};src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${face.unicodeRange}}`;
    }),
  );
  const css = rules.filter(Boolean);
  if (!css.length) return 0;
  const style = node.ownerDocument.createElementNS(SVG_NS, 'style');
  style.textContent = css.join('\n');
  const defs = node.ownerDocument.createElementNS(SVG_NS, 'defs');
  defs.appendChild(style);
  node.insertBefore(defs, node.firstChild);
  // text that names no font inherits it from the page on screen; in the file it gets the same stack from the root
  if (!node.getAttribute('font-family') && computed) node.setAttribute('font-family', computed);
  return css.length;
}
