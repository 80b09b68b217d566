// A canvas edit enters the code editor as one transaction: one undo step of its own, marked as coming from the canvas,
// changing only the characters that differ so the cursor and the scroll position stay where they were.
import { isolateHistory } from '@codemirror/commands';
import type { EditorView, ViewUpdate } from '@codemirror/view';

/** The user event of a canvas edit (CodeMirror's `input.*` family, so tools that watch typing see it as input). */
export const CANVAS_USER_EVENT = 'input.canvas';

/** The one change turning `before` into `after`: the differing middle between their common start and common end. */
export function smallestChange(before: string, after: string): { from: number; to: number; insert: string } | null {
  if (before === after) return null;
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/** Writes the text a canvas edit produced; false when it was already the text. */
export function writeCanvasEdit(view: EditorView, text: string): boolean {
  const change = smallestChange(view.state.doc.toString(), text);
  if (!change) return false;
  // isolateHistory: never merged with typing just before or after, so mod+Z undoes exactly this edit
  view.dispatch({ changes: change, userEvent: CANVAS_USER_EVENT, annotations: isolateHistory.of('full') });
  return true;
}

/** Whether an editor update carries a canvas edit (the page saves those as canvas edits, not typing). */
export function isCanvasUpdate(update: ViewUpdate): boolean {
  return update.transactions.some((transaction) => transaction.isUserEvent(CANVAS_USER_EVENT));
}
