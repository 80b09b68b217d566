// A palette's JSON file and link: written and read back, every bad file refused with a message saying what and where.
import { paletteAddress } from '../../../src/shared/links/links';
import { paletteFileName, paletteJson, readPaletteFile, readPaletteHash, readPaletteJson } from '../../../src/pages/style/paletteFile';

const BRAND = { name: 'Brand <b>bold</b>', colors: ['#1783ff', '#00c9c9', '#f0884d'] };

it('reads back the JSON it writes', () => {
  expect(readPaletteJson(paletteJson(BRAND))).toEqual({ ok: true, palette: BRAND });
});

it('accepts any CSS colour in a hand-written file and stores hex; a file without a name gets one', () => {
  expect(readPaletteJson('{"colors": ["red", "rgb(0 0 255)", "oklch(70% 0.1 200)"]}')).toEqual({
    ok: true,
    palette: { name: 'Imported palette', colors: ['#ff0000', '#0000ff', expect.stringMatching(/^#[0-9a-f]{6}$/)] },
  });
});

it.each([
  ['{"name": "A", "colors": ["#fff"],}', /^This is not JSON \(line 1: Expected double-quoted property name\)/],
  [
    '{\n  "name": "A",\n  "colors": [\n    "#fff"\n    "#000"\n  ]\n}',
    /^This is not JSON \(line 5: Expected ',' or ']' after array element\)/,
  ],
  ['{"name": "A", "colors": ', /^This is not JSON \(Unexpected end of JSON input\)/],
  ['["#ffffff"]', /one JSON object/],
  ['{"kind": "infographic-spec", "colors": ["#fff"]}', /"kind" is "infographic-spec": this is not a palette file/],
  ['{"version": 2, "colors": ["#fff"]}', /"version" is 2/],
  ['{"name": 3, "colors": ["#fff"]}', /"name" must be text/],
  ['{"name": "A"}', /"colors" is missing/],
  ['{"colors": []}', /"colors" is empty/],
  ['{"colors": ["#fff", "nope", "#000"]}', /"colors" item 2 \("nope"\) is not a colour/],
  ['{"colors": ["#fff", 7]}', /"colors" item 2 \(7\) is not a colour/],
  [`{"colors": ${JSON.stringify(Array(101).fill('#000'))}}`, /holds 101 colours; a palette may have at most 100/],
  [`{"name": "${'x'.repeat(81)}", "colors": ["#000"]}`, /"name" is 81 characters long/],
])('refuses %s with a message', (text, message) => {
  const read = readPaletteJson(text);
  expect(read.ok).toBe(false);
  expect(!read.ok && read.message).toMatch(message);
});

it('names the file and says nothing changed when an imported file is bad', async () => {
  const read = await readPaletteFile(new File(['{"colors": ["#fff", "nope"]}'], 'brand.json'));
  expect(read).toEqual({
    ok: false,
    message: expect.stringMatching(/^“brand\.json” is not a palette file\. .*item 2.* Nothing was changed\.$/),
  });
  const big = await readPaletteFile(new File(['x'.repeat(70 * 1024)], 'huge.json'));
  expect(!big.ok && big.message).toMatch(/“huge\.json” is 70 KB; a palette file is at most 64 KB/);
  await expect(readPaletteFile(new File([paletteJson(BRAND)], 'ok.json'))).resolves.toEqual({ ok: true, palette: BRAND });
});

it('carries a palette in a /style link and reads it back; a link without one is not a palette link', () => {
  const link = paletteAddress(paletteJson(BRAND));
  if (!link.ok) throw new Error(link.message);
  expect(link.url).toMatch(/^\/style#v=1&palette=[A-Za-z0-9_-]+$/);
  expect(readPaletteHash(new URL(link.url, 'https://example.test').hash)).toEqual({ ok: true, palette: BRAND });
  expect(readPaletteHash('#v=1&code=abc')).toBeNull();
  expect(readPaletteHash('')).toBeNull();
});

it('refuses a damaged palette link, a link of an unknown format, and a link holding something else', () => {
  const link = paletteAddress(paletteJson(BRAND));
  if (!link.ok) throw new Error(link.message);
  const hash = new URL(link.url, 'https://example.test').hash;
  expect(readPaletteHash(hash.slice(0, -5))).toEqual({
    ok: false,
    message: expect.stringMatching(/^This palette link cannot be opened: it is damaged.*Nothing was changed\.$/),
  });
  expect(readPaletteHash(hash.replace('v=1', 'v=9'))).toEqual({
    ok: false,
    message: expect.stringMatching(/format this version of the app does not know/),
  });
  const other = paletteAddress('{"colors": ["nope"]}');
  if (!other.ok) throw new Error(other.message);
  expect(readPaletteHash(new URL(other.url, 'https://example.test').hash)).toEqual({
    ok: false,
    message: expect.stringMatching(/^This palette link does not hold a palette\. "colors" item 1/),
  });
});

it('makes a file name from the palette name', () => {
  expect(paletteFileName('Brand <b>bold</b>', 'json')).toBe('brand-b-bold-b.json');
  expect(paletteFileName('<>', 'txt')).toBe('palette.txt');
});
