// A canvas edit enters the code editor as one transaction: one undo step of its own, marked as coming from the canvas,
// changing only the characters that differ so the cursor and the scroll position stay where they were.
import { isolateHistory } from '@codemirror/commands';
import type { EditorView, ViewUpdate } from '@codemirror/view';

/** The user event of a canvas edit (CodeMirror's `input.*` family, so tools that watch typing see it as input). */
export const CANVAS_USER_EVENT = 'input.canvas';

export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** Above this many line pairs the middle is replaced as one block rather than diffed (specs are far smaller). */
const MAX_DIFF_CELLS = 4_000_000;

/** The one change turning `before` into `after`: the differing middle between their common start and common end. */
export function smallestChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * The changes turning `before` into `after`, one per run of changed lines (a longest-common-subsequence line diff), each
 * trimmed to the characters that differ: text between two edited places is not touched, so a cursor there stays put.
 */
export function textChanges(before: string, after: string): TextChange[] {
  if (before === after) return [];
  // lines with their line breaks, so replacing a run of them is plain concatenation
  const a = before.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const b = after.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const offsets = [0];
  for (const line of a) offsets.push(offsets[offsets.length - 1]! + line.length);
  // lcs[i][j]: common lines of a[i..] and b[j..]
  if (a.length * b.length > MAX_DIFF_CELLS) return [smallestChange(before, after)!];
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const changes: TextChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    const fromLine = i;
    const firstNew = j;
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i] === b[j])) {
      if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) i++;
      else j++;
    }
    // lines fromLine..i-1 become b[firstNew..j-1]
    const from = offsets[fromLine]!;
    const change = smallestChange(before.slice(from, offsets[i]!), b.slice(firstNew, j).join(''));
    if (change) changes.push({ from: from + change.from, to: from + change.to, insert: change.insert });
  }
  return changes;
}

/** Writes the text a canvas edit produced; false when it was already the text. */
export function writeCanvasEdit(view: EditorView, text: string): boolean {
  const changes = textChanges(view.state.doc.toString(), text);
  if (changes.length === 0) return false;
  // isolateHistory: never merged with typing just before or after, so mod+Z undoes exactly this edit
  view.dispatch({ changes, userEvent: CANVAS_USER_EVENT, annotations: isolateHistory.of('full') });
  return true;
}

/** Whether an editor update carries a canvas edit (the page saves those as canvas edits, not typing). */
export function isCanvasUpdate(update: ViewUpdate): boolean {
  return update.transactions.some((transaction) => transaction.isUserEvent(CANVAS_USER_EVENT));
}
