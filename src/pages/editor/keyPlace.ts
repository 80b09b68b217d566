// Where in the Editor a key was pressed: the code editor and the picture pane are places of their own (each with its own undo).
import type { EditorView } from '@codemirror/view';
import type { KeyPlace } from '../../actions/action';
import { keyPlaceOf as placeOf } from '../../actions/keyPlace';

/** The preview pane, where mod+Z undoes canvas edits. */
export const PICTURE_PANE_CLASS = 'editor-page__canvas';

/** The place of a keydown's real target (inside the code editor's shadow root too). */
export function keyPlaceOf(target: EventTarget | null, view: EditorView | null): KeyPlace {
  return placeOf(target, { code: view?.contentDOM, pictureClass: PICTURE_PANE_CLASS });
}
