// "Apply to document": the working source becomes the app's current document, after a history snapshot of the one it replaces.
import type { DocumentStore } from '../../shared/document';

/**
 * The one place the Style page asks for an Editor history snapshot before it replaces the document. The history store
 * (src/shared/document/history, being built on branch editor-history) is wired in here at merge; until then the
 * replacement's 'source-replaced' event with reason 'style' carries `before`, which is all a snapshot needs.
 */
export function snapshotBeforeApply(store: DocumentStore): void {
  void store;
}

/** Snapshots the current document, then replaces its source with reason 'style'. */
export function applyToDocument(store: DocumentStore, source: string): void {
  snapshotBeforeApply(store);
  store.replaceSource(source, 'style');
}
