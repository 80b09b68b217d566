// The engine's fonts come from our origin: a Chinese spec draws with Noto Sans SC, the hand-drawn theme with Yomogi (and
// LXGW WenKai for the simplified characters Yomogi, a Japanese face, lacks: 这样说), only the slices the text needs are
// fetched (a Latin picture only the Latin part of the family's CSS), nothing leaves the origin, and an exported SVG carries
// the characters it draws, subset from those slices.
import type { Page } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import type { Visit } from '../harness/browserSession';
import { charactersWithoutGlyph, downloadOf, openRenderer, svgTextOffline } from './exportFiles';
import { CHINESE_SPEC as CHINESE } from './specs';

const session = useBrowser();

const HAND_DRAWN = `infographic list-row-simple-horizontal-arrow
data
  title Sketchy plan
  lists
    - label Draft
      desc 写下这样说
    - label Review
      desc Check it
theme hand-drawn
`;

/** The computed font-family of the innermost element whose own text is `text`. */
function computedFontOf(page: Page, text: string): Promise<string | null> {
  return page.evaluate((wanted) => {
    const preview = document.querySelector('[aria-label="Preview"] svg');
    const all = Array.from(preview?.querySelectorAll('*') ?? []);
    const element = all.find((el) => el.childElementCount === 0 && el.textContent?.trim() === wanted);
    return element ? getComputedStyle(element).fontFamily : null;
  }, text);
}

/** document.fonts.check for a font and text: true once every face the text needs in that font is loaded. */
function fontsCheck(page: Page, font: string, text: string): Promise<boolean> {
  return page.evaluate(({ font, text }) => document.fonts.check(font, text), { font, text });
}

