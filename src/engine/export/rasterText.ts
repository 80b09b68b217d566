// JPEG and WebP files carry the spec too: JPEG in comment (COM) segments, WebP in a chunk of its own in the extended
// (VP8X) container. Viewers skip both; nothing in them is drawn or run.

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** Each piece starts with the key and a NUL, so other comments are never mistaken for the source. */
function keyed(key: string): Uint8Array {
  return encoder.encode(`${key}\0`);
}

function startsWith(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i += 1) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && decoder.decode(bytes.subarray(0, 4)) === 'RIFF' && decoder.decode(bytes.subarray(8, 12)) === 'WEBP';
}

/** A COM segment holds at most 65533 bytes: the text is split over as many as it needs, in order. */
const COM_PAYLOAD = 65533;

/** The JPEG with `text` in COM segments after the JFIF/Exif header segment. */
export function withJpegText(jpeg: Uint8Array, key: string, text: string): Uint8Array<ArrayBuffer> {
  if (!isJpeg(jpeg)) throw new Error('Not a JPEG file.');
  const prefix = keyed(key);
  const body = encoder.encode(text);
  const room = COM_PAYLOAD - prefix.length;
  const segments: Uint8Array[] = [];
  for (let at = 0; at === 0 || at < body.length; at += room) {
    const piece = body.subarray(at, at + room);
    const length = 2 + prefix.length + piece.length;
    segments.push(new Uint8Array([0xff, 0xfe, length >> 8, length & 0xff]), prefix, piece);
  }
  // after SOI and an APP0/APP1 header, so readers that expect JFIF or Exif first still find it first
  let insertAt = 2;
  if (jpeg[2] === 0xff && (jpeg[3] === 0xe0 || jpeg[3] === 0xe1)) insertAt = 4 + ((jpeg[4]! << 8) | jpeg[5]!);
  return concat([jpeg.subarray(0, insertAt), ...segments, jpeg.subarray(insertAt)]);
}

/** The text a JPEG carries under `key` (its COM segments joined), or null. */
export function readJpegText(jpeg: Uint8Array, key: string): string | null {
  if (!isJpeg(jpeg)) return null;
  const prefix = keyed(key);
  const pieces: Uint8Array[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break; // image data or the end: no header segments after this
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (length < 2 || at + 2 + length > jpeg.length) break;
    if (marker === 0xfe && startsWith(jpeg, at + 4, prefix)) pieces.push(jpeg.subarray(at + 4 + prefix.length, at + 2 + length));
    at += 2 + length;
  }
  return pieces.length > 0 ? decoder.decode(concat(pieces)) : null;
}

/** The chunk's four-character code: not one WebP defines, so decoders skip it. */
const WEBP_CHUNK = 'ISRC';

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}

function chunkOf(type: string, data: Uint8Array): Uint8Array {
  const header = new Uint8Array(8);
  header.set(encoder.encode(type), 0);
  new DataView(header.buffer).setUint32(4, data.length, true);
  return concat([header, data, new Uint8Array(data.length % 2)]);
}

/** The WebP with `text` in its own chunk; a simple (VP8/VP8L) file becomes an extended one of the same `width`×`height`. */
export function withWebpText(webp: Uint8Array, key: string, text: string, width: number, height: number): Uint8Array<ArrayBuffer> {
  if (!isWebp(webp)) throw new Error('Not a WebP file.');
  const chunks = webp.subarray(12);
  const parts: Uint8Array[] = [];
  if (fourCC(chunks, 0) !== 'VP8X') {
    const vp8x = new Uint8Array(10);
    // flags: alpha when the image is lossless with alpha is not needed here (the export is drawn on its background)
    const w = width - 1;
    const h = height - 1;
    vp8x.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 4);
    parts.push(chunkOf('VP8X', vp8x));
  }
  parts.push(chunks, chunkOf(WEBP_CHUNK, concat([keyed(key), encoder.encode(text)])));
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(encoder.encode('RIFF'), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(encoder.encode('WEBP'), 8);
  return concat([header, body]);
}

/** The text a WebP carries under `key`, or null. */
export function readWebpText(webp: Uint8Array, key: string): string | null {
  if (!isWebp(webp)) return null;
  const prefix = keyed(key);
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  let at = 12;
  while (at + 8 <= webp.length) {
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > webp.length) break;
    if (fourCC(webp, at) === WEBP_CHUNK && startsWith(webp, at + 8, prefix)) {
      return decoder.decode(webp.subarray(at + 8 + prefix.length, at + 8 + size));
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
