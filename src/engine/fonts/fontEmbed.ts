// Exported SVG draws the same elsewhere: the characters its text uses go into the file as @font-face fonts with data: URLs.
import { charactersByFace, parseUnicodeRange } from './fontLoading';
import { SHIPPED_FAMILIES, shippedFamiliesIn } from './shippedFonts';
import { oncePerKey } from '../../runtime/lazy';

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

export function base64(bytes: Uint8Array): string {
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

/** One family and weight of the file: the slices its characters come from, on our origin, and the characters of each. */
export interface FaceGroup {
  family: string;
  weight: string;
  slices: Array<{ url: string; unicodeRange: string; text: string }>;
}

const fontFaceRule = (group: FaceGroup, src: string, unicodeRange?: string) =>
  `@font-face{font-family:"${group.family}";font-style:normal;font-weight:${group.weight};src:${src}${unicodeRange ? `;unicode-range:${unicodeRange}` : ''}}`;

/** Slice files by address, kept for the page's life: the next export reuses them and the subsetter's decoded fonts. */
const fetchBytes = oncePerKey((url: string) =>
  fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }),
);

/**
 * The shipped faces `text` is drawn with in each font stack, grouped by family and weight, with the slice files on our
 * origin (from the document's stylesheets) and the characters each slice draws.
 */
export function faceGroups(doc: Document, stacks: string[], text: string): FaceGroup[] {
  const faces = new Map<FontFace, string>();
  for (const stack of stacks) {
    const families = shippedFamiliesIn(stack);
    if (families.length) for (const [face, chars] of charactersByFace({ families, text })) faces.set(face, chars);
  }
  if (!faces.size) return [];
  const addresses = sliceAddresses(doc);
  const groups = new Map<string, FaceGroup>();
  for (const [face, chars] of faces) {
    const family = face.family.replace(/^["']|["']$/g, '');
    if (!SHIPPED_FAMILIES[family]) continue;
    const url = addresses.get(faceKey(family, face.weight, face.unicodeRange));
    if (!url) continue;
    const key = `${family}|${face.weight}`;
    const group = groups.get(key) ?? { family, weight: face.weight, slices: [] };
    group.slices.push({ url, unicodeRange: face.unicodeRange, text: chars });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The slice files of some groups, in order. */
export function sliceFiles(groups: FaceGroup[]): Promise<Uint8Array[][]> {
  return Promise.all(groups.map((group) => Promise.all(group.slices.map((slice) => fetchBytes(slice.url)))));
}

/**
 * One TrueType font named `name` with the characters of the groups' slices, in order (a character goes to the first that
 * has it). The fontsubset chunk loads on the first export that needs it.
 */
export async function subsetOfGroups(name: string, groups: FaceGroup[], files: Uint8Array[][]): Promise<Uint8Array> {
  const { subsetFont } = await import(/* webpackChunkName: "fontsubset" */ './fontSubset');
  const sources = groups.flatMap((group, g) => group.slices.map((slice, index) => ({ bytes: files[g][index], text: slice.text })));
  return new Uint8Array(subsetFont(name, sources));
}

/** The group's whole slices, each with its unicode-range: what the file carries when subsetting fails. */
function sliceRules(group: FaceGroup, files: Uint8Array[]): string[] {
  return group.slices.map((slice, index) =>
    fontFaceRule(group, `url(data:font/woff2;base64,${base64(files[index])}) format("woff2")`, slice.unicodeRange),
  );
}

/**
 * Adds a <style> of @font-face rules to the exported SVG: for each shipped family and weight its text is drawn with, one
 * font holding just those characters, taken from the unicode-range slices the page drew them with.
 * `drawn` is the picture on screen: its computed font covers text that names no font (inherited from the page).
 */
export async function embedFontFaces(node: SVGSVGElement, drawn: SVGSVGElement): Promise<number> {
  const doc = drawn.ownerDocument;
  if (!doc?.fonts) return 0;
  const computed = doc.defaultView?.getComputedStyle(drawn).fontFamily ?? '';
  const groups = faceGroups(doc, [...stacksIn(node), computed].filter(Boolean), node.textContent ?? '');
  const rules = await Promise.all(
    groups.map(async (group) => {
      let files: Uint8Array[][];
      try {
        files = await sliceFiles([group]);
      } catch {
        return []; // a slice that did not load: the file names the family and the viewer's fallback draws
      }
      try {
        const font = await subsetOfGroups(group.family, [group], files);
        return [fontFaceRule(group, `url(data:font/ttf;base64,${base64(font)}) format("truetype")`)];
      } catch {
        return sliceRules(group, files[0]); // a face the subsetter cannot read: its whole slices still draw the same
      }
    }),
  );
  const css = rules.flat();
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
