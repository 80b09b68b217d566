// The one link between CodeMirror and the session: edits made in the editor go out as commands (`sendEdit`, called by the
// editor's one update listener with the text it made), and every change the session makes from elsewhere (a replace, a
// restore, another tab's version) comes in as one isolated, undoable transaction (`sessionSync`).
import { Annotation, type Extension } from '@codemirror/state';
import { isolateHistory } from '@codemirror/commands';
import { ViewPlugin, type ViewUpdate } from '@codemirror/view';
import type { Session, SessionChange } from './session';

/** Marks a transaction that brings in a change the session made (the view does not send it back). */
export const fromSession = Annotation.define<SessionChange>();

/** The userEvent a canvas edit's transaction carries (editor/canvas/writeBack.ts), sent as the `canvasEdit` command. */
export const CANVAS_USER_EVENT = 'input.canvas';

/** The session change a view update brought in, or null for the user's own edit. */
export function sessionChangeOf(update: ViewUpdate): SessionChange | null {
  for (const transaction of update.transactions) {
    const change = transaction.annotation(fromSession);
    if (change) return change;
  }
  return null;
}

/**
 * Sends the user's own edit to the session: `text` is the update's new text, made once by the editor's update listener
 * (the session and, through its change, the picture share that one string). A change the session brought in is not sent back.
 */
export function sendEdit(session: Session, text: string, update: ViewUpdate): void {
  if (!update.docChanged || sessionChangeOf(update)) return;
  if (update.transactions.some((transaction) => transaction.isUserEvent(CANVAS_USER_EVENT))) session.canvasEdit(text, update.view);
  else session.type(text, update.view);
}

/** Brings the session's changes from elsewhere into the editor; add it once to the editor's extensions, beside `sendEdit`. */
export function sessionSync(session: Session): Extension {
  return ViewPlugin.define((view) => {
    const stop = session.onChange((change) => {
      if (change.origin === view) return;
      if (view.state.doc.length === change.text.length && view.state.doc.toString() === change.text) return;
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: change.text },
        annotations: [fromSession.of(change), isolateHistory.of('full')],
      });
    });
    return { destroy: stop };
  });
}
