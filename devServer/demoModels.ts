// "Demo model" endpoints for `npm start`: each of the three chat protocols streams a canned answer at a model's pace, so a
// fresh clone can try Generate offline; plus /models.json listing them (and MODEL_PROXY_TARGET's server). Never in dist/.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokensOf } from '../src/pages/dynamic/stream/chunking';
import { DEMO_CHAT_ANSWER, DEMO_TOKEN_MS, sendPaced, type Handler, type StreamPlan } from './demoStreams';

export type ModelProtocol = 'openai' | 'anthropic' | 'ollama';

/** Where each demo endpoint's base URL is; the page appends the protocol's own paths. */
export const DEMO_MODEL_BASES: Record<ModelProtocol, string> = {
  openai: '/demo/model/openai/v1',
  anthropic: '/demo/model/anthropic',
  ollama: '/demo/model/ollama',
};
export const DEMO_MODEL_NAME = 'demo-roadmap';
/** Where `npm start` forwards to MODEL_PROXY_TARGET (an OpenAI-compatible server). */
export const DEV_PROXY_BASE = '/dev/model';

/** The exact bytes each protocol sends for an answer made of `tokens` (what real providers send, chunk for chunk). */
export function modelStreamPlan(protocol: ModelProtocol, tokens: string[], model = DEMO_MODEL_NAME): StreamPlan {
  if (protocol === 'openai') {
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-demo', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    return {
      contentType: 'text/event-stream; charset=utf-8',
      pieces: [
        chunk({ role: 'assistant', content: '' }),
        ...tokens.map((token) => chunk({ content: token })),
        ': keep-alive\n\n',
        chunk({}, 'stop'),
        `data: ${JSON.stringify({ id: 'chatcmpl-demo', object: 'chat.completion.chunk', model, choices: [], usage: { prompt_tokens: 1, completion_tokens: tokens.length } })}\n\n`,
        'data: [DONE]\n\n',
      ],
    };
  }
  if (protocol === 'anthropic') {
    const event = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
    return {
      contentType: 'text/event-stream; charset=utf-8',
      pieces: [
        event('message_start', {
          message: {
            id: 'msg_demo',
            type: 'message',
            role: 'assistant',
            model,
            content: [],
            stop_reason: null,
            usage: { input_tokens: 1, output_tokens: 1 },
          },
        }),
        event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
        event('ping', {}),
        ...tokens.map((text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
        event('content_block_stop', { index: 0 }),
        event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: tokens.length } }),
        event('message_stop', {}),
      ],
    };
  }
  const line = (value: object) => `${JSON.stringify({ model, created_at: new Date(0).toISOString(), ...value })}\n`;
  return {
    contentType: 'application/x-ndjson',
    pieces: [
      ...tokens.map((content) => line({ message: { role: 'assistant', content }, done: false })),
      line({ message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop', eval_count: tokens.length }),
    ],
  };
}

/** Each protocol's models list, with the one demo model. */
export function modelsList(protocol: ModelProtocol, models: string[] = [DEMO_MODEL_NAME]): object {
  if (protocol === 'ollama') return { models: models.map((name) => ({ name, model: name })) };
  if (protocol === 'anthropic') return { data: models.map((id) => ({ type: 'model', id, display_name: id })), has_more: false };
  return { object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'demo' })) };
}

/** Which protocol call a path is, under a base: the chat stream, the models list, or neither. */
export function modelCall(protocol: ModelProtocol, rest: string): 'chat' | 'models' | null {
  const paths = {
    openai: { chat: '/chat/completions', models: '/models' },
    anthropic: { chat: '/v1/messages', models: '/v1/models' },
    ollama: { chat: '/api/chat', models: '/api/tags' },
  }[protocol];
  if (rest === paths.chat) return 'chat';
  if (rest === paths.models) return 'models';
  return null;
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(JSON.stringify(value));
}

/** The endpoint list the page reads (docs/deploy.md's /models.json), as `npm start` serves it. */
export function devModelsJson(proxyTarget: string | undefined): object {
  return {
    endpoints: [
      ...(proxyTarget ? [{ label: `Local model server (${proxyTarget})`, protocol: 'openai', baseUrl: DEV_PROXY_BASE, models: [] }] : []),
      {
        label: 'Demo model (OpenAI protocol, canned answer)',
        protocol: 'openai',
        baseUrl: DEMO_MODEL_BASES.openai,
        models: [DEMO_MODEL_NAME],
        demo: true,
      },
      {
        label: 'Demo model (Anthropic protocol, canned answer)',
        protocol: 'anthropic',
        baseUrl: DEMO_MODEL_BASES.anthropic,
        models: [DEMO_MODEL_NAME],
        demo: true,
      },
      {
        label: 'Demo model (Ollama protocol, canned answer)',
        protocol: 'ollama',
        baseUrl: DEMO_MODEL_BASES.ollama,
        models: [DEMO_MODEL_NAME],
        demo: true,
      },
    ],
  };
}

/** The demo model endpoints and /models.json as one connect-style handler; every other path goes to `next`. */
export function demoModels(options: { proxyTarget?: string; paceMs?: number; answer?: string } = {}): Handler {
  const { proxyTarget, paceMs = DEMO_TOKEN_MS, answer = DEMO_CHAT_ANSWER } = options;
  return (req: IncomingMessage, res: ServerResponse, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/models.json') return sendJson(res, 200, devModelsJson(proxyTarget));
    const protocol = (Object.keys(DEMO_MODEL_BASES) as ModelProtocol[]).find((name) =>
      url.pathname.startsWith(`${DEMO_MODEL_BASES[name]}/`),
    );
    if (!protocol) return next();
    const call = modelCall(protocol, url.pathname.slice(DEMO_MODEL_BASES[protocol].length));
    if (call === 'models' && req.method === 'GET') return sendJson(res, 200, modelsList(protocol));
    if (call === 'chat' && req.method === 'POST') {
      // The prompt does not matter to a canned answer, but the body is read so the connection stays healthy.
      req.resume();
      req.on('end', () => sendPaced(req, res, modelStreamPlan(protocol, tokensOf(answer)), paceMs));
      return;
    }
    sendJson(res, call ? 405 : 404, {
      error: { message: call ? `Use ${call === 'chat' ? 'POST' : 'GET'} here.` : `No demo model path ${url.pathname}.` },
    });
  };
}
