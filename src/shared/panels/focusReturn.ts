// Elements that take the focus back their own way. The code editor is one: focusing its content with element.focus() leaves
// no caret until CodeMirror's next update (a 10 ms timer, longer on a busy machine), and keys typed meanwhile are lost, while
// its view.focus() puts the caret back in the same task.

const takers = new WeakMap<Element, () => void>();

/** Says how `element` takes the focus back; returns the undo (call it when the element goes away). */
export function setFocusTaker(element: Element, focus: () => void): () => void {
  takers.set(element, focus);
  return () => {
    if (takers.get(element) === focus) takers.delete(element);
  };
}

/** Gives `element` the focus, its own way when it has one. */
export function giveFocusTo(element: HTMLElement): void {
  const focus = takers.get(element);
  if (focus) focus();
  else element.focus();
}
