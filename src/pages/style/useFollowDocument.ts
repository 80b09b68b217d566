// The Style page's working copy follows the session: when the document changes elsewhere (another tab's version taken, the
// Editor in another view), the working copy moves onto the new text, keeping the page's unapplied theme on it, so "Apply" never
// writes an older text over newer work.
import { useEffect, useRef } from 'react';
import type { Session } from '../../session';

/** The page's own "Apply" passes this origin, so its change is not followed back. */
export const STYLE_PAGE_ORIGIN = 'style-page';

/**
 * Calls `onNewText(text, unapplied)` for every change of the document not made by this page, once the working copy is read
 * (`workingCopy()` not null): `unapplied` is true when it held style changes not yet applied (the page then rewrites its theme
 * onto the new text).
 */
export function useFollowDocument(
  session: Session,
  workingCopy: () => string | null,
  onNewText: (text: string, unapplied: boolean) => void,
) {
  const latest = useRef({ workingCopy, onNewText });
  useEffect(() => {
    latest.current = { workingCopy, onNewText };
  }, [workingCopy, onNewText]);
  useEffect(
    () =>
      session.onChange((change) => {
        const working = latest.current.workingCopy();
        if (change.origin === STYLE_PAGE_ORIGIN || working === null) return;
        latest.current.onNewText(change.text, working !== change.before);
      }),
    [session],
  );
}
