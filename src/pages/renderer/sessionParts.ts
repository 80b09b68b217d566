// What the Renderer's views read from the session: each part re-renders only when its own selection changes.
import { templateOfSource } from '../../engine';
import type { DocumentStoreState } from '../../shared/document';

export const selectText = (state: DocumentStoreState): string => state.document.source;
export const selectTemplate = (state: DocumentStoreState): string | null => templateOfSource(state.document.source);
export const selectStorage = (state: DocumentStoreState) => state.storage;
export const selectOtherTab = (state: DocumentStoreState) => state.externalChange;
export const selectDeletedElsewhere = (state: DocumentStoreState) => state.deletedElsewhere;
