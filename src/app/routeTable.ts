// The route table of seed-spec section 2: one data structure that the router, the nav and the tests all read.
// Paths, titles and descriptions come from the page facts (src/shared/pages.ts); this adds how each page loads.
import type { ComponentType } from 'react';
import { PAGES, type PageFacts, type PageId } from '../shared/pageFacts/pageFacts';

export interface PageModule {
  default: ComponentType;
}

export type PageChunk = PageId;

export interface RouteEntry {
  /** Route id, also sent to the data loader as `route`. */
  id: string;
  /** Absolute path under the base path. */
  path: string;
  /** The page's async chunk name (its file is /<chunk>.<hash>.js). */
  chunk: PageChunk;
  /** Page title (document.title and the nav label). */
  title: string;
  /** Loads the page chunk; each import() names its chunk so webpack emits it under that name. */
  load: () => Promise<PageModule>;
  /** When set, visiting the path redirects there instead of rendering the page. */
  redirectTo?: string;
  /** When true, the route fetches its data from the __serverLoader endpoint before rendering. */
  serverLoader?: boolean;
}

function route(page: PageFacts, load: () => Promise<PageModule>): RouteEntry {
  return { id: page.id, path: page.path, chunk: page.id, title: page.title, load };
}

export const ROUTES: readonly RouteEntry[] = [
  route(PAGES.home, () => import(/* webpackChunkName: "home" */ '../pages/home')),
  route(PAGES.renderer, () => import(/* webpackChunkName: "renderer" */ '../pages/renderer')),
  route(PAGES.editor, () => import(/* webpackChunkName: "editor" */ '../pages/editor')),
  route(PAGES.dynamic, () => import(/* webpackChunkName: "dynamic" */ '../pages/dynamic')),
  route(PAGES.style, () => import(/* webpackChunkName: "style" */ '../pages/style')),
];
