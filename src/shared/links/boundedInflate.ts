// The one inflater of every link decoder (a share link's `#code=`, the AntV site's `?content=pako:`, the Style page's palette
// link, the boot's icon hint): it feeds the compressed bytes in small steps and stops as soon as the output passes
// MAX_INFLATED_BYTES, so a deflate bomb (a 266 KB link that inflates to 200 MB) is refused after at most that much output,
// instead of a multi-second task and hundreds of MB of heap.
import { Inflate, Unzlib } from 'fflate';
import { MAX_SOURCE_CHARS } from '../../engine';

/**
 * Most bytes a link's text may inflate to: the largest accepted source (MAX_SOURCE_CHARS) with every character as 3 UTF-8
 * bytes (a Chinese text), so no text the source limit accepts is refused for its bytes.
 */
export const MAX_INFLATED_BYTES = MAX_SOURCE_CHARS * 3;

/** Compressed bytes fed per step: one step inflates to at most ~1,032 times as much, so the output stops within 264 KB of the limit. */
const STEP_BYTES = 256;

/**
 * How the compressed bytes are wrapped: `raw` deflate (this app's links) or `zlib` (pako's default, which the AntV site's
 * live editor writes into `?content=pako:…`).
 */
export type DeflateWrapping = 'raw' | 'zlib';

export type InflateResult =
  | { ok: true; bytes: Uint8Array }
  /** More than `limit` bytes: inflating stopped once `inflated` bytes had come out (the rest was never inflated). */
  | { ok: false; problem: 'too_large'; limit: number; inflated: number }
  | { ok: false; problem: 'bad_data' };

class OverLimit extends Error {}

/** Inflates `data`, stopping as soon as the output passes `limit` bytes. Never throws. */
export function inflateBounded(data: Uint8Array, wrapping: DeflateWrapping, limit: number = MAX_INFLATED_BYTES): InflateResult {
  if (data.length === 0) return { ok: false, problem: 'bad_data' };
  const parts: Uint8Array[] = [];
  let total = 0;
  const Inflater = wrapping === 'zlib' ? Unzlib : Inflate;
  const inflater = new Inflater((chunk) => {
    total += chunk.length;
    if (total > limit) throw new OverLimit();
    parts.push(chunk);
  });
  try {
    for (let i = 0; i < data.length; i += STEP_BYTES) {
      const end = Math.min(i + STEP_BYTES, data.length);
      inflater.push(data.subarray(i, end), end === data.length);
    }
  } catch (error) {
    return error instanceof OverLimit ? { ok: false, problem: 'too_large', limit, inflated: total } : { ok: false, problem: 'bad_data' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return { ok: true, bytes };
}
