// The message a tab sends after it saved the document, so other tabs of the same origin can offer the newer version.
import { CURRENT_DOCUMENT_KEY } from './database';
import { isRecord, parseDocument, type InfographicDocument } from './model';

export const CHANNEL_NAME = 'infographic-preview:document';

export interface SavedMessage {
  type: 'saved';
  /** The named document saved (a tab follows only the one it has open). */
  documentId: string;
  document: InfographicDocument;
  revision: number;
  savedAt: number;
  tabId: string;
}

/** The channel on which a tab says it changed the list of named documents (created, renamed, copied, deleted, put back). */
export const DOCUMENTS_CHANNEL_NAME = 'infographic-preview:documents';

export interface DocumentsChangedMessage {
  type: 'documents-changed';
  /** The document deleted, when that was the change: a tab that has it open says so and keeps its text. */
  deleted?: string;
}

/** The part of BroadcastChannel the store and the session use (so tests and non-browser hosts can pass their own). */
export interface CrossTabChannel<Message = SavedMessage> {
  postMessage(message: Message): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/** Reads a message from another tab; anything that is not a well-formed save announcement is ignored. */
export function readSavedMessage(data: unknown): SavedMessage | null {
  if (!isRecord(data) || data.type !== 'saved') return null;
  const document = parseDocument(data.document);
  const { revision, savedAt, tabId } = data;
  const documentId = typeof data.documentId === 'string' ? data.documentId : CURRENT_DOCUMENT_KEY;
  if (!document || typeof revision !== 'number' || typeof savedAt !== 'number' || typeof tabId !== 'string') return null;
  return { type: 'saved', documentId, document, revision, savedAt, tabId };
}

/** A random id for this tab, so a tab ignores its own announcements. */
export function createTabId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
