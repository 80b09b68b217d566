// The route table of seed-spec section 2: one data structure that the router, the nav and the tests all read.
import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export type PageChunk = 'home' | 'renderer' | 'editor' | 'dynamic' | 'style';

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

export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', chunk: 'home', title: 'Home', load: () => import(/* webpackChunkName: "home" */ '../pages/home') },
  {
    id: 'renderer',
    path: '/renderer',
    chunk: 'renderer',
    title: 'Renderer',
    load: () => import(/* webpackChunkName: "renderer" */ '../pages/renderer'),
  },
  {
    id: 'editor',
    path: '/editor',
    chunk: 'editor',
    title: 'Editor',
    load: () => import(/* webpackChunkName: "editor" */ '../pages/editor'),
  },
  {
    id: 'dynamic',
    path: '/dynamic',
    chunk: 'dynamic',
    title: 'Dynamic',
    load: () => import(/* webpackChunkName: "dynamic" */ '../pages/dynamic'),
  },
  { id: 'style', path: '/style', chunk: 'style', title: 'Style', load: () => import(/* webpackChunkName: "style" */ '../pages/style') },
];
