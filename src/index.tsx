// Boot: start the first page's chunk (and a share link's engine and early picture, drawn before React when the engine is in by then) before the rest of the entry is evaluated, apply the remembered colour scheme, mount the router into #root once that page is in, then register the offline service worker.
// startChunks comes first: webpack evaluates the entry's modules in import order, and it installs the chunk-error adapter before any chunk is requested.
import { earlyPictureDrawn, firstPageReady, wordsReady } from './app/startChunks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROOT_ELEMENT_ID } from './constants';
import { registerServiceWorkerWhenIdle } from './runtime/serviceWorkerRegistration';
import { App } from './app/App';
import { applyColorScheme, readColorSchemeChoice } from './app/colorScheme';

// The remembered colour scheme, before anything is drawn (a CSP without inline scripts leaves the entry as the earliest place).
applyColorScheme(readColorSchemeChoice());

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`Mount element #${ROOT_ELEMENT_ID} is missing from index.html`);
const root = createRoot(container);

/** How long React's first render waits, once its page and words are in, for a share link's picture to be drawn first. */
const EARLY_PICTURE_WAIT_MS = 150;

// A page that arrives within a moment renders at once; React would otherwise hold its loading state for at least 300 ms.
// The words come first: a page drawn before its catalogue would show message ids. A share link's picture comes before
// React's first render when the engine is in by then (issue 32: the picture then waits for nothing but the engine).
void Promise.all([firstPageReady, wordsReady])
  .then(() => Promise.race([earlyPictureDrawn, new Promise((resolve) => setTimeout(resolve, EARLY_PICTURE_WAIT_MS))]))
  .then(() =>
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
