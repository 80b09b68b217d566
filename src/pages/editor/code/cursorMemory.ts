// The caret, the selection and the scroll position, remembered for the text they were taken in, so reopening the Editor
// on the same document puts the user back where they were (kept in localStorage, like the split).
import { EditorSelection, type Extension, type StateEffect } from '@codemirror/state';
import { EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';
import { writeCursor, type CursorPlace } from './cursorPlace';

export { readCursor, STORAGE_KEY, textHash, writeCursor, type CursorPlace } from './cursorPlace';

/** A moving caret is written at most this often; pagehide and closing the editor write at once. */
export const WRITE_EVERY_MS = 400;

const topLine = (view: EditorView): number => view.lineBlockAtHeight(view.scrollDOM.scrollTop).from;

/** Writes the place as the caret moves, the text changes or the editor scrolls (throttled), on pagehide and when the editor goes. */
export function rememberCursor(storage: Pick<Storage, 'setItem'> | null): Extension {
  return ViewPlugin.define((view) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    // taken at each scroll (layout cannot be read during an update, and a detached scroller says 0)
    let top = 0;
    const write = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const { anchor, head } = view.state.selection.main;
      writeCursor(storage, view.state.doc.toString(), { anchor, head, top: Math.min(top, view.state.doc.length) });
    };
    const later = () => {
      timer ??= setTimeout(write, WRITE_EVERY_MS);
    };
    const scrolled = () => {
      top = topLine(view);
      later();
    };
    window.addEventListener('pagehide', write);
    view.scrollDOM.addEventListener('scroll', scrolled, { passive: true });
    return {
      update(update: ViewUpdate) {
        if (update.selectionSet || update.docChanged) later();
      },
      destroy() {
        window.removeEventListener('pagehide', write);
        view.scrollDOM.removeEventListener('scroll', scrolled);
        if (timer !== null) write();
      },
    };
  });
}

/**
 * The selection, the scroll effect and the scroll handler that put a restored place back when the view is built. CodeMirror
 * scrolls every scrolling ancestor to bring a target in view, the window too (it opened scrolled past the toolbar by the
 * editor's offset); the handler takes that one scroll and moves only the editor's own scroller, as a scroll snapshot does.
 */
export function restoredPlace(place: CursorPlace | null): {
  selection?: EditorSelection;
  scrollTo?: StateEffect<unknown>;
  extension?: Extension;
} {
  if (!place) return {};
  let restored = false;
  return {
    selection: EditorSelection.single(place.anchor, place.head),
    scrollTo: EditorView.scrollIntoView(place.top, { y: 'start' }),
    extension: EditorView.scrollHandler.of((view, range) => {
      if (restored || !range.empty || range.head !== place.top) return false;
      restored = true;
      // the line the user had at the top of the scroller, as topLine() reads it back
      view.scrollDOM.scrollTop = view.lineBlockAt(place.top).top;
      return true;
    }),
  };
}
