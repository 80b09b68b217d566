// The store wired to the (jsdom) browser as the app wires it: global IndexedDB, BroadcastChannel, pagehide and visibilitychange.
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { browserEnvironment } from '../../../src/shared/document/browserEnvironment';
import { createDocumentStore, type DocumentStore } from '../../../src/shared/document/documentStore';

const stores: DocumentStore[] = [];
function openTab(): DocumentStore {
  const store = createDocumentStore({ environment: browserEnvironment(), saveDelayMs: 60_000 });
  stores.push(store);
  return store;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

async function savedSource(): Promise<string> {
  const reader = openTab();
  await reader.whenLoaded();
  return reader.getSnapshot().document.source;
}

describe('document store in the browser environment', () => {
  it('uses the browser IndexedDB and saves when the page is left (pagehide)', async () => {
    const tab = openTab();
    await tab.whenLoaded();
    expect(tab.getSnapshot().storage.state).toBe('ok');
    tab.setSource('infographic list-row-simple-horizontal-arrow\ndata\n  title Left the page\n');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(tab.getSnapshot().unsavedChanges).toBe(false));
    expect(await savedSource()).toContain('title Left the page');
  });

  it('saves when the tab is hidden', async () => {
    const tab = openTab();
    await tab.whenLoaded();
    tab.setSource('infographic list-row-simple-horizontal-arrow\ndata\n  title Hidden tab\n');
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    await waitFor(() => expect(tab.getSnapshot().unsavedChanges).toBe(false));
    expect(await savedSource()).toContain('title Hidden tab');
  });
});
