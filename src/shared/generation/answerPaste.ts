// Pasting a whole chat answer inserts only its spec; the page is told so it can say so. The Renderer's textarea and the
// Editor's code editor both ask `chatAnswerPaste` what a paste holds.
import { specFromEnteredText } from './answer';

/** The spec to insert instead of what a paste holds, or null when the paste is not a chat answer (let it through). */
export function chatAnswerPaste(event: ClipboardEvent): string | null {
  const entered = specFromEnteredText(event.clipboardData?.getData('text/plain') ?? '');
  return entered.fromChatAnswer ? entered.text : null;
}

/** Inserts `text` over the field's selection as typing would (one undo step where the browser supports it). */
function insertText(field: HTMLTextAreaElement, text: string): void {
  field.focus();
  if (field.ownerDocument.execCommand?.('insertText', false, text)) return;
  field.setRangeText(text, field.selectionStart, field.selectionEnd, 'end');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Listens for pastes into `field`; returns the function that stops listening. */
export function takeChatAnswerPastes(field: HTMLTextAreaElement, onUsed: () => void): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const spec = chatAnswerPaste(event);
    if (spec === null) return;
    event.preventDefault();
    insertText(field, spec);
    onUsed();
  };
  field.addEventListener('paste', onPaste);
  return () => field.removeEventListener('paste', onPaste);
}
