// Opening files: .txt/.json specs are read; everything else gets a message that says what is wrong.
import { MAX_SOURCE_CHARS } from '../../../src/engine';
import { readSpecFile, specTextProblem } from '../../../src/shared/opening/specFile';

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label A\n';

function file(content: BlobPart, name: string, type = ''): File {
  return new File([content], name, { type });
}

test('reads a .txt spec and a .json spec as they are', async () => {
  await expect(readSpecFile(file(SPEC, 'steps.txt', 'text/plain'))).resolves.toEqual({
    ok: true,
    name: 'steps.txt',
    text: SPEC,
    picture: false,
  });
  const json = JSON.stringify({ template: 'chart-column-simple', data: { values: [] } });
  await expect(readSpecFile(file(json, 'chart.json', 'application/json'))).resolves.toEqual({
    ok: true,
    name: 'chart.json',
    text: json,
    picture: false,
  });
});

test('drops a UTF-8 byte order mark and keeps non-ASCII text', async () => {
  const text = `${SPEC}  title Café 数据\n`;
  await expect(readSpecFile(file(`\uFEFF${text}`, 'bom.txt'))).resolves.toEqual({ ok: true, name: 'bom.txt', text, picture: false });
});

test.each([
  ['another extension', file(SPEC, 'notes.md', 'text/markdown'), /not a \.txt or \.json file/],
  ['a cut-off image', file(Uint8Array.of(0x89, 0x50, 0x4e, 0x47), 'picture.png', 'image/png'), /not a PNG, JPEG, WebP or SVG picture/],
  ['bytes that are not UTF-8', file(Uint8Array.of(0xff, 0xfe, 0x00, 0x41), 'odd.txt'), /could not be read as UTF-8/],
  ['binary with NUL bytes', file('infographic x\u0000\u0000', 'bin.txt'), /not a text file/],
  ['an empty file', file('', 'empty.txt'), /is empty/],
  ['plain prose', file('Buy milk\nCall Bob\n', 'todo.txt'), /not an infographic spec/],
  ['JSON that is not options', file('{"name": "my-app", "version": "1.0.0"}', 'package.json'), /need a "template" or "data" field/],
  ['a JSON list', file('[1, 2, 3]', 'list.json'), /object, not a list/],
])('refuses %s with a clear message naming the file', async (_what, input, message) => {
  const result = await readSpecFile(input);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.message).toMatch(message);
    expect(result.message).toContain(input.name);
  }
});

test('refuses a file larger than any accepted source before reading it', async () => {
  const big = file('a'.repeat(MAX_SOURCE_CHARS * 3 + 1), 'big.txt');
  const result = await readSpecFile(big);
  expect(result).toMatchObject({ ok: false });
  if (!result.ok) expect(result.message).toMatch(/too large/);
});

test('a spec may start with comments, a code fence or the template key', () => {
  expect(specTextProblem(`# my chart\n// note\n\n${SPEC}`, 'a.txt')).toBeNull();
  expect(specTextProblem('```infographic\ninfographic x\n```', 'a.txt')).toBeNull();
  expect(specTextProblem('template list-grid-simple\ndata\n', 'a.txt')).toBeNull();
  // Broken JSON that looks like options is kept, so its diagnostics can point at the error.
  expect(specTextProblem('{ "template": "x", ', 'a.json')).toBeNull();
  expect(specTextProblem('infographics are fun', 'a.txt')).toMatch(/not an infographic spec/);
});

describe('pictures exported from the app', () => {
  const PIXEL = Uint8Array.from(
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  );

  test('a PNG or SVG carrying a source opens as that source, whatever its name says', async () => {
    const { addPngSource, addSourceMetadata } = await import('../../../src/engine/export/embeddedSource');
    const png = addPngSource(PIXEL, SPEC);
    await expect(readSpecFile(file(png, 'chart.png', 'image/png'))).resolves.toEqual({
      ok: true,
      name: 'chart.png',
      text: SPEC,
      picture: true,
    });
    const doc = document.implementation.createDocument('http://www.w3.org/2000/svg', 'svg', null);
    addSourceMetadata(doc.documentElement, SPEC);
    const svg = new XMLSerializer().serializeToString(doc);
    await expect(readSpecFile(file(svg, 'chart.svg', 'image/svg+xml'))).resolves.toEqual({
      ok: true,
      name: 'chart.svg',
      text: SPEC,
      picture: true,
    });
    // a PNG saved under an .svg name is still read as the PNG it is
    await expect(readSpecFile(file(png, 'renamed.svg'))).resolves.toMatchObject({ ok: true, text: SPEC, picture: true });
  });

  test('pictures from elsewhere get a clear message', async () => {
    await expect(readSpecFile(file(PIXEL, 'photo.png', 'image/png'))).resolves.toEqual({
      ok: false,
      message: expect.stringMatching(/“photo\.png” carries no infographic source: only pictures exported from this app/),
    });
    await expect(readSpecFile(file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg'))).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/“logo\.svg” carries no infographic source/),
    });
    await expect(readSpecFile(file('GIF89a', 'fake.png'))).resolves.toEqual({
      ok: false,
      message: '“fake.png” is not a PNG, JPEG, WebP or SVG picture.',
    });
  });
});
