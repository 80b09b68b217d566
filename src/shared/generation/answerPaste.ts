// What a paste into a source field does, decided before the browser inserts anything: a whole chat answer inserts only its
// spec, a pasted share link or AntV live-editor link inserts the text it carries, and a paste that would take the source past its size limit is refused with a message (a 2 MB paste used to be
// seconds of layout, storage and broadcast of text no spec may have). The Renderer's textarea and the Editor's code editor
// both ask `sourcePaste`.
import { MAX_SOURCE_CHARS } from '../../engine';
import { pasteRefusal } from '../opening/oversizePaste';
import { t } from '../../i18n/i18n';
import { pastedAddress } from '../links/links';
import type { NoticeMessage } from '../panels/Notice';
import { chatAnswerNotice, specFromEnteredText } from './answer';

/** The paste as it is (`pass`), its spec instead (`replace`), or nothing (`refuse`); each but `pass` with what to tell the user. */
export type SourcePaste =
  { kind: 'pass' } | { kind: 'replace'; text: string; notice: NoticeMessage } | { kind: 'refuse'; notice: NoticeMessage };

/** Pasted text longer than this is refused unread: even a chat answer's spec inside it is not looked for. */
const MAX_SCANNED_PASTE_CHARS = MAX_SOURCE_CHARS * 3;

function refused(size: number): SourcePaste {
  return { kind: 'refuse', notice: { tone: 'error', text: pasteRefusal(t('shared.paste.limit.what'), size) } };
}

/**
 * What to do with `pasted` over a selection of `selected` characters in a source of `current` characters. The limit is the
 * engine's: the text after the paste, not the paste alone, so a paste over a long selection still fits.
 */
export function sourcePaste(pasted: string, current: number, selected: number): SourcePaste {
  const kept = current - selected;
  if (pasted.length > MAX_SCANNED_PASTE_CHARS) return refused(kept + pasted.length);
  const link = pastedAddress(pasted);
  if (link?.kind === 'refused') return { kind: 'refuse', notice: { tone: 'error', text: link.message } };
  if (link) {
    if (kept + link.text.length > MAX_SOURCE_CHARS) return refused(kept + link.text.length);
    const text = t(link.reason === 'antv-link' ? 'shared.paste.antvLink' : 'shared.paste.shareLink');
    return { kind: 'replace', text: link.text, notice: { tone: 'info', text } };
  }
  const entered = specFromEnteredText(pasted);
  const inserted = entered.fromChatAnswer ? entered.text : pasted;
  if (kept + inserted.length > MAX_SOURCE_CHARS) return refused(kept + inserted.length);
  return entered.fromChatAnswer
    ? { kind: 'replace', text: inserted, notice: { tone: 'info', text: chatAnswerNotice() } }
    : { kind: 'pass' };
}

/** The text a paste event holds. */
export const pastedText = (event: ClipboardEvent): string => event.clipboardData?.getData('text/plain') ?? '';

/** Inserts `text` over the field's selection as typing would (one undo step where the browser supports it). */
function insertText(field: HTMLTextAreaElement, text: string): void {
  field.focus();
  if (field.ownerDocument.execCommand?.('insertText', false, text)) return;
  field.setRangeText(text, field.selectionStart, field.selectionEnd, 'end');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Decides pastes into `field` (see sourcePaste); returns the function that stops listening. */
export function guardSourcePastes(field: HTMLTextAreaElement, showNotice: (notice: NoticeMessage) => void): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const paste = sourcePaste(pastedText(event), field.value.length, field.selectionEnd - field.selectionStart);
    if (paste.kind === 'pass') return;
    event.preventDefault();
    if (paste.kind === 'replace') insertText(field, paste.text);
    showNotice(paste.notice);
  };
  field.addEventListener('paste', onPaste);
  return () => field.removeEventListener('paste', onPaste);
}
