// A streamed spec in any of the three shapes: plain chunked text, SSE whose events carry text, or chat-completion deltas.
// Bounded: the text stops at the most a spec may have (the engine's size limits), with a message saying the limit.
import { formatCount, MAX_SOURCE_CHARS, MAX_SOURCE_LINES } from '../../../engine';
import { createSseParser } from '../../../shared/generation/sseParser';
import { createTextCap } from '../../../shared/generation/textCap';
import { readStream, type ReadStreamOptions, type StreamEnd } from '../shared/fetchStreaming';
import { textOfEvent } from './streamEvents';
import { t } from '../../../i18n/i18n';

export type StreamShape = 'text' | 'events';

export interface ReadSpecStreamOptions extends Omit<ReadStreamOptions, 'onText' | 'onOpen'> {
  /** The headers are in and say which shape the body has. */
  onOpen?(shape: StreamShape): void;
  /** A piece of the spec text (a network chunk of plain text, or one event's text). */
  onPiece(text: string): void;
  /** The most characters and lines read; the engine's limits unless a test says otherwise. */
  maxChars?: number;
  maxLines?: number;
}

/** The message of a stream stopped at its size cap. */
export function capMessage(limit: 'chars' | 'lines', max: number): string {
  return t(limit === 'chars' ? 'dynamic.stream.capChars' : 'dynamic.stream.capLines', { max: formatCount(max) });
}

export function readSpecStream(
  url: string,
  { onOpen, onPiece, maxChars = MAX_SOURCE_CHARS, maxLines = MAX_SOURCE_LINES, ...options }: ReadSpecStreamOptions,
): Promise<StreamEnd> {
  let stop: StreamEnd | null = null;
  let events = 0;
  const cap = createTextCap(maxChars, maxLines);
  const piece = (text: string) => {
    const fits = cap.take(text);
    if (fits !== '') onPiece(fits);
    if (cap.reached) stop = { kind: 'failed', message: capMessage(cap.reached, cap.reached === 'chars' ? maxChars : maxLines) };
  };
  const parser = createSseParser(({ data }) => {
    if (stop) return;
    events += 1;
    const read = textOfEvent(data, events);
    if (read.kind === 'done') stop = { kind: 'done' };
    else if (read.kind === 'malformed')
      stop = { kind: 'failed', message: `${read.message}. The stream was stopped; what arrived before it stays.` };
    else if (read.text !== '') piece(read.text);
  });
  let shape: StreamShape = 'text';
  return readStream(url, {
    ...options,
    onOpen(contentType) {
      shape = contentType.startsWith('text/event-stream') ? 'events' : 'text';
      onOpen?.(shape);
    },
    onText(text) {
      if (shape === 'text') piece(text);
      else parser.push(text);
      return stop ?? undefined;
    },
  });
}
