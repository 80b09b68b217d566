// Pasting a whole chat answer into a source textarea inserts only its spec; the page is told so it can say so.
import { specFromEnteredText } from './answer';

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
    const entered = specFromEnteredText(event.clipboardData?.getData('text/plain') ?? '');
    if (!entered.fromChatAnswer) return;
    event.preventDefault();
    insertText(field, entered.text);
    onUsed();
  };
  field.addEventListener('paste', onPaste);
  return () => field.removeEventListener('paste', onPaste);
}
