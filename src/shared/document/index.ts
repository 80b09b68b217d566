// The document store's public surface: the model and its updates, the store, the React hook and the storage notice.
export { DEFAULT_SOURCE, DEFAULT_TEMPLATE } from './defaultSource';
export {
  DEFAULT_DOCUMENT,
  applyCanvasEdit,
  documentsEqual,
  parseDocument,
  replaceDocument,
  replaceSource,
  setSource,
  type DocumentEvent,
  type DocumentUpdate,
  type InfographicDocument,
  type OpenReason,
  type ReplaceReason,
} from './model';
export {
  SAVE_DELAY_MS,
  createDocumentStore,
  type DocumentStore,
  type DocumentStoreEnvironment,
  type DocumentStoreOptions,
  type DocumentStoreState,
  type ExternalChange,
  type RecoveredText,
} from './documentStore';
export type { StorageState, StorageStatus } from './storageStatus';
export { browserEnvironment } from './browserEnvironment';
export { getDocumentStore } from './appDocumentStore';
export { StorageNotice } from './StorageNotice';
export { OtherTabNotice } from './OtherTabNotice';
export { DeletedElsewhereNotice } from './DeletedElsewhereNotice';
export { RecoveryNotice } from './RecoveryNotice';
