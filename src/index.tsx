// Boot: start the first screen's chunks (a share link's engine and early picture first, then the interface's own chunk and
// the first page's), apply the remembered colour scheme, mount the interface into #root once it, its page and its words are
// in, then register the offline service worker. The entry holds no React DOM and no router (src/app/mountApp.tsx has them).
// startChunks comes first: webpack evaluates the entry's modules in import order, and it installs the chunk-error adapter before any chunk is requested.
import { earlyPictureDrawn, interfaceChunks, loadApp, wordsReady } from './app/startChunks';
// The layout stylesheet is the entry's: it styles the boot's early picture and error panel as well as the interface. The
// panels' rules serve the interface's chunk and every page's: in the entry they ship once, not once in each of their CSS chunks.
import './app/layout.css';
import './shared/panels/panels.css';
import { ROOT_ELEMENT_ID } from './constants';
import { registerServiceWorkerWhenIdle } from './runtime/serviceWorkerRegistration';
import { applyColorScheme, readColorSchemeChoice } from './app/colorScheme';
import { showInterfaceFailure } from './app/interfaceFailure';
import { FIRST_PAGE_WAIT_MS } from './app/preloadFirstPage';

// The remembered colour scheme, before anything is drawn (a CSP without inline scripts leaves the entry as the earliest place).
applyColorScheme(readColorSchemeChoice());

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`Mount element #${ROOT_ELEMENT_ID} is missing from index.html`);
const root: HTMLElement = container;

/** How long the interface's first render waits, once it and its words are in, for a share link's picture to be drawn first. */
const EARLY_PICTURE_WAIT_MS = 150;

const moment = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The words come first: a page drawn before its catalogue would show message ids. A page that arrives within a moment of
// the interface renders at once (React would otherwise hold its loading state for at least 300 ms); so does a share link's
// picture, which the page then takes over.
function mount(app: Promise<typeof import('./app/mountApp')>, firstPage: Promise<void>): void {
  // (the words before the interface's failure too: the panel that says so is in the visitor's language)
  void wordsReady
    .then(() => app)
    .then((shell) =>
      Promise.all([
        Promise.race([firstPage, moment(FIRST_PAGE_WAIT_MS)]),
        Promise.race([earlyPictureDrawn, moment(EARLY_PICTURE_WAIT_MS)]),
      ]).then(() => shell),
    )
    .then(
      (shell) => {
        root.replaceChildren(); // a failure panel from an earlier attempt
        shell.mountApp(root);
      },
      (error: unknown) => showInterfaceFailure(root, error, () => mount(loadApp(), Promise.resolve())),
    );
}
void interfaceChunks.then(({ app, firstPage }) => mount(app, firstPage));

/** webpack writes the build's mode in place of this expression. */
declare const process: { env: { NODE_ENV?: string } };
// The offline service worker (production builds only: in development it would serve stale code while you edit).
if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
