// The keys the Editor page answers to itself (shortcuts.ts): mod+Enter renders now, "?" outside a text field shows the
// shortcuts, mod+Shift+Z redoes everywhere. Listened for on the window in the capture phase, so CodeMirror (whose
// mod+Enter would insert a line) never sees the keys taken here; its own keys (undo, search, comment) pass through.
import { useEffect, type RefObject } from 'react';
import { redo } from '@codemirror/commands';
import type { EditorView } from '@codemirror/view';
import { isEditable, isMac, pageKeyOf } from './shortcuts';

interface Handlers {
  view: RefObject<EditorView | null>;
  renderNow(): void;
  showShortcuts(): void;
}

export function usePageShortcuts({ view, renderNow, showShortcuts }: Handlers): void {
  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      // The real target, inside the code editor's shadow root (event.target is its host out here).
      const target = event.composedPath()[0] ?? null;
      const key = pageKeyOf(event, isEditable(target), mac);
      if (key === null) return;
      if (key === 'redo') {
        if (!view.current?.hasFocus) return;
        redo(view.current);
      } else if (key === 'render-now') {
        renderNow();
      } else {
        showShortcuts();
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [view, renderNow, showShortcuts]);
}
