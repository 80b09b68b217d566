// What each wire protocol must provide: its request, its models list, and a decoder from stream text to answer pieces.
import { createSseParser, type SseEvent } from './sseParser';
import type { FinishReason, Protocol, StreamChatOptions } from './types';

/** One thing a stream said: answer text, why it stopped, an error event, or its end marker. */
export type StreamPiece =
  { kind: 'text'; text: string } | { kind: 'finish'; reason: FinishReason } | { kind: 'error'; message: string } | { kind: 'done' };

export interface StreamDecoder {
  /** Decoded text of any size; returns the pieces complete in it (a partial line or event waits). */
  push(text: string): StreamPiece[];
  /** The body ended: whatever a complete final line still holds. */
  end(): StreamPiece[];
}

export interface HttpRequest {
  url: string;
  headers: Record<string, string>;
  /** JSON body for POST; absent for GET. */
  body?: string;
}

export interface ProtocolAdapter {
  protocol: Protocol;
  chatRequest(options: Pick<StreamChatOptions, 'baseUrl' | 'model' | 'apiKey' | 'messages' | 'maxTokens' | 'temperature'>): HttpRequest;
  /** The models list request, or null where the protocol has none. */
  modelsRequest(baseUrl: string, apiKey?: string): HttpRequest | null;
  /** Model ids out of the models list's JSON. */
  modelIds(json: unknown): string[];
  createDecoder(): StreamDecoder;
  /** The provider's own error message out of an error body (JSON or text), "" when it has none. */
  errorMessage(body: string): string;
}

/** `base` + `path` with exactly one slash between; relative bases resolve against the page. */
export function joinUrl(base: string, path: string, pageUrl: string = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL(`${base.trim().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, pageUrl).href;
}

/** The message in the common error body shapes: {error:{message}}, {error:"…"}, {message}, or short text. */
export function commonErrorMessage(body: string): string {
  const trimmed = body.trim();
  if (trimmed === '') return '';
  try {
    const value = JSON.parse(trimmed) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = value?.error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
      return (error as { message: string }).message;
    if (typeof value?.message === 'string') return value.message;
    if (typeof value?.detail === 'string') return value.detail;
    return '';
  } catch {
    // A proxy's HTML error page says nothing useful; a short plain-text body does.
    return trimmed.startsWith('<') ? '' : trimmed.slice(0, 300);
  }
}

/** The usual key header, or none when there is no key (a proxy adds it server-side). */
export function bearerHeader(apiKey?: string): Record<string, string> {
  return apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
}

/** A decoder for a server-sent-events stream: each complete event's pieces, as `toPieces` reads them. */
export function sseDecoder(toPieces: (event: SseEvent) => StreamPiece[]): StreamDecoder {
  let pieces: StreamPiece[] = [];
  const parser = createSseParser((event) => {
    pieces.push(...toPieces(event));
  });
  const take = () => {
    const out = pieces;
    pieces = [];
    return out;
  };
  return {
    push(text) {
      parser.push(text);
      return take();
    },
    end() {
      parser.end();
      return take();
    },
  };
}

/** Model ids in the `{ data: [{ id }] }` list that OpenAI-compatible servers and Anthropic both answer. */
export function dataListIds(json: unknown): string[] {
  const data = (json as { data?: { id?: unknown }[] } | null)?.data;
  return Array.isArray(data) ? data.map((model) => model?.id).filter((id): id is string => typeof id === 'string') : [];
}
