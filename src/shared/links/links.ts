// The app's one address codec: every address one page makes for another (which page, which template, which source) and
// what an address asks a page to open (`readAddress`). Paths come from the page facts, the source travels in the fragment
// (shareLink.ts), a template by name in the query; no page builds or reads an address by hand.
import { specFromEnteredText } from '../generation/answer';
import { PAGES, type PageId } from '../pageFacts/pageFacts';
import { t } from '../../i18n/i18n';
import { keptCurrent, decodeShareCode, decodeShareHash, shareCodeFromHash, shareFragment } from './shareLink';

export { keptCurrent };

/** The fragment parameter that carries a palette (its JSON file's text) to the Style page. */
export const PALETTE_PARAM = 'palette';

/** The query parameter that opens a template's sample. */
export const TEMPLATE_PARAM = 'template';

/** The query parameter of a link from the AntV site's live editor: `?content=pako:<base64url of zlib-deflated text>`. */
export const ANTV_CONTENT_PARAM = 'content';
const PAKO_PREFIX = 'pako:';

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

const TEMPLATE_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/** What an address asks a page to open. */
export type AddressRequest =
  /** Nothing: the page shows the open document. */
  | { kind: 'none' }
  /** Something that cannot be read; nothing is opened. */
  | { kind: 'refused'; message: string }
  /** A link's text (a share link's, or the AntV site's); `fromChatAnswer` when the link held a whole chat answer. */
  | { kind: 'text'; reason: 'link' | 'antv-link'; text: string; fromChatAnswer: boolean }
  /** A template's sample, by name (needs the engine's catalogue). */
  | { kind: 'template'; template: string };

function linkText(reason: 'link' | 'antv-link', text: string): AddressRequest {
  const entered = specFromEnteredText(text);
  return { kind: 'text', reason, text: entered.text, fromChatAnswer: entered.fromChatAnswer };
}

/** The AntV site's `content` parameter: `pako:` and zlib-deflated base64url, or the text itself. */
function antvContent(content: string): AddressRequest {
  if (!content.startsWith(PAKO_PREFIX)) return content.trim() === '' ? { kind: 'none' } : linkText('antv-link', content);
  const decoded = decodeShareCode(content.slice(PAKO_PREFIX.length).replace(/=+$/, ''), 'zlib');
  return decoded.ok ? linkText('antv-link', decoded.text) : { kind: 'refused', message: decoded.message };
}

/** What the address (`location.search`, `location.hash`) asks to open: a share link first, then an AntV link, then a template. */
export function readAddress(search: string, hash: string): AddressRequest {
  const decoded = decodeShareHash(hash);
  if (decoded !== null) return decoded.ok ? linkText('link', decoded.text) : { kind: 'refused', message: decoded.message };
  const query = new URLSearchParams(search);
  const content = query.get(ANTV_CONTENT_PARAM);
  if (content !== null) return antvContent(content);
  const template = query.get(TEMPLATE_PARAM);
  if (template === null) return { kind: 'none' };
  if (TEMPLATE_NAME.test(template)) return { kind: 'template', template };
  return { kind: 'refused', message: keptCurrent(t('shared.links.badTemplate')) };
}

/**
 * What a pasted address opens: the text of a share link or of a link from the AntV site's live editor (or why it cannot
 * be read); null when the paste is not one address that carries a text.
 */
export function pastedAddress(pasted: string): Extract<AddressRequest, { kind: 'text' | 'refused' }> | null {
  const trimmed = pasted.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed) || !URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  const request = readAddress(url.search, url.hash);
  return request.kind === 'text' || request.kind === 'refused' ? request : null;
}

/** A key for "what the address asks to open", so a page reads it again only when it changes. */
export function addressKey(search: string, hash: string): string {
  const query = new URLSearchParams(search);
  return [shareCodeFromHash(hash), query.get(ANTV_CONTENT_PARAM), query.get(TEMPLATE_PARAM)].map((part) => part ?? '').join('|');
}
