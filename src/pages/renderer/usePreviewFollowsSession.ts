// The Renderer's picture is a view of the session: typing draws after the next painted frame (or a typing pause once renders
// are slow); any other change (a file, a template, another tab's version) draws at once and drops a pending keystroke render.
import { useCallback, useEffect, useRef } from 'react';
import type { Session } from '../../session';
import { useLivePreviewScheduler } from '../../shared/scheduling/livePreviewScheduler';

/**
 * Follows the session once `started` (the stored document read and the address's text in it); before that it draws
 * `firstText` (the text the address carries, which the session is about to open), if any. Returns "draw this now".
 */
export function usePreviewFollowsSession(
  session: Session,
  render: (text: string) => void,
  started: boolean,
  firstText: string | null = null,
): (text: string) => void {
  const later = useLivePreviewScheduler(render);
  const renderNow = useCallback(
    (text: string) => {
      later.cancel();
      render(text);
    },
    [later, render],
  );
  const following = useRef(started);
  useEffect(() => {
    following.current = started;
    if (started) renderNow(session.getState().document.source);
    else if (firstText !== null) renderNow(firstText);
  }, [started, firstText, session, renderNow]);
  useEffect(
    () =>
      session.onChange((change) => {
        if (!following.current) return;
        if (change.command === 'type') later.schedule(change.text);
        else renderNow(change.text);
      }),
    [session, later, renderNow],
  );
  return renderNow;
}
