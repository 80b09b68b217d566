// Every address one page makes for another: which page, which template, which source. Paths come from the page facts,
// the source travels in the fragment (shareLink.ts), a template by name in the query; no page builds an address by hand.
import { PAGES, type PageId } from '../pageFacts/pageFacts';
import { shareFragment } from './shareLink';

/** The fragment parameter that carries a palette (its JSON file's text) to the Style page. */
export const PALETTE_PARAM = 'palette';

/** The query parameter that opens a template's sample. */
export const TEMPLATE_PARAM = 'template';

/** The query parameter that opens the Renderer's batch check (`/renderer?batch`). */
export const BATCH_PARAM = 'batch';

/** `/renderer?batch`: the Renderer's batch check. */
export function batchAddress(): string {
  return `${PAGES.renderer.path}?${BATCH_PARAM}`;
}

/** Whether a Renderer address asks for the batch check. */
export function isBatchSearch(search: string): boolean {
  return new URLSearchParams(search).has(BATCH_PARAM);
}

/** Pages that open a template's sample from `?template=name`. */
export type TemplatePage = Extract<PageId, 'renderer' | 'editor'>;
/** Pages that open a source from a share fragment. */
export type SourcePage = Extract<PageId, 'renderer' | 'editor' | 'style'>;

export type LinkResult = { ok: true; url: string } | { ok: false; message: string };

/** `/renderer?template=name`: the page opened on a template's sample. */
export function templateAddress(page: TemplatePage, template: string): string {
  return `${PAGES[page].path}?${new URLSearchParams({ [TEMPLATE_PARAM]: template }).toString()}`;
}

/** `/editor`: the page opened on the app's current document (the pages share it through the document store). */
export function documentAddress(page: SourcePage): string {
  return PAGES[page].path;
}

/** `/editor#v=1&code=…`: the page opened on this source (an in-app address), or why the source cannot travel in a link. */
export function sourceAddress(page: SourcePage, source: string): LinkResult {
  return shareUrlAt(PAGES[page].path, source);
}

/** `pageUrl` (any address of the app's own pages, absolute or not) with this source in its fragment; an old fragment is replaced. */
export function shareUrlAt(pageUrl: string, source: string): LinkResult {
  const fragment = shareFragment(source);
  if (!fragment.ok) return fragment;
  return { ok: true, url: `${pageUrl.split('#')[0]}#${fragment.fragment}` };
}

/** `/style#v=1&palette=…`: the Style page opened with this palette (the text of its JSON file), or why it cannot travel in a link. */
export function paletteAddress(paletteJson: string): LinkResult {
  const fragment = shareFragment(paletteJson, PALETTE_PARAM);
  if (!fragment.ok) return fragment;
  return { ok: true, url: `${PAGES.style.path}#${fragment.fragment}` };
}
