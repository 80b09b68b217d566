// The user's turn of a generation: their request, plus "use my data" (CSV, JSON, a table or text) folded in as a block.
import { formatCount } from '../../engine';

export type DataFormat = 'csv' | 'json' | 'table' | 'text';

export interface UserMessageInput {
  /** What the user asked for ("a timeline of our launch"). */
  prompt: string;
  /** Pasted data to turn into the infographic. */
  data?: string;
  /** The data's format; guessed from the text when absent. */
  format?: DataFormat;
}

/** Longest prompt sent: a request, not a document (data goes in "Use my data"); about 5,000 tokens. */
export const MAX_PROMPT_CHARS = 20_000;
/** Longest data folded in: beyond this a model's answer would be too long to draw anyway (MAX_ITEMS). */
export const MAX_DATA_CHARS = 20_000;
/** Longest template or category hint: a name (the longest template's has about 60 characters). */
export const MAX_HINT_CHARS = 200;

const FORMAT_WORDS: Record<DataFormat, string> = {
  csv: 'CSV',
  json: 'JSON',
  table: 'a table',
  text: 'notes',
};

/** JSON when it parses, a table when its lines hold pipes or tabs, CSV when every line has the same number of commas (>0), else text. */
export function guessDataFormat(data: string): DataFormat {
  const text = data.trim();
  if (/^[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return 'json';
    } catch {
      // not JSON: read it as one of the others
    }
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length >= 2 && lines.every((line) => line.includes('|') || line.includes('\t'))) return 'table';
  const commas = lines.map((line) => (line.match(/,/g) ?? []).length);
  if (lines.length >= 2 && commas[0]! > 0 && commas.every((count) => count === commas[0])) return 'csv';
  return 'text';
}

/** The fence around the data: longer than any backtick run inside it, so the data cannot close it. */
function fenceFor(data: string): string {
  const longest = Math.max(2, ...(data.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(longest + 1);
}

/** The user message: the request, then the data in its own fenced block with how to use it. */
export function buildUserMessage({ prompt, data, format }: UserMessageInput): string {
  const request = prompt.trim() || 'Make an infographic of this data.';
  const body = data?.trim();
  if (!body) return request;
  const kind = format ?? guessDataFormat(body);
  const cut = body.length > MAX_DATA_CHARS;
  const shown = cut ? body.slice(0, MAX_DATA_CHARS) : body;
  const fence = fenceFor(shown);
  const lang = kind === 'table' ? 'text' : kind;
  return [
    request,
    '',
    `Use my data (${FORMAT_WORDS[kind]}) below: every row or item becomes an item, with its numbers and names as written; invent nothing.${cut ? ` It was cut to its first ${formatCount(MAX_DATA_CHARS)} characters.` : ''}`,
    `${fence}${lang}`,
    shown,
    fence,
  ].join('\n');
}
