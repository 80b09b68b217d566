// Rewrites icon/illustration references so the library can only resolve them locally; the rewrite is reversible.
import { ITEM_LIST_KEYS } from '../spec/schema';
import { sanitizeSvg } from './svgSanitizer';
import type { Diagnostic, InfographicData, InfographicSpec, ItemDatum } from '../types';
import { t } from '../../i18n/i18n';

/** Prefix of rewritten references; the library hands such strings to our custom resource loader. */
export const LOCAL_REF = 'ref:engine:';
const SEARCH = `${LOCAL_REF}search:`;
const BLOCKED = `${LOCAL_REF}blocked:`;
const BLOCKED_OBJECT = `${LOCAL_REF}blocked-object:`;
/** An SVG reference (any form) kept whole; the custom loader sanitises it before the library parses it. */
const SVG = `${LOCAL_REF}svg:`;

/** Whether a reference would make the browser or the library contact a host (SVG markup is the sanitiser's job). */
function isRemote(value: string): boolean {
  const text = value.trim();
  return /^(https?:)?\/\//i.test(text) || /^ref:(remote|url):/i.test(text);
}

/** Base64 text as UTF-8, or null when it is not base64. */
function fromBase64(text: string): string | null {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text.replace(/\s/g, '')), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The SVG markup the library would parse (or show as an image) for a reference, or null when it is not SVG: markup,
 * `ref:svg:…`, `data:image/svg+xml[;base64],…`, and JSON objects of type svg or inline source.
 */
export function svgMarkupOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('<')) return text;
    if (/^ref:svg:/i.test(text)) return text.replace(/^ref:svg:(svg:)?/i, '');
    const dataUri = /^data:image\/svg\+xml([^,]*),([\s\S]*)$/i.exec(text);
    if (dataUri) return (/;base64/i.test(dataUri[1]!) ? fromBase64(dataUri[2]!) : decodeSafe(dataUri[2]!)) ?? '';
    return null;
  }
  if (value && typeof value === 'object') {
    const cfg = value as { source?: unknown; type?: unknown; format?: unknown; data?: unknown };
    if (typeof cfg.data !== 'string') return null;
    const declaredSvg = cfg.type === 'svg' || cfg.format === 'svg';
    if (declaredSvg || cfg.source === 'inline' || cfg.type === 'image') return svgMarkupOf(cfg.data) ?? (declaredSvg ? cfg.data : null);
  }
  return null;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface Localized {
  value: unknown;
  blocked: boolean;
  /** For SVG: what the sanitiser removed, and whether anything drawable was left. */
  svg?: { dropped: string[]; unreadable: boolean };
}

/** One reference made local: search refs become local lookups, SVG goes through the sanitiser, remote refs become a placeholder. */
function localize(value: unknown): Localized {
  if (typeof value === 'string' && /^ref:search:/i.test(value)) {
    return { value: SEARCH + value.slice('ref:search:'.length), blocked: false };
  }
  const markup = svgMarkupOf(value);
  if (markup !== null) {
    const clean = sanitizeSvg(markup);
    return {
      value: SVG + encodeURIComponent(JSON.stringify(value)),
      blocked: false,
      svg: { dropped: clean.dropped, unreadable: clean.markup === null },
    };
  }
  if (typeof value === 'string') {
    if (isRemote(value)) return { value: BLOCKED + encodeURIComponent(value), blocked: true };
    return { value, blocked: false };
  }
  if (value && typeof value === 'object') {
    const cfg = value as { source?: string; type?: string; data?: unknown };
    const source = cfg.source ?? cfg.type;
    if (source === 'search' && typeof cfg.data === 'string') return { value: SEARCH + cfg.data, blocked: false };
    if (source === 'remote' || (typeof cfg.data === 'string' && isRemote(cfg.data))) {
      return { value: BLOCKED_OBJECT + encodeURIComponent(JSON.stringify(value)), blocked: true };
    }
  }
  return { value, blocked: false };
}

