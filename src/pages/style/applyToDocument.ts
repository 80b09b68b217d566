// "Apply to document": the working source becomes the app's current document, after a history snapshot of the one it replaces.
import type { DocumentStore } from '../../shared/document';
import { snapshotBeforeReplace } from '../../shared/document/history';

/** Snapshots the current document (the Editor's History lists it as "Before a style was applied"), then replaces its source. */
export function applyToDocument(store: DocumentStore, source: string): void {
  // Not awaited: history operations run in call order, and the snapshot reads the document before the replacement below.
  void snapshotBeforeReplace('style', store);
  store.replaceSource(source, 'style');
}
