// A language-model server the browser tests start on 127.0.0.1: each chat protocol exactly as providers send it (the dev
// server's wire shapes), a configurable answer and pace, the failures users meet (401, 429, a stall, an error event), CORS for
// direct calls, and a record of every request (to prove where the key went).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_MODEL_NAME, modelCall, modelsList, modelStreamPlan, type ModelProtocol } from '../../../devServer/demoModels';
import { sendPaced } from '../../../devServer/demoStreams';
import { tokensOf } from '../../../src/pages/dynamic/stream/chunking';
import type { ExtraConfig } from './nginxConfig';
import { proxyRecipe } from './proxyRecipe';

/** What the next chat requests get. */
export type ModelBehaviour =
  | { kind: 'answer'; text: string; paceMs: number }
  | { kind: 'status'; status: 401 | 429 | 500; retryAfterSeconds?: number }
  /** Sends `text`, then holds the connection open with nothing more. */
  | { kind: 'stall'; text: string }
  /** Sends `text`, then the protocol's error event. */
  | { kind: 'errorEvent'; text: string; message: string }
  /** An answer that never ends: a fenced spec whose list grows by `chars` characters every `paceMs`, until the client goes away. */
  | { kind: 'endless'; paceMs: number; chars: number };

export interface ModelRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ModelServer {
  origin: string;
  /** The base URL of `protocol` on this server (direct calls). */
  baseUrl(protocol: ModelProtocol): string;
  /** Where a proxy forwards `protocol`'s requests: the docs' https://api.openai.com/ of this server (its base URL's root). */
  upstream(protocol: ModelProtocol): string;
  /**
   * docs/deploy.md's proxy recipe exactly as written (harness/proxyRecipe.ts), forwarding to this server: /llm/<protocol>/ on the
   * app's origin (base URLs /llm/openai/v1, /llm/anthropic, /llm/ollama), `key` added server-side, the page's calls only.
   */
  proxyLocations(key: string): ExtraConfig;
  behave(behaviour: ModelBehaviour): void;
  requests(): ModelRequest[];
  stop(): Promise<void>;
}

const BASES: Record<ModelProtocol, string> = { openai: '/openai/v1', anthropic: '/anthropic', ollama: '/ollama' };
/** How many pieces each protocol sends before its first text. */
const OPENING_PIECES: Record<ModelProtocol, number> = { anthropic: 3, openai: 1, ollama: 0 };
const ENDLESS_HEAD = 'Here it is:\n```infographic\ninfographic list-row-simple-horizontal-arrow\ndata\n  title Endless answer\n  lists\n';

/** The protocol's opening, then text pieces of `chars` characters every `paceMs` for ever (until the client goes away). */
function sendEndless(protocol: ModelProtocol, res: ServerResponse, paceMs: number, chars: number): void {
  const plan = modelStreamPlan(protocol, [ENDLESS_HEAD]);
  const textPiece = (text: string) => modelStreamPlan(protocol, [text]).pieces[OPENING_PIECES[protocol]];
  res.writeHead(200, { 'Content-Type': plan.contentType, 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
  res.write(plan.pieces.slice(0, OPENING_PIECES[protocol] + 1).join(''));
  let item = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    let text = '';
    while (text.length < chars) {
      item += 1;
      text += `    - label Step ${item}\n      desc One more step of an answer that never ends\n`;
    }
    res.write(textPiece(text));
    timer = setTimeout(send, paceMs);
  };
  res.on('close', () => clearTimeout(timer));
  send();
}

function errorBody(protocol: ModelProtocol, status: number): string {
  const message = status === 401 ? 'Invalid API key' : status === 429 ? 'Rate limit reached' : 'Internal error';
  if (protocol === 'anthropic')
    return JSON.stringify({ type: 'error', error: { type: status === 401 ? 'authentication_error' : 'rate_limit_error', message } });
  if (protocol === 'ollama') return JSON.stringify({ error: message });
  return JSON.stringify({
    error: { message, type: 'invalid_request_error', code: status === 401 ? 'invalid_api_key' : 'rate_limit_exceeded' },
  });
}

function errorEvent(protocol: ModelProtocol, message: string): string {
  if (protocol === 'anthropic')
    return `event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message } })}\n\n`;
  if (protocol === 'ollama') return `${JSON.stringify({ error: message })}\n`;
  return `data: ${JSON.stringify({ error: { message, type: 'server_error' } })}\n\n`;
}

export async function startModelServer(initial: ModelBehaviour = { kind: 'answer', text: 'Hello', paceMs: 10 }): Promise<ModelServer> {
  let behaviour = initial;
  const seen: ModelRequest[] = [];
  const open = new Set<ServerResponse>();

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    seen.push({ method: req.method ?? '', path, headers: req.headers, body });
    // Direct calls from the page are cross-origin: answer CORS as hosted providers do.
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Headers':
        'authorization, content-type, x-api-key, anthropic-version, anthropic-dangerous-direct-browser-access',
      'Access-Control-Expose-Headers': 'retry-after',
    };
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, POST' });
      res.end();
      return;
    }
    const protocol = (Object.keys(BASES) as ModelProtocol[]).find((name) => path.startsWith(`${BASES[name]}/`));
    const call = protocol ? modelCall(protocol, path.slice(BASES[protocol].length)) : null;
    if (!protocol || !call) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `No route ${path}` } }));
      return;
    }
    if (call === 'models') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(modelsList(protocol, [DEMO_MODEL_NAME])));
      return;
    }
    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, {
        'Content-Type': 'application/json',
        ...(behaviour.retryAfterSeconds !== undefined ? { 'Retry-After': String(behaviour.retryAfterSeconds) } : {}),
      });
      res.end(errorBody(protocol, behaviour.status));
      return;
    }
    if (behaviour.kind === 'answer') {
      sendPaced(req, res, modelStreamPlan(protocol, tokensOf(behaviour.text)), behaviour.paceMs);
      return;
    }
    if (behaviour.kind === 'endless') {
      open.add(res);
      res.on('close', () => open.delete(res));
      sendEndless(protocol, res, behaviour.paceMs, behaviour.chars);
      return;
    }
    const plan = modelStreamPlan(protocol, tokensOf(behaviour.text));
    // The protocol's opening pieces with the text, without its ending.
    const opening = plan.pieces.slice(0, OPENING_PIECES[protocol] + tokensOf(behaviour.text).length);
    res.writeHead(200, { 'Content-Type': plan.contentType, 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
    res.write(opening.join(''));
    if (behaviour.kind === 'errorEvent') {
      res.end(errorEvent(protocol, behaviour.message));
      return;
    }
    open.add(res);
    res.on('close', () => open.delete(res));
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const upstream = (protocol: ModelProtocol) => `${origin}/${protocol}/`;

  return {
    origin,
    baseUrl: (protocol) => `${origin}${BASES[protocol]}`,
    upstream,
    proxyLocations: (key) =>
      proxyRecipe({ models: { openai: upstream('openai'), anthropic: upstream('anthropic'), ollama: upstream('ollama'), key } }),
    behave: (next) => (behaviour = next),
    requests: () => [...seen],
    stop: async () => {
      open.forEach((res) => res.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
