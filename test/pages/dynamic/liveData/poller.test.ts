// The data poller against a scripted server: conditional requests, 304 means nothing is parsed, failures back off.
import { createPoller, MAX_BACKOFF_MS, nextDelay } from '../../../../src/pages/dynamic/liveData/poller';
import { manualClock } from '../../../support/manualClock';

/** The poller's timers on a hand-moved clock; each step lets the requests it starts settle. */
function handClock() {
  const time = manualClock();
  return {
    clock: time.clock,
    async advance(ms: number) {
      time.advance(ms);
      await settle();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Seen {
  headers: Record<string, string>;
}

function server(answers: Array<() => Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    seen.push({ headers: { ...(init?.headers as Record<string, string>) } });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  }) as typeof fetch;
  return { seen, fetchImpl };
}

it('sends If-None-Match and If-Modified-Since, and a 304 parses and draws nothing', async () => {
  const hand = handClock();
  const { seen, fetchImpl } = server([
    () =>
      new Response('[{"a":1}]', {
        headers: { ETag: '"v1"', 'Last-Modified': 'Sun, 22 Nov 2026 12:00:00 GMT', 'Content-Type': 'application/json' },
      }),
    () => new Response(null, { status: 304 }),
    () => new Response('[{"a":2}]', { headers: { ETag: '"v2"' } }),
  ]);
  const data: string[] = [];
  let unchanged = 0;
  const poller = createPoller({
    url: 'http://localhost/data.json',
    intervalMs: 1000,
    fetchImpl,
    clock: hand.clock,
    onData: (text) => (data.push(text), null),
    onUnchanged: () => (unchanged += 1),
    onError: (message) => data.push(`error: ${message}`),
    onSchedule: () => undefined,
  });
  poller.start();
  await settle();
  await hand.advance(1000);
  await hand.advance(1000);
  poller.stop();
  expect(data).toEqual(['[{"a":1}]', '[{"a":2}]']);
  expect(unchanged).toBe(1);
  expect(seen.map((s) => s.headers)).toEqual([
    {},
    { 'If-None-Match': '"v1"', 'If-Modified-Since': 'Sun, 22 Nov 2026 12:00:00 GMT' },
    { 'If-None-Match': '"v1"', 'If-Modified-Since': 'Sun, 22 Nov 2026 12:00:00 GMT' },
  ]);
});

it('treats the same text sent again (a server without validators) as unchanged', async () => {
  const hand = handClock();
  const { fetchImpl } = server([() => new Response('x,y\n1,2'), () => new Response('x,y\n1,2')]);
  const data: string[] = [];
  let unchanged = 0;
  const poller = createPoller({
    url: 'http://localhost/d.csv',
    intervalMs: 500,
    fetchImpl,
    clock: hand.clock,
    onData: (t) => (data.push(t), null),
    onUnchanged: () => (unchanged += 1),
    onError: () => undefined,
    onSchedule: () => undefined,
  });
  poller.start();
  await settle();
  await hand.advance(500);
  poller.stop();
  expect(data).toEqual(['x,y\n1,2']);
  expect(unchanged).toBe(1);
});

it('reports HTTP errors, unreachable servers and bad data, backing off after each failure and recovering after a success', async () => {
  const hand = handClock();
  const { fetchImpl } = server([
    () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }),
    () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    () => new Response('bad'),
    () => new Response('good'),
  ]);
  const errors: string[] = [];
  const delays: number[] = [];
  const poller = createPoller({
    url: 'http://localhost/live.json',
    intervalMs: 1000,
    fetchImpl,
    clock: hand.clock,
    onData: (text) => (text === 'bad' ? 'Row 2 does not fit.' : null),
    onUnchanged: () => undefined,
    onError: (message) => errors.push(message),
    onSchedule: (delay) => delays.push(delay),
  });
  poller.start();
  await settle();
  for (const delay of [2000, 4000, 8000, 1000]) await hand.advance(delay);
  poller.stop();
  expect(errors).toEqual([
    '/live.json answered 500 Internal Server Error.',
    '/live.json answered with a web page (text/html), not data: no data at this address.',
    'Row 2 does not fit.',
    expect.stringMatching(/^Could not reach \/live\.json: the connection was refused/),
  ]);
  expect(delays).toEqual([2000, 4000, 8000, 1000, 2000]);
  expect(nextDelay(1000, 10)).toBe(MAX_BACKOFF_MS);
});
