// Builds a TrueType font holding only the characters a file draws, from the webfont slices they come from (loaded at export
// time only: the fontsubset chunk). fontkit decodes WOFF2 in plain JavaScript (the CSP allows no WebAssembly) and reads
// each glyph's outline; fonteditor-core writes them as a TTF with the cmap, metrics and names browsers and jsPDF need.
import { create, type Font, type PathCommand } from 'fontkit';
import type { TTF } from 'fonteditor-core';
import getEmptyttfObject from 'fonteditor-core/lib/ttf/getEmptyttfObject';
import TTFWriter from 'fonteditor-core/lib/ttf/ttfwriter';

/** One webfont file (WOFF2, WOFF or TTF) and the characters to take from it. */
export interface SubsetSource {
  bytes: Uint8Array;
  text: string;
}

/** fontkit's OS/2 table fields the subset copies (its type declarations list only a few). */
interface Os2Metrics {
  usWeightClass?: number;
  typoAscender?: number;
  typoDescender?: number;
  typoLineGap?: number;
  winAscent?: number;
  winDescent?: number;
  fsSelection?: Record<string, boolean>;
}

const same = (a: TTF.Point, b: TTF.Point) => a.x === b.x && a.y === b.y;

/** Decoded fonts by file: fontkit decodes a WOFF2 slice's glyphs once, the next export of the page reuses them. */
const decoded = new WeakMap<Uint8Array, Font>();

function fontOf(bytes: Uint8Array): Font {
  let font = decoded.get(bytes);
  if (!font) {
    font = create(bytes as Parameters<typeof create>[0]) as Font;
    decoded.set(bytes, font);
  }
  return font;
}

/**
 * A TrueType outline's drawing commands → its contours of on- and off-curve points. fontkit writes the on-curve point
 * TrueType implies between two control points; it is left out again when it is their exact midpoint.
 */
function contoursOf(commands: PathCommand[]): TTF.Contour[] {
  const contours: TTF.Contour[] = [];
  let contour: TTF.Contour = [];
  const point = (x: number, y: number, onCurve: boolean) => contour.push({ x: Math.round(x), y: Math.round(y), onCurve });
  commands.forEach(({ command, args }, index) => {
    if (command === 'moveTo') {
      contour = [];
      contours.push(contour);
      point(args[0], args[1], true);
    } else if (command === 'lineTo') {
      point(args[0], args[1], true);
    } else if (command === 'quadraticCurveTo') {
      point(args[0], args[1], false);
      const next = commands[index + 1];
      const implied =
        next?.command === 'quadraticCurveTo' && args[2] * 2 === args[0] + next.args[0] && args[3] * 2 === args[1] + next.args[1];
      if (!implied) point(args[2], args[3], true);
    } else if (command === 'bezierCurveTo') {
      throw new Error('A PostScript (CFF) outline cannot go into a TrueType subset.');
    }
  });
  for (const points of contours) {
    // the path returns to its start; the contour closes by itself
    if (points.length > 1 && points[0].onCurve && same(points[0], points[points.length - 1])) points.pop();
  }
  return contours.filter((points) => points.length > 1);
}

function glyphOf(font: Font, codePoint: number): TTF.Glyph {
  const glyph = font.glyphForCodePoint(codePoint);
  const contours = contoursOf(glyph.path.commands);
  const xs = contours.flat().map((p) => p.x);
  const ys = contours.flat().map((p) => p.y);
  const box = xs.length
    ? { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) }
    : { xMin: 0, yMin: 0, xMax: 0, yMax: 0 };
  return {
    contours,
    ...box,
    advanceWidth: glyph.advanceWidth,
    leftSideBearing: box.xMin,
    name: `uni${codePoint.toString(16).toUpperCase().padStart(4, '0')}`,
    unicode: [codePoint],
  };
}

/**
 * A TTF named `family` with the glyphs of each source's characters (a character the source lacks is left out), and the
 * first source's metrics (ascent, descent, line gap: line boxes stay as on screen).
 */
export function subsetFont(family: string, sources: SubsetSource[]): ArrayBuffer {
  const ttf = getEmptyttfObject();
  const fonts = sources.map((source) => ({ font: fontOf(source.bytes), text: source.text }));
  const first = fonts[0]?.font;
  if (!first) throw new Error('No font to take glyphs from.');
  const notdef = ttf.glyf[0];
  ttf.glyf = [notdef];
  const taken = new Set<number>();
  for (const { font, text } of fonts) {
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      if (taken.has(codePoint) || !font.hasGlyphForCodePoint(codePoint)) continue;
      taken.add(codePoint);
      ttf.glyf.push(glyphOf(font, codePoint));
    }
  }
  ttf.head.unitsPerEm = first.unitsPerEm;
  Object.assign(ttf.hhea, { ascent: first.hhea.ascent, descent: first.hhea.descent, lineGap: first.hhea.lineGap });
  const os2 = first['OS/2'] as unknown as Os2Metrics;
  const metrics = {
    usWeightClass: os2.usWeightClass,
    sTypoAscender: os2.typoAscender,
    sTypoDescender: os2.typoDescender,
    sTypoLineGap: os2.typoLineGap,
    usWinAscent: os2.winAscent,
    usWinDescent: os2.winDescent,
  };
  for (const [key, value] of Object.entries(metrics)) if (typeof value === 'number') Object.assign(ttf['OS/2'], { [key]: value });
  const postScript = family.replace(/[^A-Za-z0-9-]/g, '');
  Object.assign(ttf.name, {
    fontFamily: family,
    fontSubFamily: 'Regular',
    fullName: family,
    postScriptName: postScript,
    uniqueSubFamily: `${postScript}-subset`,
  });
  return new TTFWriter().write(ttf);
}
