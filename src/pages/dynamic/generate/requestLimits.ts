// The Generate request's text fields against their limits, checked (by length only) before anything is built or sent: the
// panel says which field is over and by how much, Generate waits, and a request that still gets here (a retried old record)
// is refused with the same words. The text stays in its field either way.
import { overLimit } from '../../../engine';
import { MAX_SYSTEM_PROMPT_CHARS } from '../../../shared/generation/systemPrompt';
import { MAX_DATA_CHARS, MAX_HINT_CHARS, MAX_PROMPT_CHARS } from '../../../shared/generation/userMessage';

export interface RequestTexts {
  prompt: string;
  data: string;
  hint: string;
  systemPrompt: string;
}

export type RequestField = keyof RequestTexts;

/** Each field's label (as the panel shows it) and its limit in characters. */
const LIMITS: Record<RequestField, { label: string; max: number }> = {
  prompt: { label: 'Prompt', max: MAX_PROMPT_CHARS },
  data: { label: 'Use my data', max: MAX_DATA_CHARS },
  hint: { label: 'Template or category', max: MAX_HINT_CHARS },
  systemPrompt: { label: 'System prompt', max: MAX_SYSTEM_PROMPT_CHARS },
};

/** What becomes of a field's text over its limit. */
export const KEPT_NOT_SENT = 'It stays here, and nothing is sent until it is shorter.';

function fieldLimit(label: string, text: string, max: number): string | null {
  return text.length > max ? `${overLimit(label, text.length, max, 'characters')} ${KEPT_NOT_SENT}` : null;
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
  return fieldLimit('Change it', instruction, MAX_PROMPT_CHARS);
}
