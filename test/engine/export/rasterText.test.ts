import { readJpegText, readWebpText, withJpegText, withWebpText } from '../../../src/engine/export/rasterText';
import { pictureKind, rasterSource, addImageSource } from '../../../src/engine/export/embeddedSource';

// A JPEG's header segments: SOI, a JFIF APP0 of 16 bytes, then (as far as these functions read) the start of scan.
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xda, 0x00,
  0x02, 0x12, 0x34, 0xff, 0xd9,
]);

/** A simple (lossy, VP8) WebP: RIFF header and one VP8 chunk with 3 bytes of data (padded). */
function simpleWebp(): Uint8Array {
  const chunk = [0x56, 0x50, 0x38, 0x20, 3, 0, 0, 0, 1, 2, 3, 0];
  const size = 4 + chunk.length;
  return Uint8Array.from([0x52, 0x49, 0x46, 0x46, size, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, ...chunk]);
}

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Ünïcödé — 数据 🚀\n';

test('a JPEG carries the source in comment segments after its JFIF header, and gives it back', () => {
  const carried = withJpegText(JPEG, 'infographic-source', SPEC);
  expect(Array.from(carried.subarray(0, 20))).toEqual(Array.from(JPEG.subarray(0, 20))); // SOI and JFIF first, unchanged
  expect(carried[20]).toBe(0xff);
  expect(carried[21]).toBe(0xfe);
  expect(readJpegText(carried, 'infographic-source')).toBe(SPEC);
  expect(readJpegText(JPEG, 'infographic-source')).toBeNull();
  expect(pictureKind(carried)).toBe('jpeg');
  expect(rasterSource(carried)).toBe(SPEC);
});

test('a source longer than one JPEG segment is split and joined back in order', () => {
  const long = `${SPEC}${'  # a long comment line\n'.repeat(6000)}`;
  const carried = withJpegText(JPEG, 'infographic-source', long);
  expect(readJpegText(carried, 'infographic-source')).toBe(long);
});

test('a simple WebP becomes an extended one with the source in its own chunk; the image chunk is kept', () => {
  const webp = simpleWebp();
  const carried = addImageSource('webp', webp, SPEC, { width: 300, height: 200 });
  const text = new TextDecoder('latin1').decode(carried);
  expect(text.slice(0, 4)).toBe('RIFF');
  expect(new DataView(carried.buffer).getUint32(4, true)).toBe(carried.length - 8);
  expect(text.slice(12, 16)).toBe('VP8X');
  // canvas size minus one, 24-bit little endian
  expect(Array.from(carried.subarray(24, 30))).toEqual([0x2b, 0x01, 0x00, 199, 0x00, 0x00]);
  expect(text).toContain('VP8 ');
  expect(pictureKind(carried)).toBe('webp');
  expect(rasterSource(carried)).toBe(SPEC);
  expect(readWebpText(webp, 'infographic-source')).toBeNull();
  // a second source replaces nothing silently: the reader takes the first one written
  expect(readWebpText(withWebpText(carried, 'other', 'x', 300, 200), 'infographic-source')).toBe(SPEC);
});
