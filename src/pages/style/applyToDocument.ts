// "Apply to document": the working source becomes the app's current document, through the session (which keeps the replaced
// text in History first, listed as "Before a style was applied").
import type { Session } from '../../session';
import { STYLE_PAGE_ORIGIN } from './useFollowDocument';

/** Replaces the current text with the styled working source: one undo step, the replaced text kept in History. */
export function applyToDocument(session: Session, source: string): void {
  session.replace(source, 'style', STYLE_PAGE_ORIGIN);
}
