// Cutting a spec into the pieces a language model would send: a few characters, or a few word-like tokens, at a time.

export type ChunkUnit = 'chars' | 'tokens';

export interface ChunkOptions {
  unit: ChunkUnit;
  /** Characters or tokens per chunk, at least 1. */
  size: number;
}

/** A word with the spaces before it, one punctuation mark with its spaces, or spaces at the very end (as model tokens run). */
const TOKEN = /\s*(?:[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_])|\s+$/gu;

/** Word-like tokens; joined back they give the text exactly. */
export function tokensOf(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Splits `text` into chunks; joining them gives `text` back. Characters count by code point, so no emoji is cut in two. */
export function chunkText(text: string, { unit, size }: ChunkOptions): string[] {
  const step = Math.max(1, Math.floor(size));
  const pieces = unit === 'tokens' ? tokensOf(text) : Array.from(text);
  const chunks: string[] = [];
  for (let start = 0; start < pieces.length; start += step) chunks.push(pieces.slice(start, start + step).join(''));
  return chunks;
}

/** End offset (in UTF-16 units) of the text after each chunk: ends[i] is the length of chunks 0..i joined. */
export function chunkEnds(chunks: readonly string[]): number[] {
  const ends: number[] = [];
  let total = 0;
  for (const chunk of chunks) {
    total += chunk.length;
    ends.push(total);
  }
  return ends;
}
