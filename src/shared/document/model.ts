// The document every page works on: source text plus style settings, changed only through the named updates below.
import { DEFAULT_SOURCE } from './defaultSource';

/** A look (the library's `stylize`): plain, hand-drawn, pattern fill or gradient fill. Mirrors the library's StylizeConfig. */
export type DocumentLook =
  | { type: 'plain' }
  | { type: 'rough'; roughness?: number; bowing?: number; fillWeight?: number; hachureGap?: number }
  | { type: 'pattern'; pattern: string; foregroundColor?: string; backgroundColor?: string; scale?: number }
  | { type: 'linear-gradient'; colors?: string[]; angle?: number }
  | { type: 'radial-gradient'; colors?: string[] };

/** Style settings applied on top of the source; the same names as the engine's RenderSettings where both have one. */
export interface DocumentSettings {
  /** Theme name (light, dark, hand-drawn...). */
  theme?: string;
  /** Palette name or an explicit list of colours. */
  palette?: string | string[];
  /** Font family, a name from engine.fonts(). */
  font?: string;
  /** Canvas background colour. */
  background?: string;
  /** Primary colour of the theme. */
  primaryColor?: string;
  /** Look override (hand-drawn, pattern, gradient). */
  look?: DocumentLook;
}

export interface InfographicDocument {
  source: string;
  settings: DocumentSettings;
}

export const DEFAULT_DOCUMENT: InfographicDocument = Object.freeze({ source: DEFAULT_SOURCE, settings: Object.freeze({}) });

/** Why the whole source was replaced; the Editor snapshots its history before every replacement. */
export type ReplaceReason = 'new' | 'template' | 'sample' | 'file' | 'link' | 'restore' | 'style' | 'stream' | 'other-tab';

/** What an update did; `before` is the document it started from (what a history snapshot keeps). */
export type DocumentEvent =
  | { type: 'source-set'; before: InfographicDocument }
  | { type: 'source-replaced'; reason: ReplaceReason; before: InfographicDocument }
  | { type: 'canvas-edit'; before: InfographicDocument };

/** The result of an update: the same document object and no event when nothing changed. */
export interface DocumentUpdate {
  document: InfographicDocument;
  event: DocumentEvent | null;
}

const unchanged = (document: InfographicDocument): DocumentUpdate => ({ document, event: null });

/** The user typed: the new full text. */
export function setSource(document: InfographicDocument, text: string): DocumentUpdate {
  if (text === document.source) return unchanged(document);
  return { document: { ...document, source: text }, event: { type: 'source-set', before: document } };
}

/** The whole text was replaced (a template, a sample, a file, a link, a restore...); settings stay. */
export function replaceSource(document: InfographicDocument, text: string, reason: ReplaceReason): DocumentUpdate {
  if (text === document.source) return unchanged(document);
  return { document: { ...document, source: text }, event: { type: 'source-replaced', reason, before: document } };
}

/** The whole document (text and settings) was replaced, e.g. restored from history or taken from another tab. */
export function replaceDocument(document: InfographicDocument, next: InfographicDocument, reason: ReplaceReason): DocumentUpdate {
  if (documentsEqual(document, next)) return unchanged(document);
  return { document: next, event: { type: 'source-replaced', reason, before: document } };
}

/** An edit on the canvas, already written back as text by engine.serialize. */
export function applyCanvasEdit(document: InfographicDocument, text: string): DocumentUpdate {
  if (text === document.source) return unchanged(document);
  return { document: { ...document, source: text }, event: { type: 'canvas-edit', before: document } };
}

export function documentsEqual(a: InfographicDocument, b: InfographicDocument): boolean {
  return a.source === b.source && sameValue(a.settings, b.settings);
}

// Settings are plain JSON values, so comparing their JSON with sorted keys is exact.
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  );
}

const LOOK_TYPES = new Set(['plain', 'rough', 'pattern', 'linear-gradient', 'radial-gradient']);
const LOOK_NUMBERS = ['roughness', 'bowing', 'fillWeight', 'hachureGap', 'scale', 'angle'];
const LOOK_STRINGS = ['pattern', 'foregroundColor', 'backgroundColor'];

/**
 * Reads a document from untrusted data (a stored record, another tab's message): keeps only known settings of the right type.
 * Returns null when there is no source text.
 */
export function parseDocument(raw: unknown): InfographicDocument | null {
  if (!isRecord(raw) || typeof raw.source !== 'string') return null;
  const settings: DocumentSettings = {};
  const input = isRecord(raw.settings) ? raw.settings : {};
  for (const key of ['theme', 'font', 'background', 'primaryColor'] as const) {
    if (typeof input[key] === 'string') settings[key] = input[key];
  }
  if (typeof input.palette === 'string') settings.palette = input.palette;
  else if (Array.isArray(input.palette) && input.palette.every((c) => typeof c === 'string')) settings.palette = [...input.palette];
  const look = parseLook(input.look);
  if (look) settings.look = look;
  return { source: raw.source, settings };
}

function parseLook(raw: unknown): DocumentLook | undefined {
  if (!isRecord(raw) || typeof raw.type !== 'string' || !LOOK_TYPES.has(raw.type)) return undefined;
  const look: Record<string, unknown> = { type: raw.type };
  for (const key of LOOK_NUMBERS) if (typeof raw[key] === 'number' && Number.isFinite(raw[key])) look[key] = raw[key];
  for (const key of LOOK_STRINGS) if (typeof raw[key] === 'string') look[key] = raw[key];
  if (Array.isArray(raw.colors) && raw.colors.every((c) => typeof c === 'string')) look.colors = [...raw.colors];
  if (look.type === 'pattern' && typeof look.pattern !== 'string') return undefined;
  return look as DocumentLook;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
