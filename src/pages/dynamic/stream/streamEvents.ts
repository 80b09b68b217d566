// What one SSE event adds to a streamed spec: plain text, a chat-completion delta, the end marker, or a malformed event.
import { t } from '../../../i18n/i18n';

export type EventText = { kind: 'text'; text: string } | { kind: 'done' } | { kind: 'malformed'; message: string };

/** The end marker language-model gateways send after the last delta. */
export const DONE_MARKER = '[DONE]';

function deltaText(parsed: unknown): string | null | undefined {
  if (typeof parsed !== 'object' || parsed === null || !('choices' in parsed)) return undefined;
  const { choices } = parsed as { choices: unknown };
  if (!Array.isArray(choices)) return undefined;
  if (choices.length === 0) return null;
  const first = choices[0] as { delta?: { content?: unknown }; text?: unknown } | null;
  const content = first?.delta?.content ?? first?.text;
  if (content === undefined || content === null) return null;
  return typeof content === 'string' ? content : undefined;
}

/**
 * Reads one event's data. JSON in the chat-completion shape (`{"choices":[{"delta":{"content":"…"}}]}`) gives its content;
 * JSON with a string `text` field gives that; anything else that is not JSON is the text itself. `n` is the event's 1-based
 * number, for messages.
 */
export function textOfEvent(data: string, n: number): EventText {
  const trimmed = data.trim();
  if (trimmed === DONE_MARKER) return { kind: 'done' };
  if (!trimmed.startsWith('{')) return { kind: 'text', text: data };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'malformed', message: t('dynamic.stream.eventNotJson', { n, reason, preview: preview(trimmed) }) };
  }
  const delta = deltaText(parsed);
  if (delta === null) return { kind: 'text', text: '' };
  if (typeof delta === 'string') return { kind: 'text', text: delta };
  if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { text?: unknown }).text === 'string') {
    return { kind: 'text', text: (parsed as { text: string }).text };
  }
  return {
    kind: 'malformed',
    message: t('dynamic.stream.eventNoText', {
      n,
      chat: '{"choices":[{"delta":{"content":"…"}}]}',
      plain: '{"text":"…"}',
      preview: preview(trimmed),
    }),
  };
}

function preview(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
