// The gallery's search lives in the URL query (?q=...&category=...), so a search can be shared and survives reload.
import { templateAddress } from '../../shared/links/links';
import type { TemplateFilter } from '../../shared/gallery/templateCatalogue';

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'category';
/** Longest query kept: a pasted essay should not end up in the address bar. */
export const MAX_QUERY_CHARS = 100;

export function readGalleryParams(params: URLSearchParams): TemplateFilter {
  return {
    query: (params.get(QUERY_PARAM) ?? '').slice(0, MAX_QUERY_CHARS),
    category: params.get(CATEGORY_PARAM) ?? '',
  };
}

/** The query with the gallery's filter written in (empty values removed); other parameters are kept. */
export function writeGalleryParams(params: URLSearchParams, filter: TemplateFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  // Kept as typed (a trailing space too): the field is refilled from the URL, and trimming would eat the space being typed.
  const query = filter.query.slice(0, MAX_QUERY_CHARS);
  if (query.trim()) next.set(QUERY_PARAM, query);
  else next.delete(QUERY_PARAM);
  if (filter.category) next.set(CATEGORY_PARAM, filter.category);
  else next.delete(CATEGORY_PARAM);
  return next;
}

/** The link a gallery card opens: the Renderer with that template's sample. */
export function rendererLinkFor(template: string): string {
  return templateAddress('renderer', template);
}

/** The card's "Edit" link: the Editor with that template's sample. */
export function editorLinkFor(template: string): string {
  return templateAddress('editor', template);
}

/** "Sequence · Timeline simple" → "Timeline simple": within its category group the prefix is noise. */
export function shortTitle(title: string): string {
  const parts = title.split(' · ');
  return parts.length > 1 ? parts.slice(1).join(' · ') : title;
}
