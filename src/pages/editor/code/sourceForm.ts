// Facts about a source's text the editor needs without the engine: JSON or text syntax, and indentation folds.

/** JSON sources start with `{` (as the engine decides). */
export function isJsonSource(text: string): boolean {
  return text.trimStart().startsWith('{');
}

/** The lines of a text as CodeMirror's Text gives them (1-based `line(n)`). */
export interface LineSource {
  readonly lines: number;
  line(n: number): { text: string; from: number; to: number };
}

function indentOf(text: string): number {
  return text.length - text.trimStart().length;
}

/**
 * The fold of the 1-based line `n`: from its end to the end of the last following line indented deeper (blank lines
 * inside are kept, trailing ones left out); null when nothing below is deeper.
 */
export function foldRangeByIndent(doc: LineSource, n: number): { from: number; to: number } | null {
  const head = doc.line(n);
  if (head.text.trim() === '') return null;
  const depth = indentOf(head.text);
  let lastEnd = -1;
  for (let i = n + 1; i <= doc.lines; i++) {
    const next = doc.line(i);
    if (next.text.trim() === '') continue;
    if (indentOf(next.text) <= depth) break;
    lastEnd = next.to;
  }
  return lastEnd < 0 ? null : { from: head.to, to: lastEnd };
}
