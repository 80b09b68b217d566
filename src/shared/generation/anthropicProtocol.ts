// Anthropic Messages: its own event types, its key header, and a separate system prompt.
import { t } from '../../i18n/i18n';
import { commonErrorMessage, joinUrl, dataListIds, sseDecoder, type ProtocolAdapter, type StreamPiece } from './protocolAdapter';
import { DEFAULT_MAX_TOKENS, type FinishReason } from './types';

export const ANTHROPIC_VERSION = '2023-06-01';

interface AnthropicEvent {
  type?: string;
  content_block?: { type?: string; text?: string };
  delta?: { type?: string; text?: string; stop_reason?: string | null };
  error?: { type?: string; message?: string };
}

function finishReason(reason: string): FinishReason {
  if (reason === 'end_turn' || reason === 'stop_sequence') return 'stop';
  if (reason === 'max_tokens') return 'length';
  if (reason === 'refusal') return 'refused';
  return 'other';
}

/** One event as answer pieces; message_start, content_block_stop, ping and unknown (future) events say nothing. */
export function anthropicPieces(eventName: string, data: string): StreamPiece[] {
  let event: AnthropicEvent;
  try {
    event = JSON.parse(data) as AnthropicEvent;
  } catch {
    return [
      {
        kind: 'error',
        message: t('shared.generation.stream.namedEventNotJson', { event: eventName, data: JSON.stringify(data.slice(0, 80)) }),
      },
    ];
  }
  const type = event.type ?? eventName;
  switch (type) {
    case 'content_block_start':
      return event.content_block?.type === 'text' && event.content_block.text ? [{ kind: 'text', text: event.content_block.text }] : [];
    case 'content_block_delta':
      return event.delta?.type === 'text_delta' && event.delta.text ? [{ kind: 'text', text: event.delta.text }] : [];
    case 'message_delta':
      return event.delta?.stop_reason ? [{ kind: 'finish', reason: finishReason(event.delta.stop_reason) }] : [];
    case 'message_stop':
      return [{ kind: 'done' }];
    case 'error':
      return [{ kind: 'error', message: `${event.error?.type ? `${event.error.type}: ` : ''}${event.error?.message ?? 'unknown error'}` }];
    default:
      return [];
  }
}

function keyHeaders(apiKey?: string): Record<string, string> {
  return {
    'anthropic-version': ANTHROPIC_VERSION,
    // Anthropic answers browser requests (CORS) only with this header; the key is the user's own, in their own browser.
    'anthropic-dangerous-direct-browser-access': 'true',
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
  };
}

export const anthropicProtocol: ProtocolAdapter = {
  protocol: 'anthropic',
  chatRequest({ baseUrl, model, apiKey, messages, maxTokens, temperature }) {
    const system = messages
      .filter((message) => message.role === 'system')
      .map((message) => message.content)
      .join('\n\n');
    return {
      url: joinUrl(baseUrl, 'v1/messages'),
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...keyHeaders(apiKey) },
      body: JSON.stringify({
        model,
        max_tokens: maxTokens ?? DEFAULT_MAX_TOKENS,
        ...(system ? { system } : {}),
        messages: messages.filter((message) => message.role !== 'system'),
        stream: true,
        ...(temperature !== undefined ? { temperature } : {}),
      }),
    };
  },
  modelsRequest(baseUrl, apiKey) {
    return { url: joinUrl(baseUrl, 'v1/models'), headers: keyHeaders(apiKey) };
  },
  modelIds: dataListIds,
  createDecoder: () => sseDecoder((event) => anthropicPieces(event.event, event.data)),
  errorMessage: commonErrorMessage,
};
