// Boot: apply the remembered colour scheme, install the chunk-error adapter before any chunk can be requested, start the first page's chunk (and a share link's engine), mount the router into #root, then register the offline service worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROOT_ELEMENT_ID } from './constants';
import { installChunkErrorAdapter, onChunkLoadFailure } from './runtime/chunkErrors';
import { checkForUpdate, registerServiceWorkerWhenIdle } from './runtime/serviceWorkerRegistration';
import { preloadFirstPage } from './app/preloadFirstPage';
import { preloadShareLink } from './app/preloadShareLink';
import { ROUTES } from './app/routeTable';
import { App } from './app/App';
import { applyColorScheme, readColorSchemeChoice } from './app/colorScheme';

// The remembered colour scheme, before anything is drawn (a CSP without inline scripts leaves the entry as the earliest place).
applyColorScheme(readColorSchemeChoice());

installChunkErrorAdapter();
onChunkLoadFailure((failure) => {
  console.warn(failure.message);
  // A chunk that is gone most likely means a new deployment: fetch its worker so the Reload can switch to it.
  checkForUpdate();
});

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`Mount element #${ROOT_ELEMENT_ID} is missing from index.html`);
const root = createRoot(container);

// A share link's engine (and icons) download alongside the page chunk rather than after it.
void preloadShareLink(window.location.hash);
// A page that arrives within a moment renders at once; React would otherwise hold its loading state for at least 300 ms.
void preloadFirstPage(ROUTES, window.location.pathname).then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

/** webpack writes the build's mode in place of this expression. */
declare const process: { env: { NODE_ENV?: string } };
// The offline service worker (production builds only: in development it would serve stale code while you edit).
if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
