// Pastes into the code editor, decided before CodeMirror inserts anything (sourcePaste): a chat answer inserts only its
// block, a paste past the source's size limit is refused, and the page says so. Caught on the document in the capture
// phase, as a dropped file is, so CodeMirror never sees them.
import { useEffect, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import { pastedText, sourcePaste } from '../../../shared/generation/answerPaste';
import type { NoticeMessage } from '../../../shared/panels/Notice';

export function useSourcePastes(view: RefObject<EditorView | null>, showNotice: (notice: NoticeMessage) => void): void {
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const editor = view.current;
      if (!editor || !event.composedPath().includes(editor.contentDOM)) return;
      const { doc, selection } = editor.state;
      const selected = selection.ranges.reduce((sum, range) => sum + range.to - range.from, 0);
      const paste = sourcePaste(pastedText(event), doc.length, selected);
      if (paste.kind === 'pass') return;
      event.preventDefault();
      event.stopPropagation();
      // As CodeMirror's own paste: over the selection, one undo step, in view.
      if (paste.kind === 'replace')
        editor.dispatch(editor.state.replaceSelection(paste.text), { userEvent: 'input.paste', scrollIntoView: true });
      showNotice(paste.notice);
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, [view, showNotice]);
}
