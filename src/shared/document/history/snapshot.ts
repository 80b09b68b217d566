// A history snapshot: a whole document as it was at one moment, why it was kept, and how a stored one is checked on read.
import { CURRENT_DOCUMENT_KEY } from '../database';
import { REPLACE_REASONS, isRecord, parseDocument, type InfographicDocument, type ReplaceReason } from '../model';

/**
 * Why a snapshot was taken. Kept until the user deletes them: `named` (by the user), `kept-copy` (this tab's text, kept when
 * the user took another tab's newer version). Automatic, pruned oldest first: `auto` (on a timer while editing) and
 * `before-replace` (just before the whole document was replaced; see `reason`).
 */
export type SnapshotKind = 'auto' | 'named' | 'before-replace' | 'kept-copy';

export const SNAPSHOT_KINDS: readonly SnapshotKind[] = ['auto', 'named', 'before-replace', 'kept-copy'];

export interface Snapshot {
  /** Assigned by the store (IndexedDB's key generator, or a counter in memory). */
  id: number;
  /** The named document it belongs to (each document has its own history). */
  documentId: string;
  /** Date.now() when it was taken. */
  savedAt: number;
  /** The user's name for it; null for automatic snapshots until renamed. */
  name: string | null;
  kind: SnapshotKind;
  /** For `before-replace`: what replaced the document. */
  reason?: ReplaceReason;
  document: InfographicDocument;
}

/** What a caller gives to take a snapshot; `savedAt` defaults to now. */
export interface NewSnapshot {
  kind: SnapshotKind;
  /** The document it belongs to; the history's open document by default. */
  documentId?: string;
  document: InfographicDocument;
  name?: string | null;
  reason?: ReplaceReason;
  savedAt?: number;
}

/** Bump when the stored record's shape changes, and read the previous shape in readSnapshotRecord. */
export const SNAPSHOT_RECORD_FORMAT = 1;

/** Longest snapshot name kept; longer names are cut. */
export const MAX_SNAPSHOT_NAME = 120;

export const isAutomatic = (kind: SnapshotKind): boolean => kind === 'auto' || kind === 'before-replace';

/** A name as stored: trimmed, cut to MAX_SNAPSHOT_NAME, null when empty. */
export function cleanName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim().slice(0, MAX_SNAPSHOT_NAME);
  return trimmed === '' ? null : trimmed;
}

/** The record put into the snapshots object store (the key `id` is added by IndexedDB). */
export function toSnapshotRecord(snapshot: Omit<Snapshot, 'id'>): Record<string, unknown> {
  const { documentId, savedAt, name, kind, reason, document } = snapshot;
  return { format: SNAPSHOT_RECORD_FORMAT, documentId, savedAt, name, kind, ...(reason ? { reason } : {}), document };
}

/** What reading a stored value gave: a snapshot, nothing usable, or a record written by a newer app (left alone). */
export type ReadSnapshot = { kind: 'snapshot'; snapshot: Snapshot } | { kind: 'invalid' } | { kind: 'newer' };

/** Checks a stored value (values in IndexedDB are untrusted: older or newer apps, other code on the origin). */
export function readSnapshotRecord(raw: unknown): ReadSnapshot {
  if (!isRecord(raw) || typeof raw.id !== 'number') return { kind: 'invalid' };
  if (typeof raw.format === 'number' && raw.format > SNAPSHOT_RECORD_FORMAT) return { kind: 'newer' };
  const document = parseDocument(raw.document);
  const kind = SNAPSHOT_KINDS.find((known) => known === raw.kind);
  if (!document || !kind || typeof raw.savedAt !== 'number' || !Number.isFinite(raw.savedAt)) return { kind: 'invalid' };
  const reason = isReplaceReason(raw.reason) ? raw.reason : undefined;
  return {
    kind: 'snapshot',
    snapshot: {
      id: raw.id,
      // Snapshots from before named documents belong to the first document (the schema-3 upgrade also says so).
      documentId: typeof raw.documentId === 'string' ? raw.documentId : CURRENT_DOCUMENT_KEY,
      savedAt: raw.savedAt,
      name: typeof raw.name === 'string' ? cleanName(raw.name) : null,
      kind,
      reason,
      document,
    },
  };
}

export function isReplaceReason(value: unknown): value is ReplaceReason {
  return REPLACE_REASONS.some((known) => known === value);
}

/** Newest first; equal times by id, so snapshots taken in the same millisecond keep their order. */
export function newestFirst(a: Snapshot, b: Snapshot): number {
  return b.savedAt - a.savedAt || b.id - a.id;
}

/** Roughly what a snapshot weighs, in characters (the size cap counts these). */
export function snapshotSize(snapshot: Pick<Snapshot, 'document'>): number {
  return snapshot.document.source.length;
}
