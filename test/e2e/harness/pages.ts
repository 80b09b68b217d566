// The five pages as a user meets them (DESIGN.md's UI contract): nav name, path, h1, title and page chunk.
export interface PageFacts {
  /** The nav link's name. */
  name: string;
  path: string;
  heading: string;
  title: string;
  /** The page's async chunk: /<chunk>.<hash>.js and /<chunk>.<hash>.css. */
  chunk: string;
}

const PRODUCT = 'Infographic Preview';

function page(name: string, path: string, heading: string, chunk: string): PageFacts {
  return { name, path, heading, title: `${name} · ${PRODUCT}`, chunk };
}

export const PAGES: readonly PageFacts[] = [
  page('Home', '/', PRODUCT, 'home'),
  page('Renderer', '/renderer', 'Renderer', 'renderer'),
  page('Editor', '/editor', 'Editor', 'editor'),
  page('Dynamic', '/dynamic', 'Dynamic', 'dynamic'),
  page('Style', '/style', 'Style', 'style'),
];

export function pageNamed(name: string): PageFacts {
  const found = PAGES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no page named ${name}`);
  return found;
}

export const NOT_FOUND_HEADING = 'Page not found';
export const HOME_LINK_NAME = 'Go to the home page';
export const NOSCRIPT_MESSAGE = 'Enable JavaScript to run this app.';
