/**
 * @jest-environment node
 */
// The one inflater of every link decoder (issue 52 item 12): a deflate bomb is refused once its output passes the limit,
// without inflating the rest of it, and everything under the limit comes back byte for byte, raw deflate and zlib alike.
import { createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';
import { MAX_SOURCE_CHARS } from '../../../src/engine';
import { inflateBounded, MAX_INFLATED_BYTES } from '../../../src/shared/links/boundedInflate';

/** Raw deflate of `total` zero bytes, written a megabyte at a time (the 200 MB are never held at once). */
function deflatedZeros(total: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const deflate = createDeflateRaw({ level: 9 });
    deflate.on('data', (part: Buffer) => parts.push(part));
    deflate.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    deflate.on('error', reject);
    const megabyte = Buffer.alloc(1024 * 1024);
    for (let written = 0; written < total; written += megabyte.length) deflate.write(megabyte);
    deflate.end();
  });
}

it('names one bound a little above the source limit: 3 UTF-8 bytes for each of its characters', () => {
  expect(MAX_INFLATED_BYTES).toBe(MAX_SOURCE_CHARS * 3);
});

it('gives back what fits, from raw deflate and from zlib (the AntV site’s pako links)', () => {
  const text = new TextEncoder().encode('infographic list-row-simple-horizontal-arrow\n数据 '.repeat(1000));
  expect(inflateBounded(new Uint8Array(deflateRawSync(text)), 'raw')).toEqual({ ok: true, bytes: text });
  expect(inflateBounded(new Uint8Array(deflateSync(text)), 'zlib')).toEqual({ ok: true, bytes: text });
  // The largest text the source limit accepts, every character 3 bytes, still fits.
  const largest = new TextEncoder().encode('数'.repeat(MAX_SOURCE_CHARS));
  expect(inflateBounded(new Uint8Array(deflateRawSync(largest)), 'raw')).toMatchObject({ ok: true });
});

it('stops a 200 MB deflate bomb just past the limit and says the limit, without inflating the rest', async () => {
  const bomb = await deflatedZeros(200 * 1024 * 1024);
  const result = inflateBounded(bomb, 'raw');
  expect(result).toEqual({ ok: false, problem: 'too_large', limit: MAX_INFLATED_BYTES, inflated: expect.any(Number) });
  if (result.ok || result.problem !== 'too_large') return;
  // One step past the limit at most (256 compressed bytes inflate to ~264 KB): a megabyte of 200 was inflated, not the rest.
  expect(result.inflated).toBeGreaterThan(MAX_INFLATED_BYTES);
  expect(result.inflated).toBeLessThan(MAX_INFLATED_BYTES + 300_000);
});

it('stops a zlib bomb the same way', () => {
  const bomb = new Uint8Array(deflateSync(Buffer.alloc(20 * 1024 * 1024), { level: 9 }));
  expect(inflateBounded(bomb, 'zlib')).toMatchObject({ ok: false, problem: 'too_large', limit: MAX_INFLATED_BYTES });
});

it('calls damaged, cut or empty data bad, never throws', () => {
  const whole = new Uint8Array(deflateRawSync(Buffer.from('infographic x\n'.repeat(100))));
  expect(inflateBounded(whole.subarray(0, whole.length - 3), 'raw')).toEqual({ ok: false, problem: 'bad_data' });
  expect(inflateBounded(new Uint8Array(0), 'raw')).toEqual({ ok: false, problem: 'bad_data' });
  expect(inflateBounded(Uint8Array.of(0xff, 0xff, 0xff), 'raw')).toEqual({ ok: false, problem: 'bad_data' });
  expect(inflateBounded(whole, 'zlib')).toEqual({ ok: false, problem: 'bad_data' });
});
