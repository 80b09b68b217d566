// Which parts of a drawn picture the canvas editor works on, read from the DOM (library-free: the roles are its data-element-type).

/** Roles of the texts the library's editor edits on double-click, drags and resizes. */
const EDITABLE_TEXT_ROLES = new Set(['title', 'desc', 'item-label', 'item-desc']);

/** The editable canvas text a DOM node belongs to (the node itself or an ancestor), or null. */
export function canvasTextAt(target: EventTarget | null): Element | null {
  let node = target instanceof Node ? target : null;
  while (node) {
    if (node instanceof Element && EDITABLE_TEXT_ROLES.has(node.getAttribute('data-element-type') ?? '')) return node;
    node = node.parentNode;
  }
  return null;
}

/** The text being typed into on the canvas (its content-editable span), when `target` is one. */
export function canvasTextBeingEdited(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement && target.isContentEditable && canvasTextAt(target) ? target : null;
}
