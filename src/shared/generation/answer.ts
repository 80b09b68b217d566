// Text that enters a page (paste, file, share link) may be a whole chat answer: its fenced spec is used and the page says so.
import { firstContentLine, isHeadLine } from '../../engine';
import { t } from '../../i18n/i18n';
import { splitChatAnswer } from '../opening/fence';

/** What a page says when it used the block of a pasted or opened chat answer. */
export function chatAnswerNotice(): string {
  return t('shared.opening.chatAnswer');
}

export interface EnteredText {
  /** The spec to use: the answer's block, or the text as it came. */
  text: string;
  /** True when `text` was taken out of a chat answer (prose and/or a fence around it). */
  fromChatAnswer: boolean;
}

/**
 * The spec inside a chat answer ("Sure! ```infographic …``` Enjoy"), or the text unchanged when it is a spec already,
 * holds no spec, or only comment lines before its head line (which the syntax skips).
 */
export function specFromEnteredText(text: string): EnteredText {
  // The syntax skips comment lines and fences before its head line: such a text is a spec as written, kept whole.
  const head = firstContentLine(text);
  const lastFence = text.lastIndexOf('```');
  const proseAfterFence = lastFence >= 0 && /\S/.test(text.slice(lastFence + 3));
  if (head !== null && isHeadLine(head) && !proseAfterFence) return { text, fromChatAnswer: false };
  const answer = splitChatAnswer(text);
  if (answer.spec === null || answer.spec.trim() === '') return { text, fromChatAnswer: false };
  const wrapped = answer.label !== null || answer.before.trim() !== '' || answer.after.trim() !== '';
  return wrapped ? { text: answer.spec, fromChatAnswer: true } : { text, fromChatAnswer: false };
}
