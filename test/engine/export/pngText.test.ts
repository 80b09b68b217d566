// PNG text chunks: what withPngText writes, readPngText and other PNG readers (the CRC, the chunk order) agree on.
import { crc32, isPng, readPngText, withPngText } from '../../../src/engine/export/pngText';

/** The smallest valid PNG: one transparent pixel (IHDR, IDAT, IEND). */
const PIXEL = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

function chunkTypes(png: Uint8Array): string[] {
  const types: string[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at < png.length; at += 12 + view.getUint32(at)) types.push(Buffer.from(png.subarray(at + 4, at + 8)).toString('latin1'));
  return types;
}

test('CRC-32 matches the standard check value', () => {
  expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  // the IEND chunk's CRC, as every PNG writer computes it
  expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
});

test('writes an iTXt chunk before IEND and reads back the exact UTF-8 text', () => {
  const text = 'infographic list-row\ndata\n  title Café 季度 <b>&amp;</b> "quoted"\n';
  const png = withPngText(PIXEL, 'infographic-source', text);
  expect(isPng(png)).toBe(true);
  expect(chunkTypes(png)).toEqual(['IHDR', 'IDAT', 'iTXt', 'IEND']);
  expect(readPngText(png, 'infographic-source')).toBe(text);
  expect(readPngText(png, 'other-key')).toBeNull();
  expect(readPngText(PIXEL, 'infographic-source')).toBeNull();
});

test('reads a Latin-1 tEXt chunk written by another tool', () => {
  const body = Uint8Array.from(Buffer.from('infographic-source\0infographic a\n', 'latin1'));
  const chunk = new Uint8Array(12 + body.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length);
  chunk.set(Buffer.from('tEXt', 'latin1'), 4);
  chunk.set(body, 8);
  view.setUint32(8 + body.length, crc32(chunk.subarray(4, 8 + body.length)));
  const png = new Uint8Array([...PIXEL.subarray(0, PIXEL.length - 12), ...chunk, ...PIXEL.subarray(PIXEL.length - 12)]);
  expect(readPngText(png, 'infographic-source')).toBe('infographic a\n');
});

test('a chunk whose CRC does not match is ignored, and a truncated file does not throw', () => {
  const png = withPngText(PIXEL, 'infographic-source', 'infographic a');
  const damaged = png.slice();
  damaged[damaged.length - 20] ^= 0xff; // a byte of the text
  expect(readPngText(damaged, 'infographic-source')).toBeNull();
  expect(readPngText(png.subarray(0, 40), 'infographic-source')).toBeNull();
});

test('refuses what it cannot write', () => {
  expect(() => withPngText(new Uint8Array([1, 2, 3]), 'k', 't')).toThrow(/Not a PNG/);
  expect(() => withPngText(PIXEL, '', 't')).toThrow(/keyword/);
});
