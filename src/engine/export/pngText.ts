// PNG text chunks: write and read one UTF-8 iTXt chunk (with its CRC), so a PNG can carry the spec it was drawn from.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | null = null;

/** CRC-32 as PNG defines it (polynomial 0xEDB88320) over the chunk type and data. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** True when the bytes start with the PNG signature. */
export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && SIGNATURE.every((byte, i) => bytes[i] === byte);
}

interface Chunk {
  type: string;
  /** Offset of the chunk's length field. */
  start: number;
  data: Uint8Array;
  crcOk: boolean;
}

/** The chunks of a PNG in order; stops at the first truncated one. */
function chunksOf(bytes: Uint8Array): Chunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Chunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    if (at + 12 + length > bytes.length) break;
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    chunks.push({ type, start: at, data: typeAndData.subarray(4), crcOk: crc32(typeAndData) === view.getUint32(at + 8 + length) });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  return chunks;
}

function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
}

/** A copy of the PNG with an uncompressed iTXt chunk `keyword` = `text` (UTF-8) inserted before IEND. */
export function withPngText(png: Uint8Array, keyword: string, text: string): Uint8Array<ArrayBuffer> {
  if (!isPng(png)) throw new Error('Not a PNG file.');
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error('A PNG text keyword is 1 to 79 printable Latin-1 characters.');
  const end = chunksOf(png).find((chunk) => chunk.type === 'IEND');
  if (!end) throw new Error('The PNG has no end chunk.');
  // iTXt: keyword \0, compression flag 0, method 0, language tag "" \0, translated keyword "" \0, text
  const body = new Uint8Array([...latin1(keyword), 0, 0, 0, 0, 0, ...new TextEncoder().encode(text)]);
  const chunk = new Uint8Array(12 + body.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length);
  chunk.set(latin1('iTXt'), 4);
  chunk.set(body, 8);
  view.setUint32(8 + body.length, crc32(chunk.subarray(4, 8 + body.length)));
  const out = new Uint8Array(png.length + chunk.length);
  out.set(png.subarray(0, end.start), 0);
  out.set(chunk, end.start);
  out.set(png.subarray(end.start), end.start + chunk.length);
  return out;
}

/** The text of the first intact, uncompressed iTXt or tEXt chunk named `keyword`, or null. */
export function readPngText(png: Uint8Array, keyword: string): string | null {
  if (!isPng(png)) return null;
  for (const chunk of chunksOf(png)) {
    if (!chunk.crcOk || (chunk.type !== 'iTXt' && chunk.type !== 'tEXt')) continue;
    const nul = chunk.data.indexOf(0);
    if (nul < 0 || String.fromCharCode(...chunk.data.subarray(0, nul)) !== keyword) continue;
    if (chunk.type === 'tEXt') return String.fromCharCode(...chunk.data.subarray(nul + 1));
    if (chunk.data[nul + 1] !== 0) continue; // compressed iTXt: we never write one
    const language = chunk.data.indexOf(0, nul + 3);
    const translated = language < 0 ? -1 : chunk.data.indexOf(0, language + 1);
    if (translated < 0) continue;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(chunk.data.subarray(translated + 1));
    } catch {
      return null;
    }
  }
  return null;
}
