// The build's font CSS loaders: WOFF2 only, and each family split into a Latin part and the rest (the CJK slices).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontPartLoader, { splitFontFaces } from '../../../build/loaders/fontPartLoader';
import woff2OnlyLoader from '../../../build/loaders/woff2OnlyLoader';
import { parseUnicodeRange } from '../../../src/engine/fonts/fontLoading';
import { subtractRanges } from '../../../src/engine/fonts/faces/unicodeRanges';

describe('woff2OnlyLoader', () => {
  it('drops the WOFF fallback from the packages’ @font-face rules, keeping the WOFF2 source', () => {
    const css = readFileSync(path.join(__dirname, '../../../node_modules/@fontsource/yomogi/latin-400.css'), 'utf8');
    expect(css).toMatch(/\.woff\)/);
    const out = woff2OnlyLoader(css);
    expect(out).not.toMatch(/\.woff\)/);
    expect(out).toMatch(/src: url\(\.\/files\/yomogi-latin-400-normal\.woff2\) format\('woff2'\);/);
  });
});

describe('splitFontFaces (fontPartLoader)', () => {
  const packageCss = (file: string) => woff2OnlyLoader(readFileSync(path.join(__dirname, '../../../node_modules', file), 'utf8'));
  /** Each rule's woff2 file and code point intervals. */
  const rulesOf = (css: string) =>
    Array.from(css.matchAll(/url\(['"]?\.\/files\/([^'")]+\.woff2)[^;]*;\s*unicode-range:\s*([^;}]*)/g), (m) => ({
      file: m[1],
      ranges: parseUnicodeRange(m[2]),
    }));
  const covers = (ranges: Array<[number, number]>, codePoint: number) => ranges.some(([a, b]) => a <= codePoint && codePoint <= b);
  const ASCII = Array.from({ length: 95 }, (_, i) => 0x20 + i);

  it.each([
    ['@fontsource/noto-sans-sc/400.css', 4],
    ['@fontsource/noto-serif-sc/400.css', 4],
    ['@fontsource/yomogi/400.css', 4],
    ['lxgw-wenkai-webfont/lxgwwenkai-regular.css', 11],
  ])('%s: the Latin part draws all of ASCII, the rest none of its characters, and nothing is lost', (file, latinRules) => {
    const css = packageCss(file);
    const whole = rulesOf(css);
    const latin = rulesOf(splitFontFaces(css, 'latin'));
    const rest = rulesOf(splitFontFaces(css, 'rest'));
    expect(latin).toHaveLength(latinRules);
    expect(ASCII.filter((codePoint) => !latin.some((rule) => covers(rule.ranges, codePoint)))).toEqual([]);
    const latinRanges = latin.flatMap((rule) => rule.ranges);
    expect(rest.filter((rule) => rule.ranges.some(([a, b]) => latinRanges.some(([c, d]) => a <= d && c <= b)))).toEqual([]);
    // every character of every slice is still drawn: by the same file, or by the Latin part
    const files = new Map([...latin, ...rest].map((rule) => [rule.file, rule.ranges]));
    const lost = whole.flatMap((rule) =>
      rule.ranges
        .flat()
        .filter((codePoint) => !covers(files.get(rule.file) ?? [], codePoint) && !covers(latinRanges, codePoint))
        .map((codePoint) => `${rule.file} U+${codePoint.toString(16)}`),
    );
    expect(lost).toEqual([]);
    expect(latin.length + rest.length).toBeLessThanOrEqual(whole.length);
  });

  it('the loader passes ?part= on from our family file to the package CSS, and splits it there (query as resolved)', () => {
    const run = (resourceQuery: string, css: string) =>
      (fontPartLoader as (this: unknown, css: string) => string).call({ resourceQuery }, css);
    expect(run('?part=rest', "@import '@fontsource/noto-sans-sc/400.css';")).toBe("@import '@fontsource/noto-sans-sc/400.css?part=rest';");
    const css = packageCss('@fontsource/noto-sans-sc/400.css');
    // the package's `"./*": "./*.css"` export resolves `400.css?part=latin` as `400.css?part=latin.css`
    expect(run('?part=latin.css', css)).toBe(splitFontFaces(css, 'latin'));
    expect(run('', css)).toBe(css);
  });

  it('subtractRanges cuts intervals out and keeps the rest', () => {
    expect(
      subtractRanges(
        [
          [0x20, 0x7e],
          [0x4e00, 0x4e10],
        ],
        [[0x0, 0xff]],
      ),
    ).toEqual([[0x4e00, 0x4e10]]);
    expect(
      subtractRanges(
        [[0x0, 0x300]],
        [
          [0x10, 0x20],
          [0x100, 0x1ff],
        ],
      ),
    ).toEqual([
      [0x0, 0xf],
      [0x21, 0xff],
      [0x200, 0x300],
    ]);
  });
});
