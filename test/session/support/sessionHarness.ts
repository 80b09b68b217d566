// One tab's session over a real document store, history and catalogue (fake-indexeddb), with no snapshot timers.
import { createHistoryStore, type HistoryStore } from '../../../src/shared/document/history/historyStore';
import { createDocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import { createSession, type Session } from '../../../src/session/session';
import { createStoreHarness, openLoaded, type StoreHarness, type TestStore } from '../../shared/document/support/storeHarness';

export interface SessionHarness {
  harness: StoreHarness;
  documents: TestStore;
  history: HistoryStore;
  session: Session;
  dispose(): void;
}

const noTimers = { after: () => () => undefined };

export async function openSession(): Promise<SessionHarness> {
  const harness = createStoreHarness();
  const documents = await openLoaded(harness);
  const history = createHistoryStore({ database: documents.database });
  await history.whenLoaded();
  const catalogue = createDocumentCatalogue({ database: documents.database });
  const session = createSession({ documents, history, catalogue, snapshotClock: noTimers });
  return {
    harness,
    documents,
    history,
    session,
    dispose() {
      session.dispose();
      history.dispose();
      harness.disposeAll();
    },
  };
}
