// Where a key was pressed, which decides what the actions' keys may take (a "?" typed into a field is text, an open dialog's
// or menu's own keys come first). A page that has a code editor or a picture pane says where they are.
import type { KeyPlace } from './action';

/** True when the element takes typed text (so "?" there is a character, not a shortcut). */
export function isEditable(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(element.type);
  return false;
}

export interface PagePlaces {
  /** The code editor's content (its keys are the "code" place). */
  code?: Node | null;
  /** A class on the element around the page's picture (the "picture" place, where mod+Z undoes canvas edits). */
  pictureClass?: string;
}

/** The place of a keydown's real target (inside the code editor's shadow root too). */
export function keyPlaceOf(target: EventTarget | null, places: PagePlaces = {}): KeyPlace {
  if (!(target instanceof Node)) return 'page';
  if (places.code?.contains(target)) return 'code';
  const element = target instanceof Element ? target : target.parentElement;
  if (element?.closest('dialog, [role="dialog"]')) return 'dialog';
  // An open menu's own keys (arrows, Enter, typed letters) come first.
  if (element?.closest('[role="menu"], [role="menubar"]')) return 'menu';
  if (isEditable(element)) return 'field';
  if (places.pictureClass && element?.closest(`.${places.pictureClass}`)) return 'picture';
  return 'page';
}
