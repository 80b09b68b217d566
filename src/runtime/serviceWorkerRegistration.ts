// The page's side of the service worker: register it once the page has drawn, look for a new deployment, and hand
// the app a "new version is ready" flag plus the Reload that switches to it.
import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE } from './serviceWorkerMessages';

type Listener = (ready: boolean) => void;

const listeners = new Set<Listener>();
let registration: ServiceWorkerRegistration | undefined;
let waiting: ServiceWorker | null = null;

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  listeners.forEach((listener) => listener(worker !== null));
}

/** True when a new deployment's worker is installed and waits for the user's Reload. */
export function isUpdateReady(): boolean {
  return waiting !== null;
}

/** Hear when a new version becomes ready (the notice listens). */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A worker that finished installing while an older one is active is a new deployment (the first install has none). */
function watchInstalling(worker: ServiceWorker | null, current: ServiceWorkerRegistration): void {
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && current.active && current.active !== worker) setWaiting(worker);
  });
}

/** Register the worker and follow its updates. Resolves false where there is no service worker support (or it fails). */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<boolean> {
  if (!container) return false;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // The app works without it (online only); say why in the console and carry on.
    console.warn('The offline service worker could not be registered:', error);
    return false;
  }
  // A browser that blocks service workers (a policy, an automation setting) may answer with no registration at all.
  if (!registration) return false;
  const current = registration;
  if (current.waiting && current.active) setWaiting(current.waiting);
  watchInstalling(current.installing, current);
  current.addEventListener('updatefound', () => watchInstalling(current.installing, current));
  return true;
}

/** Ask the server whether a new deployment is out (the worker script is served no-cache, so this is one small request). */
export function checkForUpdate(): void {
  registration?.update().catch(() => undefined);
}

/**
 * The Reload for a new version: the waiting worker takes over, then the page reloads under it (waiting for its
 * activation, not for controllerchange, which a page the old worker never controlled would not see).
 * Without a waiting worker (or one another tab already activated) it is a plain reload.
 */
export function reloadIntoNewVersion(reload: () => void = () => window.location.reload()): void {
  const worker = waiting;
  if (!worker || worker.state === 'activated' || worker.state === 'redundant') {
    reload();
    return;
  }
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated' || worker.state === 'redundant') reload();
  });
  worker.postMessage({ type: SKIP_WAITING_MESSAGE });
}

/**
 * Register after the first paint and the page's own first requests (window load, then an idle moment), so the
 * precache download never competes with the first picture; then look for updates whenever the tab comes back.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const register = () => void registerServiceWorker();
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 0);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
