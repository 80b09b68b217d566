// The SSE parser against the HTML standard's rules, fed in arbitrary network chunks; and the text each event carries.
import { createSseParser, type SseEvent } from '../../../src/shared/generation/sseParser';
import { textOfEvent } from '../../../src/pages/dynamic/stream/streamEvents';

function parseInPieces(pieces: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  pieces.forEach((piece) => parser.push(piece));
  parser.end();
  return events;
}

const STREAM = ': keep-alive comment\n\nevent: delta\nid: 7\ndata: first line\ndata:second line\n\ndata: {"a":1}\r\n\r\ndata\n\n';

it('parses events, joins multi-line data with newlines, skips comments, and keeps ids and event names', () => {
  expect(parseInPieces([STREAM])).toEqual([
    { event: 'delta', id: '7', data: 'first line\nsecond line' },
    { event: 'message', id: '7', data: '{"a":1}' },
    { event: 'message', id: '7', data: '' },
  ]);
});

it('gives the same events however the bytes are split across network chunks, even inside "\\r\\n"', () => {
  const whole = parseInPieces([STREAM]);
  for (let size = 1; size <= 7; size += 1) {
    const pieces: string[] = [];
    for (let i = 0; i < STREAM.length; i += size) pieces.push(STREAM.slice(i, i + size));
    expect(parseInPieces(pieces)).toEqual(whole);
  }
  expect(parseInPieces(['data: a\r', '\ndata: b\r', '\r\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
});

it('drops an event the stream ended in the middle of', () => {
  expect(parseInPieces(['data: done\n\n', 'data: cut off'])).toEqual([{ event: 'message', data: 'done' }]);
});

describe('the text an event carries', () => {
  it('reads the chat-completion delta shape, its role-only first event and its [DONE] marker', () => {
    expect(textOfEvent('{"choices":[{"delta":{"content":"infographic "}}]}', 1)).toEqual({ kind: 'text', text: 'infographic ' });
    expect(textOfEvent('{"choices":[{"delta":{"role":"assistant"}}]}', 1)).toEqual({ kind: 'text', text: '' });
    expect(textOfEvent('{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}', 9)).toEqual({ kind: 'text', text: '' });
    expect(textOfEvent('[DONE]', 10)).toEqual({ kind: 'done' });
  });

  it('takes plain data as text, and {"text": …} as its text', () => {
    expect(textOfEvent('  - label Draft', 3)).toEqual({ kind: 'text', text: '  - label Draft' });
    expect(textOfEvent('{"text":"data\\n"}', 2)).toEqual({ kind: 'text', text: 'data\n' });
  });

  it('names the malformed event by number', () => {
    expect(textOfEvent('{"choices":[{"delta":', 4)).toMatchObject({
      kind: 'malformed',
      message: expect.stringMatching(/^Event 4 is not valid JSON/),
    });
    expect(textOfEvent('{"other":1}', 5)).toMatchObject({
      kind: 'malformed',
      message: expect.stringMatching(/^Event 5 is JSON but carries no text/),
    });
  });
});
