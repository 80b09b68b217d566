// Each protocol's stream decoder on real stream shapes, fed as bytes split at every boundary (multi-byte UTF-8 included).
import { anthropicProtocol } from '../../../src/shared/generation/anthropicProtocol';
import { ollamaProtocol } from '../../../src/shared/generation/ollamaProtocol';
import { openaiProtocol } from '../../../src/shared/generation/openaiProtocol';
import type { ProtocolAdapter, StreamPiece } from '../../../src/shared/generation/protocolAdapter';

const encoder = new TextEncoder();

/** Feeds `wire` as bytes cut at `cuts`, through a streaming TextDecoder as the browser's reader would. */
function decodeSplit(adapter: ProtocolAdapter, wire: string, cuts: number[]): StreamPiece[] {
  const bytes = encoder.encode(wire);
  const decoder = new TextDecoder('utf-8');
  const decode = adapter.createDecoder();
  const pieces: StreamPiece[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    pieces.push(...decode.push(decoder.decode(bytes.slice(start, cut), { stream: true })));
    start = cut;
  }
  pieces.push(...decode.push(decoder.decode()), ...decode.end());
  return pieces;
}

function summary(pieces: StreamPiece[]) {
  return {
    text: pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join(''),
    ends: pieces.filter((piece) => piece.kind !== 'text'),
  };
}

/** The same result for every single cut and for one-byte chunks. */
function expectSplitProof(adapter: ProtocolAdapter, wire: string) {
  const whole = summary(decodeSplit(adapter, wire, []));
  const length = encoder.encode(wire).length;
  for (let cut = 1; cut < length; cut += 1) expect(summary(decodeSplit(adapter, wire, [cut]))).toEqual(whole);
  expect(
    summary(
      decodeSplit(
        adapter,
        wire,
        Array.from({ length: length - 1 }, (_, i) => i + 1),
      ),
    ),
  ).toEqual(whole);
  return whole;
}

