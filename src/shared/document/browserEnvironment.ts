// The document store's view of the browser: the app's database, BroadcastChannel and page-hide events, each absent where the
// browser has none.
import { appDatabase } from './connection';
import type { CrossTabChannel, SavedMessage } from './crossTab';
import type { DocumentStoreEnvironment } from './documentStore';

export function browserEnvironment(): DocumentStoreEnvironment {
  return {
    database: appDatabase(),
    openChannel: openBroadcastChannel,
    onPageHide: typeof window === 'undefined' ? null : onPageHide,
    unloadBackup: readLocalStorage(),
    now: () => Date.now(),
  };
}

/** A BroadcastChannel between this origin's tabs; null where the browser has none. */
export const openBroadcastChannel = typeof BroadcastChannel === 'function' ? openChannel : null;

function openChannel<Message = SavedMessage>(name: string): CrossTabChannel<Message> {
  const channel = new BroadcastChannel(name) as BroadcastChannel & { unref?: () => void };
  // Node's BroadcastChannel (jsdom tests) keeps the process alive while open; browsers have no unref and need none.
  channel.unref?.();
  return channel as unknown as CrossTabChannel<Message>;
}

// Like indexedDB, reading localStorage throws where storage is blocked.
function readLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// pagehide fires on close, reload and navigation; a hidden tab may be discarded without it (mobile), so save then too.
function onPageHide(flush: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
