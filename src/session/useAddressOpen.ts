// A page opened from an address (a share link, an AntV site link, Home's `?template=`): once the stored document is read,
// the address's text goes to the session's one `open` (which decides where it goes and says so), and the address is
// cleared, so a reload does not open it again. An address that cannot be read opens nothing and says why.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Session } from './session';
import { addressKey, readAddress } from '../shared/links/links';
import type { NoticeMessage } from '../shared/panels/Notice';
import { intentFromAddress } from './opening';

/**
 * True once the stored document is read and what the address asked for is open; problems go to `showProblem`. Nothing is
 * opened before `ready` (the Editor waits until its code editor holds the document).
 */
export function useAddressOpen(session: Session, showProblem: (notice: NoticeMessage) => void, ready = true): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const key = addressKey(search, hash);
  const [startedAt, setStartedAt] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!ready) return;
    const start = async () => {
      await session.whenLoaded();
      const read = await intentFromAddress(readAddress(search, hash));
      if (!live) return;
      if (read === null) return setStartedAt(key);
      if ('problem' in read) {
        showProblem({ tone: 'error', text: read.problem });
        return setStartedAt(key);
      }
      await session.open(read.intent);
      // The page goes on from the plain address (which starts it again, with nothing left to open).
      if (live) void navigate(pathname, { replace: true });
    };
    void start();
    return () => {
      live = false;
    };
    // The address is read again only when what it asks for changes (`key`), not on every change of the hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, session, showProblem, navigate, pathname]);
  return startedAt === key;
}
