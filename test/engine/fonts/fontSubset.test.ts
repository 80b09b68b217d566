// The export subsetter keeps exactly the characters a file draws, with the shipped slices' outlines and advances.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { subsetFont } from '../../../src/engine/fonts/fontSubset';

const files = path.join(__dirname, '../../../node_modules/@fontsource/noto-sans-sc/files');
const slice = (name: string) => new Uint8Array(readFileSync(path.join(files, name)));
const open = (bytes: ArrayBuffer | Uint8Array) => create(Buffer.from(bytes as ArrayBuffer)) as Font;
/** The characters a font draws with a glyph of their own (a cmap's closing 0xFFFF segment maps to .notdef). */
const drawn = (font: Font) =>
  font.characterSet
    .filter((codePoint) => font.glyphForCodePoint(codePoint).id !== 0)
    .map((codePoint) => String.fromCodePoint(codePoint))
    .sort()
    .join('');

const LATIN = slice('noto-sans-sc-latin-400-normal.woff2');
// 数 and 分 are in slice 118, 据 in 116 (their unicode-ranges in @fontsource/noto-sans-sc/400.css)
const CJK_118 = slice('noto-sans-sc-118-400-normal.woff2');
const CJK_116 = slice('noto-sans-sc-116-400-normal.woff2');

describe('subsetFont', () => {
  it('holds the characters asked for from each slice, and nothing else', () => {
    const subset = open(
      subsetFont('Noto Sans SC', [
        { bytes: LATIN, text: 'Plan 2026' },
        { bytes: CJK_118, text: '数分' },
        { bytes: CJK_116, text: '据' },
      ]),
    );
    expect(subset.type).toBe('TTF');
    expect(subset.familyName).toBe('Noto Sans SC');
    expect(drawn(subset)).toBe([...new Set('Plan 2026数分据')].sort().join(''));
  });

  it('draws each character with the slice’s outline and advance (layout stays as on screen)', () => {
    const source = open(CJK_118);
    const subset = open(subsetFont('Noto Sans SC', [{ bytes: CJK_118, text: '数分' }]));
    expect(subset.unitsPerEm).toBe(source.unitsPerEm);
    expect([subset.ascent, subset.descent]).toEqual([source.ascent, source.descent]);
    for (const char of '数分') {
      const drawn = subset.glyphForCodePoint(char.codePointAt(0)!);
      const original = source.glyphForCodePoint(char.codePointAt(0)!);
      expect(drawn.id).not.toBe(0);
      expect(drawn.advanceWidth).toBe(original.advanceWidth);
      for (const side of ['minX', 'minY', 'maxX', 'maxY'] as const)
        expect(Math.abs(drawn.path.bbox[side] - original.path.bbox[side])).toBeLessThanOrEqual(1);
      expect(drawn.path.commands.length).toBeGreaterThan(10);
    }
  });

  it('is a small share of the slices it takes from', () => {
    const bytes = subsetFont('Noto Sans SC', [
      { bytes: CJK_118, text: '数分' },
      { bytes: CJK_116, text: '据' },
    ]).byteLength;
    expect(bytes).toBeLessThan((CJK_118.byteLength + CJK_116.byteLength) / 5);
  });

  it('leaves out a character its slice does not have', () => {
    const subset = open(subsetFont('Noto Sans SC', [{ bytes: LATIN, text: 'A数' }]));
    expect(drawn(subset)).toBe('A');
  });
});
