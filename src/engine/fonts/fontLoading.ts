// Loads the webfont slices a picture's text needs, so the library measures text with the face it is drawn with.
// No library import: the engine's front door (index.ts) starts the default family before the engine chunk arrives.
import { parseUnicodeRange } from './faces/unicodeRanges';
import { SHIPPED_FAMILIES } from './shippedFonts';
import { oncePerKey } from '../../runtime/lazy';

export { parseUnicodeRange };

/** What one picture draws: shipped families in fallback order, and every character of its text. */
export interface FontNeed {
  families: string[];
  text: string;
}

/** One unicode-range slice of a family: its face, weight and sorted code point intervals. */
interface Slice {
  face: FontFace;
  weight: number;
  starts: number[];
  ends: number[];
}

function fontSet(): FontFaceSet | null {
  return typeof document !== 'undefined' && document.fonts && typeof document.fonts.forEach === 'function' ? document.fonts : null;
}

const unquote = (name: string) => name.trim().replace(/^["']|["']$/g, '');

let indexedSize = -1;
/** Each shipped family's slices in declaration order (the order document.fonts lists CSS faces in). */
const slices = new Map<string, Slice[]>();
const picks = new Map<string, FontFace | null>();

/** The shipped slices in the document, per family (rebuilt when a family's CSS adds faces). */
function slicesOf(family: string): Slice[] {
  const set = fontSet();
  if (!set) return [];
  if (set.size !== indexedSize) {
    slices.clear();
    picks.clear();
    indexedSize = set.size;
    set.forEach((face) => {
      const name = unquote(face.family);
      if (!SHIPPED_FAMILIES[name]) return;
      const ranges = parseUnicodeRange(face.unicodeRange).sort((x, y) => x[0] - y[0]);
      const list = slices.get(name) ?? [];
      list.push({
        face,
        weight: Number.parseInt(face.weight, 10) || 400,
        starts: ranges.map((r) => r[0]),
        ends: ranges.map((r) => r[1]),
      });
      slices.set(name, list);
    });
  }
  return slices.get(family) ?? [];
}

function covers(slice: Slice, codePoint: number): boolean {
  let low = 0;
  let high = slice.starts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (slice.starts[mid] > codePoint) high = mid - 1;
    else if (slice.ends[mid] < codePoint) low = mid + 1;
    else return true;
  }
  return false;
}

/**
 * The slice the browser draws a code point with in one family and weight: of the slices whose unicode-range covers it, the
 * one declared last (CSS Fonts: overlapping ranges are tried in reverse order of definition; the build takes the Latin
 * part's characters out of the rest's ranges, so ASCII stays with the Latin slice whichever stylesheet arrived last).
 */
function sliceFor(family: string, codePoint: number, weight: number): FontFace | null {
  const list = slicesOf(family);
  const key = `${family}|${weight}|${codePoint}`;
  const known = picks.get(key);
  if (known !== undefined) return known;
  let found: FontFace | null = null;
  for (let i = list.length - 1; i >= 0; i--) {
    if (list[i].weight === weight && covers(list[i], codePoint)) {
      found = list[i].face;
      break;
    }
  }
  picks.set(key, found);
  return found;
}

/**
 * The faces the browser would draw `text` with, in each weight the families ship, and the characters each draws: a
 * character goes to the first family whose slices cover it (the browser's fallback order), one slice per character and weight.
 */
export function charactersByFace(need: FontNeed): Map<FontFace, string> {
  const chosen = new Map<FontFace, string>();
  const codePoints = new Set<number>();
  // a space is drawn too (its width comes from the face's slice, and a PDF subset without it loses the text after it)
  for (const char of need.text) if (char === ' ' || char.trim()) codePoints.add(char.codePointAt(0)!);
  const weights = [...new Set(need.families.flatMap((family) => SHIPPED_FAMILIES[family]?.weights ?? []))];
  for (const codePoint of codePoints) {
    for (const weight of weights) {
      for (const family of need.families) {
        const shipped = SHIPPED_FAMILIES[family];
        if (!shipped) continue;
        // a family without this weight draws it synthetically from its nearest one
        const face = sliceFor(family, codePoint, shipped.weights.includes(weight) ? weight : shipped.weights[0]);
        if (face) {
          chosen.set(face, (chosen.get(face) ?? '') + String.fromCodePoint(codePoint));
          break;
        }
      }
    }
  }
  return chosen;
}

/** True when the families' slices in the document cover every character of `text` but whitespace (in some weight). */
export function coversText(need: FontNeed): boolean {
  for (const char of need.text) {
    if (!char.trim()) continue;
    const codePoint = char.codePointAt(0)!;
    if (!need.families.some((family) => slicesOf(family).some((slice) => covers(slice, codePoint)))) return false;
  }
  return true;
}

/** The faces the browser would draw `text` with (see charactersByFace). */
export function facesFor(need: FontNeed): FontFace[] {
  return [...charactersByFace(need).keys()];
}

/** One of a family's two stylesheets: its name is the family and the part's index in `loadCss`. */
const partKey = (family: string, part: number) => `${family}|${part}`;
const cssLoaded = new Set<string>();

/** One stylesheet part's load, shared; a failed one is forgotten, so the next picture tries again. */
const cssPart = oncePerKey((key: string) => {
  const cut = key.lastIndexOf('|');
  return SHIPPED_FAMILIES[key.slice(0, cut)].loadCss[Number(key.slice(cut + 1))]().then(() => {
    cssLoaded.add(key);
  });
});

/** Adds one part of a family's @font-face rules (once); false when its stylesheet could not load. */
function loadCss(family: string, part: number): Promise<boolean> {
  return cssPart(partKey(family, part)).then(
    () => true,
    () => false,
  );
}

/**
 * The next stylesheet part the text needs, walking the families in fallback order: a family's Latin part first, its rest
 * (the CJK slices) only for characters the parts loaded so far leave uncovered, the next family only for what this one
 * lacks; null when nothing more is needed. `failed` parts are passed over (their characters fall through, as in the browser).
 */
function nextPart(need: FontNeed, failed: ReadonlySet<string> = new Set()): [string, number] | null {
  const left = new Set<number>();
  for (const char of need.text) if (char.trim()) left.add(char.codePointAt(0)!);
  for (const family of need.families) {
    const shipped = SHIPPED_FAMILIES[family];
    if (!shipped) continue;
    for (let part = 0; part < shipped.loadCss.length && left.size > 0; part++) {
      const key = partKey(family, part);
      if (failed.has(key)) continue;
      if (!cssLoaded.has(key)) return [family, part];
      const list = slicesOf(family);
      for (const codePoint of left) if (list.some((slice) => covers(slice, codePoint))) left.delete(codePoint);
    }
  }
  return null;
}

/** True when every slice the text needs is in (or failed for good): drawing now measures with the faces drawn. */
export function fontsReady(need: FontNeed): boolean {
  if (!fontSet()) return true; // no font loading here (jsdom, a worker): nothing to wait for
  if (nextPart(need)) return false;
  return facesFor(need).every((face) => face.status === 'loaded' || face.status === 'error');
}

/**
 * The shipped families a slice of which the text needs failed to load (offline, before a picture ever used it): the
 * browser draws those characters with a fallback face, and a FontFace in error is not fetched again before a reload.
 */
export function unavailableFamilies(need: FontNeed): string[] {
  if (!fontSet()) return [];
  const families = new Set<string>();
  for (const face of facesFor(need)) if (face.status === 'error') families.add(unquote(face.family));
  return [...families];
}

/** Loads the stylesheet parts the text needs, one after another, then its slices; never rejects (a failed slice draws with the fallback). */
export async function loadFonts(need: FontNeed): Promise<void> {
  if (!fontSet()) return;
  const failed = new Set<string>();
  for (let part = nextPart(need); part; part = nextPart(need, failed)) {
    if (!(await loadCss(...part))) failed.add(partKey(...part));
  }
  await Promise.all(facesFor(need).map((face) => face.load().catch(() => undefined)));
}

/** Every string in a spec (titles, labels, descriptions, values), for the characters the picture will draw. */
export function textOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) textOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value as Record<string, unknown>)) textOf(item, into);
  return into;
}

/** Printable ASCII: what a Latin picture draws, loaded with the default family before the first picture. */
export const BASIC_LATIN = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
