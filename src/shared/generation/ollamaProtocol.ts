// Ollama's native /api/chat: one JSON object per line, the last with `done: true`.
import { t } from '../../i18n/i18n';
import { createLineSplitter } from './ndjsonLines';
import { bearerHeader, commonErrorMessage, joinUrl, type ProtocolAdapter, type StreamPiece } from './protocolAdapter';
import type { FinishReason } from './types';

interface OllamaLine {
  message?: { content?: string };
  done?: boolean;
  done_reason?: string;
  error?: string;
}

function finishReason(reason: string | undefined): FinishReason {
  if (reason === undefined || reason === 'stop') return 'stop';
  if (reason === 'length') return 'length';
  return 'other';
}

/** One line as answer pieces; blank lines say nothing. */
export function ollamaPieces(line: string): StreamPiece[] {
  if (line.trim() === '') return [];
  let value: OllamaLine;
  try {
    value = JSON.parse(line) as OllamaLine;
  } catch {
    return [{ kind: 'error', message: t('shared.generation.stream.lineNotJson', { data: JSON.stringify(line.slice(0, 80)) }) }];
  }
  if (typeof value.error === 'string') return [{ kind: 'error', message: value.error }];
  const pieces: StreamPiece[] = [];
  const content = value.message?.content;
  if (typeof content === 'string' && content !== '') pieces.push({ kind: 'text', text: content });
  if (value.done === true) pieces.push({ kind: 'finish', reason: finishReason(value.done_reason) }, { kind: 'done' });
  return pieces;
}

export const ollamaProtocol: ProtocolAdapter = {
  protocol: 'ollama',
  chatRequest({ baseUrl, model, apiKey, messages, maxTokens, temperature }) {
    const options = {
      ...(maxTokens !== undefined ? { num_predict: maxTokens } : {}),
      ...(temperature !== undefined ? { temperature } : {}),
    };
    return {
      url: joinUrl(baseUrl, 'api/chat'),
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson', ...bearerHeader(apiKey) },
      body: JSON.stringify({ model, messages, stream: true, ...(Object.keys(options).length ? { options } : {}) }),
    };
  },
  modelsRequest(baseUrl, apiKey) {
    return { url: joinUrl(baseUrl, 'api/tags'), headers: bearerHeader(apiKey) };
  },
  modelIds(json) {
    const models = (json as { models?: { name?: unknown; model?: unknown }[] } | null)?.models;
    return Array.isArray(models)
      ? models.map((model) => model?.name ?? model?.model).filter((id): id is string => typeof id === 'string')
      : [];
  },
  createDecoder() {
    const lines = createLineSplitter();
    return {
      push: (text) => lines.push(text).flatMap(ollamaPieces),
      end: () => lines.end().flatMap(ollamaPieces),
    };
  },
  errorMessage: commonErrorMessage,
};
