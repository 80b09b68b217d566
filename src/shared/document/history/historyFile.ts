// The history as a JSON file: a versioned format written by Export and read, checked whole, by Import.
import { MAX_SOURCE_CHARS, formatCount } from '../../../engine';
import { t } from '../../../i18n/i18n';
import { isRecord, parseDocument } from '../model';
import { MAX_SNAPSHOT_NAME, SNAPSHOT_KINDS, isReplaceReason, newestFirst, type NewSnapshot, type Snapshot } from './snapshot';

/** The file's `type`: says what the JSON is, so another app's JSON is refused by name. */
export const HISTORY_FILE_TYPE = 'infographic-preview-history';
/** Bump when the file's shape changes, and read the previous shape in parseHistoryFile. */
export const HISTORY_FILE_VERSION = 1;
/** Largest file read: a full history is a few MB. */
export const MAX_HISTORY_FILE_BYTES = 20 * 1024 * 1024;
/** Most snapshots one file may bring. */
export const MAX_IMPORTED_SNAPSHOTS = 1000;

/** The whole history as the file's text, newest first; times are ISO 8601 so a person can read them. */
export function writeHistoryFile(snapshots: readonly Snapshot[], exportedAt: number): string {
  const file = {
    type: HISTORY_FILE_TYPE,
    version: HISTORY_FILE_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    snapshots: [...snapshots].sort(newestFirst).map(({ savedAt, name, kind, reason, document }) => ({
      savedAt: new Date(savedAt).toISOString(),
      name,
      kind,
      ...(reason ? { reason } : {}),
      document: { source: document.source },
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The download's name, e.g. infographic-history-2026-11-22.json. */
export function historyFileName(exportedAt: number): string {
  return `infographic-history-${new Date(exportedAt).toISOString().slice(0, 10)}.json`;
}

export type ParsedHistoryFile = { ok: true; snapshots: NewSnapshot[] } | { ok: false; message: string };

/** Reads a history file; any problem refuses the whole file with a message naming the file, the snapshot and the field. */
export function parseHistoryFile(text: string, fileName: string): ParsedHistoryFile {
  const refuse = (problem: string): ParsedHistoryFile => ({
    ok: false,
    message: t('shared.historyFile.refused', { file: fileName, problem }),
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return refuse(t('shared.historyFile.notJson', { place: jsonErrorPlace(text, error) }));
  }
  if (!isRecord(raw) || raw.type !== HISTORY_FILE_TYPE) {
    return refuse(t('shared.historyFile.wrongType', { type: HISTORY_FILE_TYPE }));
  }
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
    return refuse(t('shared.historyFile.badVersion', { version: HISTORY_FILE_VERSION }));
  }
  if (raw.version > HISTORY_FILE_VERSION) {
    return refuse(t('shared.historyFile.newerVersion', { version: raw.version, known: HISTORY_FILE_VERSION }));
  }
  if (!Array.isArray(raw.snapshots)) return refuse(t('shared.historyFile.snapshotsNotList'));
  if (raw.snapshots.length === 0) return refuse(t('shared.historyFile.noSnapshots'));
  if (raw.snapshots.length > MAX_IMPORTED_SNAPSHOTS) {
    return refuse(t('shared.historyFile.tooMany', { count: raw.snapshots.length, max: MAX_IMPORTED_SNAPSHOTS }));
  }
  const snapshots: NewSnapshot[] = [];
  for (const [index, entry] of raw.snapshots.entries()) {
    const read = readEntry(entry);
    if (typeof read === 'string')
      return refuse(t('shared.historyFile.badSnapshot', { number: index + 1, count: raw.snapshots.length, index, problem: read }));
    snapshots.push(read);
  }
  return { ok: true, snapshots };
}

/** One snapshot of the file, or what is wrong with it. */
function readEntry(entry: unknown): NewSnapshot | string {
  if (!isRecord(entry)) return t('shared.historyFile.entryNotObject');
  const savedAt = typeof entry.savedAt === 'string' ? Date.parse(entry.savedAt) : typeof entry.savedAt === 'number' ? entry.savedAt : NaN;
  if (!Number.isFinite(savedAt)) return t('shared.historyFile.badSavedAt');
  const kind = SNAPSHOT_KINDS.find((known) => known === entry.kind);
  if (!kind) return t('shared.historyFile.badKind', { kinds: SNAPSHOT_KINDS.map((known) => `"${known}"`).join(', ') });
  if (entry.name !== undefined && entry.name !== null && typeof entry.name !== 'string') return t('shared.historyFile.badName');
  if (typeof entry.name === 'string' && entry.name.length > MAX_SNAPSHOT_NAME)
    return t('shared.historyFile.longName', { max: MAX_SNAPSHOT_NAME });
  if (entry.reason !== undefined && !isReplaceReason(entry.reason)) return t('shared.historyFile.badReason');
  if (!isRecord(entry.document)) return t('shared.historyFile.badDocument');
  if (typeof entry.document.source !== 'string') return t('shared.historyFile.badSource');
  if (entry.document.source.length > MAX_SOURCE_CHARS) {
    return t('shared.historyFile.longSource', { chars: formatCount(entry.document.source.length), max: formatCount(MAX_SOURCE_CHARS) });
  }
  // An older file's `document.settings` (never read by any UI) is ignored.
  const document = parseDocument(entry.document)!;
  return { savedAt, kind, name: typeof entry.name === 'string' ? entry.name : null, reason: entry.reason, document };
}

/** Where JSON.parse stopped, as a line and column when the engine says the position (V8 and Firefox do). */
function jsonErrorPlace(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return message;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return t('shared.historyFile.jsonPlace', {
    message: message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, ''),
    line,
    column,
  });
}
