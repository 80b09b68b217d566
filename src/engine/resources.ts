// Rewrites icon/illustration references so the library can only resolve them locally; the rewrite is reversible.
import { ITEM_LIST_KEYS } from './schema';
import type { Diagnostic, InfographicData, InfographicSpec, ItemDatum } from './types';

/** Prefix of rewritten references; the library hands such strings to our custom resource loader. */
export const LOCAL_REF = 'ref:engine:';
const SEARCH = `${LOCAL_REF}search:`;
const BLOCKED = `${LOCAL_REF}blocked:`;
const BLOCKED_OBJECT = `${LOCAL_REF}blocked-object:`;

/** Whether a reference would make the browser or the library contact a host. */
function isRemote(value: string): boolean {
  const text = value.trim();
  if (/^(https?:)?\/\//i.test(text)) return true;
  if (/^ref:(remote|url):/i.test(text)) return true;
  // inline SVG that pulls in other documents (<image href="http...">, url(http...), @import)
  if (/^(<\?xml|<svg|<symbol)/i.test(text) || /^data:image\/svg\+xml(?!;base64)/i.test(text)) {
    return /(href|src)\s*=\s*["']?\s*(https?:)?\/\/|url\(\s*["']?\s*(https?:)?\/\/|@import/i.test(decodeSafe(text));
  }
  return false;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One reference made local: search refs become local lookups, remote refs become a placeholder. */
function localize(value: unknown): { value: unknown; blocked: boolean } {
  if (typeof value === 'string') {
    if (/^ref:search:/i.test(value)) return { value: SEARCH + value.slice('ref:search:'.length), blocked: false };
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
  return value;
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
        message: `The reference at ${path} points to another host; the app works offline and shows a placeholder instead.`,
        hint: 'Use an icon name or keyword (e.g. "rocket"), or inline SVG / a data: URI.',
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
