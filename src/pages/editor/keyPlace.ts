// Where in the Editor a key was pressed, which decides what the actions' keys may take (a "?" typed into a field is text).
import type { EditorView } from '@codemirror/view';
import type { KeyPlace } from '../../actions/action';

/** The preview pane, where mod+Z undoes canvas edits. */
export const PICTURE_PANE_CLASS = 'editor-page__canvas';

/** True when the element takes typed text (so "?" there is a character, not a shortcut). */
export function isEditable(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(element.type);
  return false;
}

/** The place of a keydown's real target (inside the code editor's shadow root too). */
export function keyPlaceOf(target: EventTarget | null, view: EditorView | null): KeyPlace {
  if (!(target instanceof Node)) return 'page';
  if (view?.contentDOM.contains(target)) return 'code';
  const element = target instanceof Element ? target : target.parentElement;
  if (element?.closest('dialog')) return 'dialog';
  // An open menu's own keys (arrows, Enter, typed letters) come first.
  if (element?.closest('[role="menu"], [role="menubar"]')) return 'menu';
  if (isEditable(element)) return 'field';
  if (element?.closest(`.${PICTURE_PANE_CLASS}`)) return 'picture';
  return 'page';
}
