// A paste that would take a text field past its limit, refused in the paste event, before the browser inserts it: inserting
// and laying out 400,000 characters in a textarea is a task of a second or more (2.5-2.9 s for Dynamic's Spec text under
// load), whatever the page does with them next. The source fields (answerPaste.ts) and Dynamic's Spec text say it alike.
import { MAX_SOURCE_CHARS, overLimit } from '../../engine';
import { t } from '../../i18n/i18n';

/** "{what} has {size} characters; the limit is {limit}. Nothing was pasted; your text is unchanged." */
export function pasteRefusal(what: string, size: number, limit = MAX_SOURCE_CHARS): string {
  return t('shared.paste.refused', { limit: overLimit(what, size, limit, t('shared.paste.limit.characters')) });
}

/**
 * The refusal of a paste of `pasted` characters into a field of `current` characters (`selected` of them pasted over) that
 * would take it past `limit`, or null when it fits. `what` names the field with the paste ("Spec text with this paste").
 */
export function oversizePaste(what: string, pasted: number, current: number, selected: number, limit = MAX_SOURCE_CHARS): string | null {
  const size = current - selected + pasted;
  return size > limit ? pasteRefusal(what, size, limit) : null;
}
