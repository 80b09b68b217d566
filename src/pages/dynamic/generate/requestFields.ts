// Generate's request fields as the user types them, kept in a value store the page creates once: a key re-renders only the panel
// that shows them (not the page), the fields outlive a switch of view, and Generate, Retry and Reopen read or write them at once.
import { STALL_MS } from '../../../shared/generation';
import type { TemplateInfo } from '../../../engine';
import { createValueStore, type ValueStore } from '../../../shared/viewState/valueStore';
import { generatedSystemPrompt } from './systemPrompt';

export interface RequestFields {
  prompt: string;
  data: string;
  /** A template or a category for the system prompt. */
  hint: string;
  /** The user's own edit of the system prompt, which wins over the generated one until the page is left; null while none. */
  editedSystemPrompt: string | null;
  /** Give up when nothing arrives for this long. */
  stallSeconds: number;
  /** The follow-up typed in "Change it" and not sent yet (kept like the fields above, so leaving the page does not lose it). */
  instruction: string;
}

export type RequestFieldsStore = ValueStore<RequestFields>;

/** The fields on opening the page: a /dynamic?prompt=… link fills the prompt (and never sends). */
export function createRequestFields(prompt: string): RequestFieldsStore {
  return createValueStore<RequestFields>({
    prompt,
    data: '',
    hint: '',
    editedSystemPrompt: null,
    stallSeconds: STALL_MS / 1000,
    instruction: '',
  });
}

/** The system prompt the fields ask for: the user's edit, else the one generated for the hint. */
export function systemPromptOf(fields: RequestFields, templates: readonly TemplateInfo[] | null): string {
  return fields.editedSystemPrompt ?? generatedSystemPrompt(templates, fields.hint);
}
