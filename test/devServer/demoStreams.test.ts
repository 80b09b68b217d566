/**
 * @jest-environment node
 */
// The dev server's demo endpoints on a real socket, read by the page's own stream reader: each shape carries the spec,
// and the sales data answers conditional requests with 304 until the numbers move.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoStreams, DEMO_DATA_PERIOD_MS } from '../../devServer/demoStreams';
import { extractSpec } from '../../src/shared/opening/fence';
import { ROADMAP_SPEC } from '../../src/pages/dynamic/stream/presets';
import { readSpecStream } from '../../src/pages/dynamic/stream/readSpecStream';

let server: Server;
let origin: string;
let clock = 1_000_000_000_000;

beforeAll(async () => {
  const handler = demoStreams({ now: () => clock });
  server = createServer((req, res) =>
    handler(req, res, () => {
      res.writeHead(404);
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it.each(['text', 'sse', 'chat'])('streams the spec as %s', async (shape) => {
  const pieces: string[] = [];
  const end = await readSpecStream(`${origin}/demo/stream.txt?shape=${shape}&pace=0`, {
    signal: new AbortController().signal,
    stallMs: 5000,
    onPiece: (piece) => pieces.push(piece),
  });
  expect(end).toEqual({ kind: 'done' });
  expect(pieces.length).toBeGreaterThan(100);
  const found = extractSpec(pieces.join(''));
  expect(found).toMatchObject({ kind: 'spec', text: ROADMAP_SPEC });
});

it('answers 304 to a current ETag or date, and new numbers once the period moves on', async () => {
  const first = await fetch(`${origin}/demo/sales.json`);
  const etag = first.headers.get('etag') ?? '';
  const body = await first.json();
  expect(body.items).toHaveLength(5);
  expect((await fetch(`${origin}/demo/sales.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  expect(
    (await fetch(`${origin}/demo/sales.json`, { headers: { 'If-Modified-Since': first.headers.get('last-modified') ?? '' } })).status,
  ).toBe(304);
  clock += DEMO_DATA_PERIOD_MS;
  const next = await fetch(`${origin}/demo/sales.json`, { headers: { 'If-None-Match': etag } });
  expect(next.status).toBe(200);
  expect((await next.json()).items).not.toEqual(body.items);
  const csv = await (await fetch(`${origin}/demo/sales.csv`)).text();
  expect(csv.split('\n')[0]).toBe('region,sales,note');
});
