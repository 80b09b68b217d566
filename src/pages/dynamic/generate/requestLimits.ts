// The Generate request's text fields against their limits, checked (by length only) before anything is built or sent: the
// panel says which field is over and by how much, Generate waits, and a request that still gets here (a retried old record)
// is refused with the same words. The text stays in its field either way.
import { overLimit } from '../../../engine';
import { MAX_SYSTEM_PROMPT_CHARS } from '../../../shared/generation/systemPrompt';
import { MAX_DATA_CHARS, MAX_HINT_CHARS, MAX_PROMPT_CHARS } from '../../../shared/generation/userMessage';
import { t, type MessageId } from '../../../i18n/i18n';

export interface RequestTexts {
  prompt: string;
  data: string;
  hint: string;
  systemPrompt: string;
}

export type RequestField = keyof RequestTexts;

/** Each field's label (as the panel shows it, a message id) and its limit in characters. */
const LIMITS: Record<RequestField, { label: MessageId; max: number }> = {
  prompt: { label: 'dynamic.generate.prompt', max: MAX_PROMPT_CHARS },
  data: { label: 'dynamic.generate.data', max: MAX_DATA_CHARS },
  hint: { label: 'dynamic.generate.hint', max: MAX_HINT_CHARS },
  systemPrompt: { label: 'dynamic.generate.systemPrompt', max: MAX_SYSTEM_PROMPT_CHARS },
};

/** The field's limit message, in the interface's language, with what becomes of its text (it stays, nothing is sent). */
function fieldLimit(label: MessageId, text: string, max: number): string | null {
  if (text.length <= max) return null;
  const message = overLimit(t(label), text.length, max, t('dynamic.limit.characters'));
  return t('dynamic.limit.fieldOver', { message, kept: t('dynamic.limit.keptNotSent') });
}

/** The message of each field over its limit; an empty object when the request can be sent. */
export function requestOverLimits(texts: RequestTexts): Partial<Record<RequestField, string>> {
  const over: Partial<Record<RequestField, string>> = {};
  for (const field of Object.keys(LIMITS) as RequestField[]) {
    const message = fieldLimit(LIMITS[field].label, texts[field], LIMITS[field].max);
    if (message) over[field] = message;
  }
  return over;
}

/** "Change it"'s instruction against the prompt's limit (it is a prompt too), or null. */
export function instructionOverLimit(instruction: string): string | null {
  return fieldLimit('dynamic.followUp.change', instruction, MAX_PROMPT_CHARS);
}