describe('OpenAI-compatible Chat Completions', () => {
  const wire = [
    ': OPENROUTER PROCESSING\n\n',
    'data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n',
    'data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Sure! 发布 🚀\\n```infographic\\n"},"finish_reason":null}]}\n\n',
    ': keep-alive\n\n',
    'data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"title Ünïcødé"},"finish_reason":null}]}\r\n\r\n',
    'data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n',
    'data: {"id":"c1","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":10,"completion_tokens":5,"total_tokens":15}}\n\n',
    'data: [DONE]\n\n',
  ].join('');

  it('gives the delta text, the finish reason and the end, however the bytes are split', () => {
    expect(expectSplitProof(openaiProtocol, wire)).toEqual({
      text: 'Sure! 发布 🚀\n```infographic\ntitle Ünïcødé',
      ends: [{ kind: 'finish', reason: 'stop' }, { kind: 'done' }],
    });
  });

  it('reports an error object in the stream, a length stop, a content filter, and an event that is not JSON', () => {
    expect(summary(decodeSplit(openaiProtocol, 'data: {"error":{"message":"Overloaded","type":"server_error"}}\n\n', []))).toEqual({
      text: '',
      ends: [{ kind: 'error', message: 'Overloaded' }],
    });
    expect(
      summary(decodeSplit(openaiProtocol, 'data: {"choices":[{"delta":{"content":"a"},"finish_reason":"length"}]}\n\n', [])).ends,
    ).toEqual([{ kind: 'finish', reason: 'length' }]);
    expect(summary(decodeSplit(openaiProtocol, 'data: {"choices":[{"delta":{},"finish_reason":"content_filter"}]}\n\n', [])).ends).toEqual([
      { kind: 'finish', reason: 'refused' },
    ]);
    expect(summary(decodeSplit(openaiProtocol, 'data: {"choices":[\n\n', [])).ends).toEqual([
      { kind: 'error', message: expect.stringContaining('not JSON') },
    ]);
  });

  it('asks for a stream by POST with the key as a bearer token, and none without a key', () => {
    const request = openaiProtocol.chatRequest({
      baseUrl: 'https://api.example.com/v1/',
      model: 'm',
      apiKey: 'sk-1',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(request.url).toBe('https://api.example.com/v1/chat/completions');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer sk-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(request.body!)).toEqual({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true });
    const proxied = openaiProtocol.chatRequest({ baseUrl: '/llm/openai/v1', model: 'm', messages: [] });
    expect(proxied.url).toBe('http://localhost/llm/openai/v1/chat/completions');
    expect(proxied.headers).not.toHaveProperty('Authorization');
  });
});

describe('Anthropic Messages', () => {
  const event = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const wire = [
    event('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        content: [],
        model: 'claude',
        stop_reason: null,
        usage: { input_tokens: 25, output_tokens: 1 },
      },
    }),
    event('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
    event('ping', { type: 'ping' }),
    event('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Voilà 图表 ✨\n' } }),
    event('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '```infographic' } }),
    event('content_block_stop', { type: 'content_block_stop', index: 0 }),
    event('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 15 },
    }),
    event('message_stop', { type: 'message_stop' }),
  ].join('');

  it('gives the text deltas, skips message_start and ping, ends at message_stop, however the bytes are split', () => {
    expect(expectSplitProof(anthropicProtocol, wire)).toEqual({
      text: 'Voilà 图表 ✨\n```infographic',
      ends: [{ kind: 'finish', reason: 'stop' }, { kind: 'done' }],
    });
  });

  it('reports an error event with its type and message, and max_tokens as a length stop', () => {
    const overloaded = event('error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
    expect(summary(decodeSplit(anthropicProtocol, overloaded, [7])).ends).toEqual([
      { kind: 'error', message: 'overloaded_error: Overloaded' },
    ]);
    const long = event('message_delta', { type: 'message_delta', delta: { stop_reason: 'max_tokens' } });
    expect(summary(decodeSplit(anthropicProtocol, long, [])).ends).toEqual([{ kind: 'finish', reason: 'length' }]);
  });

  it('sends the key in x-api-key with the version and browser-access headers, and the system prompt apart', () => {
    const request = anthropicProtocol.chatRequest({
      baseUrl: 'https://api.anthropic.com',
      model: 'claude',
      apiKey: 'sk-ant',
      messages: [
        { role: 'system', content: 'rules' },
        { role: 'user', content: 'draw' },
      ],
    });
    expect(request.url).toBe('https://api.anthropic.com/v1/messages');
    expect(request.headers).toMatchObject({
      'x-api-key': 'sk-ant',
      'anthropic-version': '2023-06-01',
      'anthropic-dangerous-direct-browser-access': 'true',
    });
    expect(JSON.parse(request.body!)).toEqual({
      model: 'claude',
      max_tokens: 4096,
      system: 'rules',
      messages: [{ role: 'user', content: 'draw' }],
      stream: true,
    });
  });
});

describe('Ollama /api/chat', () => {
  const line = (value: object) => `${JSON.stringify(value)}\n`;
  const wire = [
    line({ model: 'llama3.2', created_at: '2024-01-01T00:00:00Z', message: { role: 'assistant', content: 'Hier 日本 🎉' }, done: false }),
    line({
      model: 'llama3.2',
      created_at: '2024-01-01T00:00:00Z',
      message: { role: 'assistant', content: '\n```infographic' },
      done: false,
    }),
    // The final line: no newline after it.
    JSON.stringify({ model: 'llama3.2', message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop', eval_count: 12 }),
  ].join('');

  it('gives each line’s message content and ends at done: true, however the bytes are split', () => {
    expect(expectSplitProof(ollamaProtocol, wire)).toEqual({
      text: 'Hier 日本 🎉\n```infographic',
      ends: [{ kind: 'finish', reason: 'stop' }, { kind: 'done' }],
    });
  });

  it('reports an error line', () => {
    expect(summary(decodeSplit(ollamaProtocol, '{"error":"model \\"x\\" not found"}\n', [3])).ends).toEqual([
      { kind: 'error', message: 'model "x" not found' },
    ]);
  });

  it('posts to /api/chat and lists models from /api/tags', () => {
    const request = ollamaProtocol.chatRequest({ baseUrl: 'http://localhost:11434', model: 'llama3.2', messages: [] });
    expect(request.url).toBe('http://localhost:11434/api/chat');
    expect(JSON.parse(request.body!)).toEqual({ model: 'llama3.2', messages: [], stream: true });
    expect(ollamaProtocol.modelsRequest('http://localhost:11434')?.url).toBe('http://localhost:11434/api/tags');
    expect(ollamaProtocol.modelIds({ models: [{ name: 'llama3.2:latest' }, { name: 'qwen2.5' }] })).toEqual(['llama3.2:latest', 'qwen2.5']);
  });
});
