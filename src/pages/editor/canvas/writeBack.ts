// A canvas edit enters the code editor as one transaction: one undo step of its own, marked as coming from the canvas,
// made of exactly the changes the edit made (no diff of the texts), so the cursor and the scroll position stay where they were.
import { isolateHistory } from '@codemirror/commands';
import { ChangeSet } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { TextChange } from '../../../engine';
// The user event of a canvas edit (CodeMirror's `input.*` family, so tools that watch typing see it as input); the session's
// link sends such a transaction as the canvasEdit command.
import { CANVAS_USER_EVENT } from '../../../session';

/**
 * Writes a canvas edit's changes (each in the text the ones before it made, as `textForCanvasEdit` gives them) as one
 * transaction; false when there is nothing to write.
 */
export function writeCanvasEdit(view: EditorView, changes: readonly TextChange[]): boolean {
  if (changes.length === 0) return false;
  let length = view.state.doc.length;
  let composed = ChangeSet.empty(length);
  for (const change of changes) {
    const next = ChangeSet.of(change, length);
    composed = composed.compose(next);
    length = next.newLength;
  }
  // isolateHistory: never merged with typing just before or after, so mod+Z undoes exactly this edit
  view.dispatch({ changes: composed, userEvent: CANVAS_USER_EVENT, annotations: isolateHistory.of('full') });
  return true;
}
