// Which named document to open: this tab's (sessionStorage, so a reload keeps it) or else the one this browser opened last.
import { CURRENT_DOCUMENT_KEY } from './database';

/** The storage key under which the open document's id is remembered. */
export const OPEN_DOCUMENT_MEMORY_KEY = 'infographic-preview:open-document';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storageOf(read: () => Storage): KeyValueStorage | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const tabStorage = () => (typeof sessionStorage === 'undefined' ? null : storageOf(() => sessionStorage));
const browserStorage = () => (typeof localStorage === 'undefined' ? null : storageOf(() => localStorage));

function read(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(OPEN_DOCUMENT_MEMORY_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The id of the document to open in this tab. */
export function rememberedDocumentId(): string {
  return read(tabStorage()) ?? read(browserStorage()) ?? CURRENT_DOCUMENT_KEY;
}

/** Remembers the document open in this tab (and, for new tabs, in this browser). */
export function rememberOpenDocument(id: string): void {
  for (const storage of [tabStorage(), browserStorage()]) {
    try {
      storage?.setItem(OPEN_DOCUMENT_MEMORY_KEY, id);
    } catch {
      // storage that refuses: the first document opens next time, and nothing of the text is lost
    }
  }
}
