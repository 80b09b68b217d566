// The conversation with the model: the first request (prompt, the user's data, a template hint), "Change it" follow-ups and
// "Fix with the model" rounds, each a user turn after the model's previous answer.
import type { Diagnostic } from '../../../engine';
import type { ChatMessage } from '../../../shared/generation';

/** "Fix with the model" may run this many times in a row before the user has to change something. */
export const MAX_FIX_ROUNDS = 3;

export interface FirstRequest {
  prompt: string;
  /** Pasted CSV, JSON, a table or text to draw ('' when none). */
  data: string;
  /** A template or category name the user prefers ('' when none). */
  hint: string;
}

/** The first user turn: the request, the data fenced so the model reads it as data, and the hint. */
export function firstTurn({ prompt, data, hint }: FirstRequest): string {
  const parts = [prompt.trim()];
  if (data.trim() !== '') parts.push(`Use this data (CSV, JSON, a table or text):\n\`\`\`\n${data.trim()}\n\`\`\``);
  if (hint.trim() !== '') parts.push(`Prefer the template or category: ${hint.trim()}`);
  return parts.join('\n\n');
}

/** A follow-up about the current result ("make it a timeline"). */
export function changeTurn(instruction: string): string {
  return `${instruction.trim()}\n\nAnswer with the whole changed spec in one \`\`\`infographic block.`;
}

/** The diagnostics still left, with their lines, sent back so the model corrects its spec. */
export function fixTurn(diagnostics: readonly Diagnostic[]): string {
  const lines = diagnostics.map((d) => `- ${d.line !== undefined ? `line ${d.line}: ` : ''}${d.message}`);
  return [
    'The spec you wrote has these problems (line numbers count from the first line inside the fence):',
    ...lines,
    'Answer with the whole corrected spec in one ```infographic block.',
  ].join('\n');
}

/** The request's messages: the system prompt, the turns so far, and the new user turn. */
export function requestMessages(system: string, turns: readonly ChatMessage[], next: string): ChatMessage[] {
  return [...(system.trim() ? [{ role: 'system' as const, content: system }] : []), ...turns, { role: 'user', content: next }];
}