/** The title's box as the library laid it out, and the title's width measured now with its drawn font and with the fallback alone. */
function titleWidths(page: Page, title: string): Promise<{ box: number; drawn: number; fallback: number } | null> {
  return page.evaluate((title) => {
    const frame = Array.from(document.querySelectorAll('[aria-label="Preview"] svg foreignObject')).find((fo) => fo.textContent === title);
    const span = frame?.querySelector('span');
    if (!frame || !span) return null;
    const style = getComputedStyle(span);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const drawn = context.measureText(title).width;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily.split(',').pop()!.trim()}`;
    return { box: Number(frame.getAttribute('width')), drawn, fallback: context.measureText(title).width };
  }, title);
}

/** The characters of `text` that no loaded slice of `family` covers (empty once its faces for the text are in). */
function uncovered(page: Page, family: string, text: string): Promise<string[]> {
  return page.evaluate(
    ({ family, text }) => {
      const inRange = (range: string, codePoint: number) =>
        range.split(',').some((part) => {
          const [from, to = from] = part.trim().replace(/^u\+/i, '').split('-');
          return parseInt(from, 16) <= codePoint && codePoint <= parseInt(to, 16);
        });
      const loaded: FontFace[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === family && face.status === 'loaded') loaded.push(face);
      });
      return Array.from(text.replace(/\s/g, '')).filter((char) => !loaded.some((face) => inRange(face.unicodeRange, char.codePointAt(0)!)));
    },
    { family, text },
  );
}

/** The bytes of the woff2 slices a page fetched whose file name starts with `prefix` (what a whole-slice export would carry). */
async function sliceBytes(visit: Visit, prefix: string): Promise<number> {
  const urls = visit.watch.requests.filter((url) => url.pathname.startsWith(`/fonts/${prefix}`));
  const sizes = await Promise.all(urls.map(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The woff2 slices fetched, by file name without its hash. */
function fontFiles(requests: URL[]): string[] {
  return requests
    .filter((url) => url.pathname.startsWith('/fonts/'))
    .map((url) => url.pathname.replace(/^\/fonts\//, '').replace(/\.[0-9a-f]{8}\.woff2$/, ''));
}

/** The families' @font-face stylesheets fetched, by file name without its hash (`font-noto-sans-sc-rest`: the CJK part). */
function fontCss(requests: URL[]): string[] {
  return requests
    .map((url) => /^\/(font-[a-z-]+)\.[0-9a-f]+\.css$/.exec(url.pathname)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

it('a Chinese spec draws with the shipped Noto Sans SC slices its text needs, all from our origin', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  await renderer.waitForPictureText('Shipping a release');
  // the Latin sample needs the Latin slice of each weight and nothing else
  await eventually(
    () => uncovered(visit.app.page, 'Noto Sans SC', 'Shipping a release'),
    (missing) => expect(missing).toEqual([]),
    { what: 'the Latin slices of Noto Sans SC loaded' },
  );
  expect(fontFiles(visit.watch.requests).sort()).toEqual(['noto-sans-sc-latin-400-normal', 'noto-sans-sc-latin-700-normal']);
  // and only the Latin part of its CSS: the CJK rules wait for a character outside it
  expect(fontCss(visit.watch.requests)).toEqual(['font-noto-sans-sc']);
  await renderer.source.fill(CHINESE);
  await renderer.waitForPictureText('正式上线');
  await eventually(
    () => computedFontOf(visit.app.page, '正式上线'),
    (font) => expect(font).toMatch(/^"Noto Sans SC"/),
    { what: 'the label drawn in Noto Sans SC' },
  );
  await eventually(
    () => fontsCheck(visit.app.page, '400 16px "Noto Sans SC"', '季度发布计划需求评审开发测试正式上线'),
    (loaded) => expect(loaded).toBe(true),
    { what: 'the Noto Sans SC slices for the text loaded' },
  );
  // waited for, not read once: check() above is also true before the CJK rules are in (no face then claims these characters)
  await eventually(
    () => uncovered(visit.app.page, 'Noto Sans SC', '季度发布计划需求评审开发测试正式上线确认范围与目标'),
    (missing) => expect(missing).toEqual([]),
    { what: 'Noto Sans SC slices covering every character of the spec' },
  );
  expect(fontCss(visit.watch.requests)).toEqual(['font-noto-sans-sc', 'font-noto-sans-sc-rest']);
  // the picture kept was laid out with Noto Sans SC's widths: the title's box fits the title as that face draws it
  await eventually(
    () => titleWidths(visit.app.page, '季度发布计划'),
    (widths) => {
      expect(widths).not.toBeNull();
      expect(Math.abs(widths!.box - widths!.drawn) / widths!.drawn).toBeLessThan(0.03);
    },
    { what: "the Chinese title's box measured with Noto Sans SC" },
  );
  const files = fontFiles(visit.watch.requests);
  // the Latin slices of both weights (the default family, loaded with the engine) and CJK slices of our Noto Sans SC, a small share of the ~100 per weight; no other family
  expect(files.some((name) => /^noto-sans-sc-\d+-400-normal$/.test(name))).toBe(true);
  expect(files.every((name) => name.startsWith('noto-sans-sc-'))).toBe(true);
  expect(files.length).toBeLessThan(50);
  expect(visit.watch.problems()).toEqual(noProblems());

  // the exported file carries the characters it draws, subset from those slices, inline: nothing in it points at a host
  const svg = (await downloadOf(visit.app.page, () => renderer.runAction('Download SVG'))).bytes.toString('utf8');
  expect(svg).toMatch(/@font-face\{font-family:"Noto Sans SC";[^}]*src:url\(data:font\/ttf;base64,/);
  expect(svg).not.toMatch(/url\(\s*["']?(https?:)?\/\//);
  expect(svg).not.toMatch(/\/fonts\//);
  const text = '季度发布计划需求评审确认范围与目标开发测试完成功能并验证正式上线发布给全部用户';
  expect(charactersWithoutGlyph(svg, 'Noto Sans SC', 400, text)).toEqual([]);
  expect(charactersWithoutGlyph(svg, 'Noto Sans SC', 700, text)).toEqual([]);
  // the whole file is smaller than the slices alone were
  expect(svg.length).toBeLessThan(await sliceBytes(visit, 'noto-sans-sc-'));
  // opened where nothing can be fetched, it draws its Chinese in the embedded Noto Sans SC, not the fallback
  const offline = await svgTextOffline(visit, svg, '正式上线', 'Noto Sans SC');
  expect(offline.loaded).toBe(true);
  expect(offline.differsFromFallback).toBe(true);
  expect(offline.blocked).toBe(0);
  // and opens again as its source, without a CSP report for its <style>
  await renderer.source.fill('infographic list-row-simple-horizontal-arrow\ndata\n  title Something else\n  lists\n    - label One\n');
  await renderer.waitForPictureText('Something else');
  await visit.app.page
    .getByLabel('Open a spec file')
    .setInputFiles({ name: 'plan.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await renderer.waitForSourceText(CHINESE);

  // with the CJK rules in, ASCII still comes from the Latin slices: a picture of every printable ASCII character fetches
  // no other slice (the CJK slices' ranges had ASCII in them, and the rules declared last win)
  const fetched = fontFiles(visit.watch.requests).sort();
  const ascii = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
    .join('')
    .replace(/[#\n]/g, '');
  await renderer.source.fill(
    `infographic list-row-simple-horizontal-arrow\ndata\n  title Every character\n  lists\n    - label ${ascii}\n`,
  );
  await renderer.waitForPictureText('Every character');
  await eventually(
    () => visit.app.page.evaluate(() => document.fonts.status),
    (status) => expect(status).toBe('loaded'),
    { what: 'the fonts for the ASCII picture settled' },
  );
  expect(await uncovered(visit.app.page, 'Noto Sans SC', ascii)).toEqual([]);
  expect(fontFiles(visit.watch.requests).sort()).toEqual(fetched);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('the hand-drawn theme draws with Yomogi, and its Chinese text with LXGW WenKai, from our origin', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.source.fill(HAND_DRAWN);
  await renderer.waitForPictureText('Sketchy plan');
  await eventually(
    () => computedFontOf(visit.app.page, 'Review'),
    (font) => expect(font).toMatch(/^"?Yomogi"?, "LXGW WenKai"/),
    { what: 'the label drawn in Yomogi' },
  );
  await eventually(
    () =>
      Promise.all([
        uncovered(visit.app.page, 'Yomogi', 'Sketchy plan Draft Review Check it 写下'),
        uncovered(visit.app.page, 'LXGW WenKai', '这样说'),
      ]),
    (missing) => expect(missing).toEqual([[], []]),
    { what: 'the Yomogi and LXGW WenKai slices for the text loaded' },
  );
  expect(await fontsCheck(visit.app.page, '16px "LXGW WenKai"', '这样说')).toBe(true);
  // the picture kept was laid out with Yomogi's widths (the library adds 1.5 %), not the fallback's
  await eventually(
    () => titleWidths(visit.app.page, 'Sketchy plan'),
    (widths) => {
      expect(widths).not.toBeNull();
      const { box, drawn, fallback } = widths!;
      expect(Math.abs(fallback - drawn) / drawn).toBeGreaterThan(0.05);
      expect(Math.abs(box - drawn) / drawn).toBeLessThan(0.03);
    },
    { what: "the title's box measured with Yomogi" },
  );
  const files = fontFiles(visit.watch.requests);
  expect(files.some((name) => name.startsWith('yomogi-latin-400'))).toBe(true);
  expect(files.some((name) => name.startsWith('lxgwwenkai-regular-subset-'))).toBe(true);

  // the exported SVG carries Yomogi for its Latin and kana, LXGW WenKai for the Chinese Yomogi lacks, subset to the text
  const svg = (await downloadOf(visit.app.page, () => renderer.runAction('Download SVG'))).bytes.toString('utf8');
  expect(charactersWithoutGlyph(svg, 'Yomogi', 400, 'Sketchy plan Draft Review Check it 写下')).toEqual([]);
  expect(charactersWithoutGlyph(svg, 'LXGW WenKai', 400, '这样说')).toEqual([]);
  expect(svg.length).toBeLessThan((await sliceBytes(visit, 'yomogi-')) + (await sliceBytes(visit, 'lxgwwenkai-')));
  const offline = await svgTextOffline(visit, svg, 'Sketchy plan', 'Yomogi');
  expect(offline.loaded).toBe(true);
  expect(offline.differsFromFallback).toBe(true);
  expect(offline.blocked).toBe(0);
  expect(visit.watch.problems()).toEqual(noProblems());
});
