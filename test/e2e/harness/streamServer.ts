// A stream server for the Dynamic page's browser tests, on 127.0.0.1 behind the suite's nginx (same origin, as the CSP
// demands): the dev server's demo endpoints, plus failures on demand, a JSON feed the test changes by hand, and hostile
// sources: a spec that never ends and a data feed faster than any page can draw.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoStreams, sendData, streamHeaders } from '../../../devServer/demoStreams';

export interface StreamServer {
  port: number;
  /** The nginx directives that put /demo/ and /streams/ of this server under the app's origin. */
  nginxLocations: string;
  /** Replaces the polled JSON data (a new ETag); the next poll gets it. */
  setData(data: unknown): void;
  /** Responses to /streams/data.json so far, by status. */
  dataResponses(): { ok: number; notModified: number };
  /** Every request that reached this server, in order (to prove what a proxy in front of it let through). */
  requests(): Array<{ method: string; path: string; headers: IncomingMessage['headers'] }>;
  stop(): Promise<void>;
}

/** A number from the query, or the fallback. */
function numberParam(params: URLSearchParams, name: string, fallback: number): number {
  const value = Number(params.get(name) ?? NaN);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * A spec that never ends: a valid head, then list items for ever, `chars` characters every `pace` ms (as plain text, or as
 * SSE events with `shape=sse`), until the client goes away.
 */
function endless(params: URLSearchParams, res: ServerResponse): void {
  const sse = params.get('shape') === 'sse';
  const pace = numberParam(params, 'pace', 5);
  const chars = Math.max(1, numberParam(params, 'chars', 2000));
  res.writeHead(200, streamHeaders(sse ? 'text/event-stream; charset=utf-8' : 'text/plain; charset=utf-8'));
  let item = 0;
  const piece = (text: string) => (sse ? `data: ${JSON.stringify({ text })}\n\n` : text);
  res.write(piece('infographic list-row-simple-horizontal-arrow\ndata\n  title Endless stream\n  lists\n'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    let text = '';
    while (text.length < chars) {
      item += 1;
      text += `    - label Item ${item}\n      desc Another item that never stops coming\n`;
    }
    res.write(piece(text));
    timer = setTimeout(send, pace);
  };
  res.on('close', () => clearTimeout(timer));
  send();
}

/** A live-data feed of `rows` rows every `every` ms (the figures move each time), until the client goes away. */
function fastFeed(params: URLSearchParams, res: ServerResponse): void {
  const rows = Math.max(1, numberParam(params, 'rows', 50));
  const every = numberParam(params, 'every', 20);
  res.writeHead(200, streamHeaders('text/event-stream; charset=utf-8'));
  let tick = 0;
  const send = () => {
    tick += 1;
    const items = Array.from({ length: rows }, (_, i) => ({ region: `Region ${i + 1}`, sales: 100 + ((tick * 7 + i * 13) % 50) }));
    res.write(`data: ${JSON.stringify({ title: `Fast feed ${tick}`, items })}\n\n`);
  };
  const timer = setInterval(send, every);
  res.on('close', () => clearInterval(timer));
  send();
}

export async function startStreamServer(): Promise<StreamServer> {
  const demo = demoStreams();
  let data = '[]';
  let version = 0;
  const counts = { ok: 0, notModified: 0 };
  const held = new Set<ServerResponse>();

  const streams = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/streams/500') {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('the model gateway fell over\n');
    } else if (path === '/streams/stall') {
      // A spec that renders up to its first item, half of the second, then silence with the connection held open.
      res.writeHead(200, streamHeaders('text/plain; charset=utf-8'));
      res.write(
        'infographic list-row-simple-horizontal-arrow\ndata\n  title Stalled stream\n  lists\n    - label Arrived\n    - label Cut of',
      );
      held.add(res);
    } else if (path === '/streams/malformed') {
      res.writeHead(200, streamHeaders('text/event-stream'));
      res.write('data: {"choices":[{"delta":{"content":"infographic list-row-simple-horizontal-arrow\\n"}}]}\n\n');
      // The broken event, then the connection stays open: the page must stop on its own.
      res.write('data: {"choices":[{"delta":{"content":\n\n');
      held.add(res);
    } else if (path === '/streams/endless') {
      endless(new URL(req.url ?? '/', 'http://localhost').searchParams, res);
    } else if (path === '/streams/fast-feed') {
      fastFeed(new URL(req.url ?? '/', 'http://localhost').searchParams, res);
    } else if (path === '/streams/data.json') {
      const before = res.statusCode;
      sendData(req, res, data, 'application/json', `"data-${version}"`, 1_700_000_000_000 + version * 1000);
      if (res.statusCode === 304) counts.notModified += 1;
      else if (before === 200) counts.ok += 1;
    } else {
      res.writeHead(404);
      res.end();
    }
  };

  const seen: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }> = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    demo(req, res, () => streams(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // ^~ so the static-file regex location (which 404s *.txt it does not find) never takes these paths.
  const proxy = (prefix: string) =>
    [
      `location ^~ ${prefix} {`,
      `    proxy_pass http://127.0.0.1:${port};`,
      '    proxy_http_version 1.1;',
      '    proxy_buffering off;',
      '    proxy_cache off;',
      '    gzip off;',
      '    proxy_read_timeout 1h;',
      '}',
    ].join('\n');
  return {
    port,
    nginxLocations: [proxy('/demo/'), proxy('/streams/')].join('\n'),
    setData(next) {
      data = JSON.stringify(next);
      version += 1;
    },
    dataResponses: () => ({ ...counts }),
    requests: () => [...seen],
    stop: () =>
      new Promise<void>((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
