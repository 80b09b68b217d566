// Where the user was in a text (caret, selection, first line in view), kept in localStorage for the text it was taken in:
// the part without CodeMirror, read by the plain text area too (code/SourceTextArea.tsx) while CodeMirror's chunk loads.

export const STORAGE_KEY = 'infographic-preview.editor.cursor';

/** Where the user was: the selection's ends and the position of the first line scrolled into view. */
export interface CursorPlace {
  anchor: number;
  head: number;
  top: number;
}

interface StoredCursor extends CursorPlace {
  /** The text's length and hash: a place is only good for the text it was taken in. */
  length: number;
  hash: number;
}

/** FNV-1a over the text's UTF-16 units: cheap, and enough to tell a different document from the stored one. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const inRange = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= length;

/** The place stored for this very text, or null (none stored, another text, garbage, out of range, storage unavailable). */
export function readCursor(storage: Pick<Storage, 'getItem'> | null, text: string): CursorPlace | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (raw == null) return null;
    const stored = JSON.parse(raw) as Partial<StoredCursor>;
    if (stored.length !== text.length || stored.hash !== textHash(text)) return null;
    const { anchor, head, top } = stored;
    if (!inRange(anchor, text.length) || !inRange(head, text.length) || !inRange(top, text.length)) return null;
    return { anchor, head, top };
  } catch {
    return null;
  }
}

export function writeCursor(storage: Pick<Storage, 'setItem'> | null, text: string, place: CursorPlace): void {
  try {
    const stored: StoredCursor = { ...place, length: text.length, hash: textHash(text) };
    storage?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Not remembered (private mode, quota): the editor still works for this visit.
  }
}
