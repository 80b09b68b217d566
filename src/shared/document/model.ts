// The document every page works on: its source text, changed only through the named updates below.
import { DEFAULT_SOURCE } from './defaultSource';
import { isRecord } from '../../engine/isRecord';

/** A document is its text: the text's own `theme` block is its one settings model (the Style page writes it). */
export interface InfographicDocument {
  source: string;
}

export const DEFAULT_DOCUMENT: InfographicDocument = Object.freeze({ source: DEFAULT_SOURCE });

/**
 * Why the whole source was replaced: the app's one vocabulary of reasons (the session's commands, the store's events, History's
 * snapshots and their titles all use it). The first eight are ways text is opened (session.open); `new` and `sample` only
 * occur in History records from older versions.
 */
export type ReplaceReason = OpenReason | 'restore' | 'style' | 'other-tab' | 'new' | 'sample';

/** Ways text comes in to be opened: each row of the intents table in docs/architecture.md. */
export type OpenReason = 'link' | 'antv-link' | 'template' | 'file' | 'picture' | 'batch' | 'generated' | 'stream';

export const REPLACE_REASONS: readonly ReplaceReason[] = [
  'link',
  'antv-link',
  'template',
  'file',
  'picture',
  'batch',
  'generated',
  'stream',
  'restore',
  'style',
  'other-tab',
  'new',
  'sample',
];

/** What an update did; `before` is the document it started from (what a history snapshot keeps). */
export type DocumentEvent =
  | { type: 'source-set'; before: InfographicDocument }
  | { type: 'source-replaced'; reason: ReplaceReason; before: InfographicDocument }
  | { type: 'canvas-edit'; before: InfographicDocument }
  /** Another named document was opened in place of `before` (which stays stored under its own id). */
  | { type: 'document-opened'; before: InfographicDocument; documentId: string };

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

/** The whole text was replaced (a template, a sample, a file, a link, a restore...). */
export function replaceSource(document: InfographicDocument, text: string, reason: ReplaceReason): DocumentUpdate {
  if (text === document.source) return unchanged(document);
  return { document: { ...document, source: text }, event: { type: 'source-replaced', reason, before: document } };
}

/** The whole document was replaced, e.g. restored from history or taken from another tab. */
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
  return a.source === b.source;
}

/**
 * Reads a document from untrusted data (a stored record, another tab's message, a history file). Older records carried a
 * `settings` object that no UI wrote; it is dropped. Returns null when there is no source text.
 */
export function parseDocument(raw: unknown): InfographicDocument | null {
  if (!isRecord(raw) || typeof raw.source !== 'string') return null;
  return { source: raw.source };
}

// The app's one plain-object check, re-exported for the storage modules that read untrusted records.
export { isRecord } from '../../engine/isRecord';
