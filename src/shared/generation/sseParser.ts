// A Server-Sent Events parser as the HTML standard defines it: fed network chunks of any size, it emits whole events.

export interface SseEvent {
  /** The `event:` field, "message" when absent. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
  /** The last `id:` seen, if any. */
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text; events complete in it are emitted, a partial line or event waits for the next chunk. */
  push(text: string): void;
  /** The stream ended: a final event without its blank line is dropped, as the standard says. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let data: string[] = [];
  let hasData = false;
  let eventType = '';
  let lastId: string | undefined;
  // A "\r" at a chunk's end may be the first half of "\r\n": the "\n" that follows must not end another line.
  let skipLeadingNewline = false;

  const dispatch = () => {
    if (hasData) onEvent({ event: eventType || 'message', data: data.join('\n'), ...(lastId !== undefined ? { id: lastId } : {}) });
    data = [];
    hasData = false;
    eventType = '';
  };

  const line = (text: string) => {
    if (text === '') {
      dispatch();
      return;
    }
    // A line starting with a colon is a comment (servers send them as keep-alives).
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'event') {
      eventType = value;
    } else if (field === 'id' && !value.includes('\u0000')) {
      lastId = value;
    }
    // "retry" and unknown fields are ignored: the page does not reconnect on its own.
  };

  return {
    push(text) {
      let chunk = text;
      if (skipLeadingNewline && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingNewline = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i += 1;
          } else {
            skipLeadingNewline = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      data = [];
      hasData = false;
      eventType = '';
    },
  };
}
