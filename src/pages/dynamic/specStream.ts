// A streamed spec in any of the three shapes: plain chunked text, SSE whose events carry text, or chat-completion deltas.
import { createSseParser } from '../../shared/generation/sseParser';
import { readStream, type ReadStreamOptions, type StreamEnd } from './streamClient';
import { textOfEvent } from './streamEvents';

export type StreamShape = 'text' | 'events';

export interface SpecStreamOptions extends Omit<ReadStreamOptions, 'onText' | 'onOpen'> {
  /** The headers are in and say which shape the body has. */
  onOpen?(shape: StreamShape): void;
  /** A piece of the spec text (a network chunk of plain text, or one event's text). */
  onPiece(text: string): void;
}

export function streamSpec(url: string, { onOpen, onPiece, ...options }: SpecStreamOptions): Promise<StreamEnd> {
  let stop: StreamEnd | null = null;
  let events = 0;
  const parser = createSseParser(({ data }) => {
    if (stop) return;
    events += 1;
    const read = textOfEvent(data, events);
    if (read.kind === 'done') stop = { kind: 'done' };
    else if (read.kind === 'malformed')
      stop = { kind: 'failed', message: `${read.message}. The stream was stopped; what arrived before it stays.` };
    else if (read.text !== '') onPiece(read.text);
  });
  let shape: StreamShape = 'text';
  return readStream(url, {
    ...options,
    onOpen(contentType) {
      shape = contentType.startsWith('text/event-stream') ? 'events' : 'text';
      onOpen?.(shape);
    },
    onText(text) {
      if (shape === 'text') {
        onPiece(text);
        return;
      }
      parser.push(text);
      return stop ?? undefined;
    },
  });
}
