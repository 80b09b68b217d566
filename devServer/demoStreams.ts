// Demo endpoints for `npm start` (webpack-dev-server's setupMiddlewares): a spec streamed in the three shapes the Dynamic
// page reads, and sales figures that change every few seconds. Development only: never part of the bundle or of nginx.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokensOf } from '../src/pages/dynamic/stream/chunking';
import { ROADMAP_SPEC } from '../src/pages/dynamic/stream/presets';

export type Next = (error?: unknown) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** About 30 tokens a second: the pace of a fast hosted model. */
export const DEMO_TOKEN_MS = 33;
/** The sales figures move on this often. */
export const DEMO_DATA_PERIOD_MS = 4000;

/** A chat answer as models write it: prose around the fenced spec. */
export const DEMO_CHAT_ANSWER = `Here is the roadmap as an infographic:

\`\`\`infographic
${ROADMAP_SPEC}\`\`\`

Each step feeds the next; the last one starts the loop again.
`;

export interface StreamPlan {
  /** Pieces to send, in order. */
  pieces: string[];
  contentType: string;
}

/** What each shape sends: plain text pieces, SSE events with text, or chat-completion deltas ending in [DONE]. */
export function streamPlan(shape: string, spec: string = ROADMAP_SPEC): StreamPlan | null {
  if (shape === 'text') return { pieces: tokensOf(spec), contentType: 'text/plain; charset=utf-8' };
  if (shape === 'sse') {
    // Multi-line data: a token holding a line break becomes two data lines, which the client joins with "\n".
    return {
      pieces: tokensOf(spec).map(
        (token) =>
          `${token
            .split('\n')
            .map((line) => `data: ${line}`)
            .join('\n')}\n\n`,
      ),
      contentType: 'text/event-stream; charset=utf-8',
    };
  }
  if (shape === 'chat') {
    const text = spec === ROADMAP_SPEC ? DEMO_CHAT_ANSWER : spec;
    const delta = (content: object) =>
      `data: ${JSON.stringify({ id: 'demo', object: 'chat.completion.chunk', choices: [{ index: 0, delta: content }] })}\n\n`;
    return {
      pieces: [
        delta({ role: 'assistant' }),
        ...tokensOf(text).map((token) => delta({ content: token })),
        ': the model is done\n\n',
        'data: [DONE]\n\n',
      ],
      contentType: 'text/event-stream; charset=utf-8',
    };
  }
  return null;
}

/** Headers every streamed answer needs so no layer (compression, a proxy, the browser cache) holds it back. */
export function streamHeaders(contentType: string): Record<string, string> {
  return { 'Content-Type': contentType, 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no', Connection: 'keep-alive' };
}

/** Sends the pieces one by one, `paceMs` apart; stops if the client goes away. */
export function sendPaced(_req: IncomingMessage, res: ServerResponse, plan: StreamPlan, paceMs: number): void {
  res.writeHead(200, streamHeaders(plan.contentType));
  res.flushHeaders();
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sendNext = () => {
    if (index >= plan.pieces.length) {
      res.end();
      return;
    }
    res.write(plan.pieces[index]);
    index += 1;
    timer = setTimeout(sendNext, paceMs);
  };
  // The response's close (not the request's: a POST's request closes once its body is read) means the client went away.
  res.on('close', () => clearTimeout(timer));
  sendNext();
}

/** Sales per region for the period `now` falls in: the same numbers for everyone within a period, new ones after. */
export function salesAt(now: number): {
  period: number;
  startedAt: number;
  title: string;
  items: Array<{ region: string; sales: number; note: string }>;
} {
  const period = Math.floor(now / DEMO_DATA_PERIOD_MS);
  const regions = ['North', 'South', 'East', 'West', 'Online'];
  const items = regions.map((region, i) => {
    // A cheap deterministic wobble per period and region.
    const wobble = ((period * 7919 + i * 104729) % 97) - 48;
    return { region, sales: 150 + i * 20 + wobble, note: wobble >= 0 ? 'up' : 'down' };
  });
  return { period, startedAt: period * DEMO_DATA_PERIOD_MS, title: 'Sales by region (live demo)', items };
}

function salesCsv(items: ReturnType<typeof salesAt>['items']): string {
  return ['region,sales,note', ...items.map((item) => `${item.region},${item.sales},${item.note}`)].join('\n') + '\n';
}

/** Answers a polled data request: 304 when the client's ETag or date is current, else the data with validators. */
export function sendData(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  contentType: string,
  etag: string,
  modifiedAt: number,
): void {
  const lastModified = new Date(Math.floor(modifiedAt / 1000) * 1000).toUTCString();
  const headers = { ETag: etag, 'Last-Modified': lastModified, 'Cache-Control': 'no-cache' };
  const since = req.headers['if-modified-since'];
  const notModified =
    req.headers['if-none-match'] !== undefined
      ? req.headers['if-none-match'] === etag
      : since !== undefined && Date.parse(since) >= Date.parse(lastModified);
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Type': contentType });
  res.end(body);
}

function clampedPace(value: string | null, fallback: number): number {
  const pace = value === null ? fallback : Number(value);
  return Number.isFinite(pace) ? Math.max(0, Math.min(2000, pace)) : fallback;
}

/** The demo endpoints as one connect/express-style handler; every other path goes to `next`. */
export function demoStreams(options: { now?: () => number } = {}): Handler {
  const now = options.now ?? Date.now;
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || !url.pathname.startsWith('/demo/')) {
      next();
      return;
    }
    if (url.pathname === '/demo/stream.txt') {
      const plan = streamPlan(url.searchParams.get('shape') ?? 'text');
      if (!plan) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Unknown shape: use shape=text, sse or chat.\n');
        return;
      }
      sendPaced(req, res, plan, clampedPace(url.searchParams.get('pace'), DEMO_TOKEN_MS));
      return;
    }
    if (url.pathname === '/demo/sales.json' || url.pathname === '/demo/sales.csv') {
      const sales = salesAt(now());
      const csv = url.pathname.endsWith('.csv');
      const body = csv ? salesCsv(sales.items) : `${JSON.stringify({ title: sales.title, items: sales.items }, null, 2)}\n`;
      sendData(
        req,
        res,
        body,
        csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        `"sales-${sales.period}-${csv ? 'csv' : 'json'}"`,
        sales.startedAt,
      );
      return;
    }
    if (url.pathname === '/demo/sales-feed') {
      res.writeHead(200, streamHeaders('text/event-stream; charset=utf-8'));
      res.flushHeaders();
      const send = () => {
        const sales = salesAt(now());
        res.write(`data: ${JSON.stringify({ title: sales.title, items: sales.items })}\n\n`);
      };
      send();
      const timer = setInterval(send, DEMO_DATA_PERIOD_MS);
      req.on('close', () => clearInterval(timer));
      return;
    }
    next();
  };
}
