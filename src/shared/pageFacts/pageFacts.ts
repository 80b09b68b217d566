// The app's pages as facts (id, path, title, one-line description): the route table, the nav, Home's cards, the pages and the links all read them.
// Kept apart from the route table so a page can read its own facts without importing the table that lazily imports every page.
// `title` and `description` are the specification's English; the interface shows them in its language (pageTitle…).
import { t } from '../../i18n/i18n';

export type PageId = 'home' | 'renderer' | 'editor' | 'dynamic' | 'style';

export interface PageFacts {
  /** Route id, also the page's chunk name and the `route` sent to the data loader. */
  id: PageId;
  /** Absolute path under the base path. */
  path: string;
  /** Page title (document.title, the nav label, the page's heading). */
  title: string;
  /** What the page is for, in one line (Home's entry cards, the page's lead). */
  description: string;
}

export const PAGES: Readonly<Record<PageId, PageFacts>> = {
  home: {
    id: 'home',
    path: '/',
    title: 'Home',
    description: 'What the tool is, the way into the other pages, and a searchable gallery of every template.',
  },
  renderer: {
    id: 'renderer',
    path: '/renderer',
    title: 'Renderer',
    description: 'Paste or open a spec, see it rendered with its diagnostics, export SVG or PNG and share a link.',
  },
  editor: {
    id: 'editor',
    path: '/editor',
    title: 'Editor',
    description: 'Edit in a code editor with a live preview; changes on the canvas are written back to the text.',
  },
  dynamic: {
    id: 'dynamic',
    path: '/dynamic',
    title: 'Dynamic',
    description: 'Watch a spec render as it streams in, the way a language model writes it, or follow live data.',
  },
  style: {
    id: 'style',
    path: '/style',
    title: 'Style',
    description: 'Try themes, palettes, fonts and hand-drawn, pattern and gradient looks side by side.',
  },
};

/** The page's title in the interface's language (the nav, headings, document.title). */
export function pageTitle(page: PageId): string {
  return t(`shell.page.${page}.title`);
}

/** What the page is for, in one line, in the interface's language. */
export function pageDescription(page: PageId): string {
  return t(`shell.page.${page}.description`);
}
