// The history as a JSON file: a versioned format written by Export and read, checked whole, by Import.
import { MAX_SOURCE_CHARS, formatCount } from '../../../engine';
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
    message: `“${fileName}” was not imported: ${problem} Nothing was changed.`,
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return refuse(`it is not valid JSON (${jsonErrorPlace(text, error)}).`);
  }
  if (!isRecord(raw) || raw.type !== HISTORY_FILE_TYPE) {
    return refuse(`it is not a history file exported by this app (its "type" should be "${HISTORY_FILE_TYPE}").`);
  }
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
    return refuse(`its "version" should be a whole number, ${HISTORY_FILE_VERSION} for this app.`);
  }
  if (raw.version > HISTORY_FILE_VERSION) {
    return refuse(
      `it was written by a newer version of this app (history file version ${raw.version}; this app reads version ${HISTORY_FILE_VERSION}).`,
    );
  }
  if (!Array.isArray(raw.snapshots)) return refuse('its "snapshots" should be a list.');
  if (raw.snapshots.length === 0) return refuse('it holds no snapshots.');
  if (raw.snapshots.length > MAX_IMPORTED_SNAPSHOTS) {
    return refuse(`it holds ${raw.snapshots.length} snapshots; at most ${MAX_IMPORTED_SNAPSHOTS} can be imported at once.`);
  }
  const snapshots: NewSnapshot[] = [];
  for (const [index, entry] of raw.snapshots.entries()) {
    const read = readEntry(entry);
    if (typeof read === 'string') return refuse(`snapshot ${index + 1} of ${raw.snapshots.length} (snapshots[${index}]): ${read}`);
    snapshots.push(read);
  }
  return { ok: true, snapshots };
}

/** One snapshot of the file, or what is wrong with it. */
function readEntry(entry: unknown): NewSnapshot | string {
  if (!isRecord(entry)) return 'it should be an object with "savedAt", "kind" and "document".';
  const savedAt = typeof entry.savedAt === 'string' ? Date.parse(entry.savedAt) : typeof entry.savedAt === 'number' ? entry.savedAt : NaN;
  if (!Number.isFinite(savedAt)) return '"savedAt" should be a date and time such as "2026-11-22T15:40:00.000Z".';
  const kind = SNAPSHOT_KINDS.find((known) => known === entry.kind);
  if (!kind) return `"kind" should be one of ${SNAPSHOT_KINDS.map((known) => `"${known}"`).join(', ')}.`;
  if (entry.name !== undefined && entry.name !== null && typeof entry.name !== 'string') return '"name" should be text or null.';
  if (typeof entry.name === 'string' && entry.name.length > MAX_SNAPSHOT_NAME)
    return `"name" is longer than ${MAX_SNAPSHOT_NAME} characters.`;
  if (entry.reason !== undefined && !isReplaceReason(entry.reason)) return '"reason" is not one this app knows.';
  if (!isRecord(entry.document)) return '"document" should be an object with "source" text.';
  if (typeof entry.document.source !== 'string') return '"document.source" should be text.';
  if (entry.document.source.length > MAX_SOURCE_CHARS) {
    return `"document.source" is ${formatCount(entry.document.source.length)} characters; the limit is ${formatCount(MAX_SOURCE_CHARS)}.`;
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
  return `${message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '')} at line ${line}, column ${column}`;
}