/** The original reference behind a rewritten one (identity for anything else). */
export function restoreReference(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith(LOCAL_REF)) return value;
  if (value.startsWith(SEARCH)) return `ref:search:${value.slice(SEARCH.length)}`;
  if (value.startsWith(BLOCKED)) return decodeURIComponent(value.slice(BLOCKED.length));
  if (value.startsWith(BLOCKED_OBJECT)) return JSON.parse(decodeURIComponent(value.slice(BLOCKED_OBJECT.length)));
  if (value.startsWith(SVG)) return JSON.parse(decodeURIComponent(value.slice(SVG.length)));
  return value;
}

/** Sanitised markup for a rewritten SVG reference; null when the reference is not one or holds no drawable SVG. */
export function sanitizedSvgOf(reference: string): string | null {
  if (!reference.startsWith(SVG)) return null;
  const markup = svgMarkupOf(restoreReference(reference));
  return markup === null ? null : sanitizeSvg(markup).markup;
}

/** What the custom loader should look up for a reference: a query, or null for the placeholder. */
export function queryOf(reference: string): string | null {
  if (reference.startsWith(SEARCH)) return reference.slice(SEARCH.length);
  if (reference.startsWith(LOCAL_REF)) return null;
  return reference;
}

function mapItems(items: unknown, fn: (item: ItemDatum, path: string) => ItemDatum, path: string): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item, index) => (item && typeof item === 'object' ? fn(item as ItemDatum, `${path}[${index}]`) : item));
}

/** Applies `fn` to every icon/illus value in the data (all item lists, tree children, data.illus). */
function mapReferences(data: InfographicData, fn: (value: unknown, path: string) => unknown): InfographicData {
  const visit = (item: ItemDatum, path: string): ItemDatum => {
    const next: ItemDatum = { ...item };
    if (next.icon !== undefined) next.icon = fn(next.icon, `${path}.icon`) as string;
    if (next.illus !== undefined) next.illus = fn(next.illus, `${path}.illus`) as string;
    if (Array.isArray(next.children)) next.children = mapItems(next.children, visit, `${path}.children`) as ItemDatum[];
    return next;
  };
  const out: InfographicData = { ...data };
  for (const key of ITEM_LIST_KEYS) if (out[key] !== undefined) out[key] = mapItems(out[key], visit, `data.${key}`) as ItemDatum[];
  if (out.root && typeof out.root === 'object') out.root = visit(out.root, 'data.root');
  if (out.illus && typeof out.illus === 'object') {
    out.illus = Object.fromEntries(Object.entries(out.illus).map(([k, v]) => [k, fn(v, `data.illus.${k}`)]));
  }
  return out;
}

/** A copy of the spec whose references are all local, with a warning for each remote one replaced. */
export function localizeResources(spec: InfographicSpec): { spec: InfographicSpec; diagnostics: Diagnostic[] } {
  if (!spec.data) return { spec, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const data = mapReferences(spec.data, (value, path) => {
    const result = localize(value);
    if (result.blocked) {
      diagnostics.push({
        severity: 'warning',
        code: 'remote_resource',
        path,
        message: t('engine.resource.remote.message', { path }),
        hint: t('engine.resource.remote.hint'),
      });
    }
    if (result.svg?.unreadable) {
      diagnostics.push({
        severity: 'warning',
        code: 'unsafe_svg',
        path,
        message: t('engine.resource.unreadableSvg.message', { path }),
        hint: t('engine.resource.unreadableSvg.hint'),
      });
    } else if (result.svg?.dropped.length) {
      diagnostics.push({
        severity: 'warning',
        code: 'unsafe_svg',
        path,
        message: t('engine.resource.svgCleaned.message', { path, removed: result.svg.dropped.join(', ') }),
        hint: t('engine.resource.svgCleaned.hint'),
      });
    }
    return result.value;
  });
  return { spec: { ...spec, data }, diagnostics };
}

/** Undoes localizeResources on data coming back from the canvas editor. */
export function restoreResources(data: InfographicData): InfographicData {
  return mapReferences(data, (value) => restoreReference(value));
}

/** Remote references in a spec (validate reports them without rewriting). */
export function findRemoteResources(spec: InfographicSpec): Diagnostic[] {
  return localizeResources(spec).diagnostics;
}
