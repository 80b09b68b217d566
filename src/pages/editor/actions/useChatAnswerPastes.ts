// A chat answer (prose around a fenced block) pasted into the code editor inserts only its block, and the page says so.
// Caught on the document in the capture phase, as a dropped file is, so CodeMirror never inserts the prose.
import { useEffect, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import { CHAT_ANSWER_NOTICE } from '../../../shared/generation/answer';
import { chatAnswerPaste } from '../../../shared/generation/answerPaste';
import type { NoticeMessage } from '../../../shared/panels/Notice';

export function useChatAnswerPastes(view: RefObject<EditorView | null>, showNotice: (notice: NoticeMessage) => void): void {
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const editor = view.current;
      if (!editor || !event.composedPath().includes(editor.contentDOM)) return;
      const spec = chatAnswerPaste(event);
      if (spec === null) return;
      event.preventDefault();
      event.stopPropagation();
      // As CodeMirror's own paste: over the selection, one undo step, in view.
      editor.dispatch(editor.state.replaceSelection(spec), { userEvent: 'input.paste', scrollIntoView: true });
      showNotice({ tone: 'info', text: CHAT_ANSWER_NOTICE });
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, [view, showNotice]);
}
