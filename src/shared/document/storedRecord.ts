// The saved document's record format and the migrations that read older records (migrated on read, rewritten on the next save).
import { cleanDocumentName, nameFromText } from './documentName';
import { isRecord, parseDocument, type InfographicDocument } from './model';

/** Bump when the record's shape changes, and add a step to MIGRATIONS that reads the previous shape. */
export const RECORD_FORMAT = 2;

export interface StoredDocumentRecord {
  format: typeof RECORD_FORMAT;
  /** The name in the Documents list (format 2). */
  name: string;
  document: InfographicDocument;
  /** Counts saves of this record: a tab only writes over the revision it has seen. */
  revision: number;
  /** Date.now() of the save. */
  savedAt: number;
  /** The tab that saved it. */
  tabId: string;
}

/** What reading a stored value gave: a record, nothing usable, or a record written by a newer app (never written over). */
export type ReadRecord = { kind: 'record'; record: StoredDocumentRecord } | { kind: 'none' } | { kind: 'newer'; format: number };

/**
 * Format 0 is the first shape, before records carried a format number: the source and the settings side by side,
 * `{ source, theme?, palette?, font?, updatedAt? }`, with no revision. The settings were never read by any UI: dropped.
 */
function fromFormat0(raw: Record<string, unknown>): Record<string, unknown> {
  return {
    format: 1,
    document: { source: raw.source },
    revision: 1,
    savedAt: typeof raw.updatedAt === 'number' ? raw.updatedAt : 0,
    tabId: 'unknown',
  };
}

/** Format 2 (named documents): the record gets a name, its title until the user gives one; `document.settings` goes. */
function fromFormat1(raw: Record<string, unknown>): Record<string, unknown> {
  const document = parseDocument(raw.document);
  return { ...raw, format: 2, name: nameFromText(document?.source ?? ''), document };
}

/** MIGRATIONS[n] turns a format-n record into format n+1. */
const MIGRATIONS: Record<number, (raw: Record<string, unknown>) => Record<string, unknown>> = { 0: fromFormat0, 1: fromFormat1 };

/** Reads any stored value: migrates older formats step by step and validates the result. */
export function readStoredRecord(raw: unknown): ReadRecord {
  if (!isRecord(raw)) return { kind: 'none' };
  let value = raw;
  let format = typeof value.format === 'number' ? value.format : 0;
  if (format > RECORD_FORMAT) return { kind: 'newer', format };
  while (format < RECORD_FORMAT) {
    const migrate = MIGRATIONS[format];
    if (!migrate) return { kind: 'none' };
    value = migrate(value);
    format += 1;
  }
  const document = parseDocument(value.document);
  if (!document) return { kind: 'none' };
  const revision = typeof value.revision === 'number' && Number.isInteger(value.revision) && value.revision >= 0 ? value.revision : 0;
  return {
    kind: 'record',
    record: {
      format: RECORD_FORMAT,
      name: typeof value.name === 'string' ? cleanDocumentName(value.name) : nameFromText(document.source),
      document,
      revision,
      savedAt: typeof value.savedAt === 'number' ? value.savedAt : 0,
      tabId: typeof value.tabId === 'string' ? value.tabId : 'unknown',
    },
  };
}
