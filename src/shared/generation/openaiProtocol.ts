// OpenAI-compatible Chat Completions (OpenAI, DeepSeek, Qwen, xAI, Groq, OpenRouter, Mistral, Gemini's endpoint, vLLM, …).
import { t } from '../../i18n/i18n';
import {
  bearerHeader,
  commonErrorMessage,
  joinUrl,
  dataListIds,
  sseDecoder,
  type ProtocolAdapter,
  type StreamPiece,
} from './protocolAdapter';
import type { FinishReason } from './types';

interface ChatChunk {
  choices?: { delta?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string } | string;
}

function finishReason(reason: string): FinishReason {
  if (reason === 'stop') return 'stop';
  if (reason === 'length') return 'length';
  if (reason === 'content_filter') return 'refused';
  return 'other';
}

/** One event's data as answer pieces; `[DONE]` ends the stream, a chunk without choices (usage only) says nothing. */
export function openaiPieces(data: string): StreamPiece[] {
  if (data.trim() === '[DONE]') return [{ kind: 'done' }];
  let chunk: ChatChunk;
  try {
    chunk = JSON.parse(data) as ChatChunk;
  } catch {
    return [{ kind: 'error', message: t('shared.generation.stream.eventNotJson', { data: JSON.stringify(data.slice(0, 80)) }) }];
  }
  if (chunk.error) {
    const message = typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown error');
    return [{ kind: 'error', message }];
  }
  const pieces: StreamPiece[] = [];
  const choice = chunk.choices?.[0];
  if (!choice) return pieces;
  const content = choice.delta?.content;
  if (typeof content === 'string' && content !== '') pieces.push({ kind: 'text', text: content });
  const refusal = choice.delta?.refusal;
  if (typeof refusal === 'string' && refusal !== '') pieces.push({ kind: 'text', text: refusal }, { kind: 'finish', reason: 'refused' });
  if (choice.finish_reason) pieces.push({ kind: 'finish', reason: finishReason(choice.finish_reason) });
  return pieces;
}

export const openaiProtocol: ProtocolAdapter = {
  protocol: 'openai',
  chatRequest({ baseUrl, model, apiKey, messages, maxTokens, temperature }) {
    return {
      url: joinUrl(baseUrl, 'chat/completions'),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...bearerHeader(apiKey),
      },
      body: JSON.stringify({
        model,
        messages,
        stream: true,
        ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
        ...(temperature !== undefined ? { temperature } : {}),
      }),
    };
  },
  modelsRequest(baseUrl, apiKey) {
    return { url: joinUrl(baseUrl, 'models'), headers: bearerHeader(apiKey) };
  },
  modelIds: dataListIds,
  createDecoder: () => sseDecoder((event) => openaiPieces(event.data)),
  errorMessage: commonErrorMessage,
};
