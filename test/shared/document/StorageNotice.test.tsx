import { act, render, screen } from '@testing-library/react';
import { StorageNotice } from '../../../src/shared/document/StorageNotice';
import { useDocumentStore } from '../../../src/shared/document/useDocumentStore';
import type { DocumentStore } from '../../../src/shared/document/documentStore';
import { STORAGE_FULL, STORAGE_OK, storageUnavailable } from '../../../src/shared/document/storageStatus';
import { createStoreHarness, type StoreHarness } from './support/storeHarness';

describe('StorageNotice', () => {
  it('shows nothing while saving works', () => {
    const { container } = render(<StorageNotice status={STORAGE_OK} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when storage is unavailable: a status message with the cause and that the work stays in this tab', () => {
    render(<StorageNotice status={storageUnavailable('no IndexedDB in this browser')} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('does not let the app save your work (no IndexedDB in this browser)');
    expect(notice).toHaveTextContent('Your work stays in this tab: you can still download it, export it or copy a share link.');
  });

  it('when storage fills up mid-work: an alert', () => {
    render(<StorageNotice status={STORAGE_FULL} />);
    expect(screen.getByRole('alert')).toHaveTextContent("The browser's storage for this site is full");
    expect(screen.getByRole('alert')).toHaveTextContent('Your work stays in this tab');
  });
});

describe('useDocumentStore', () => {
  let harness: StoreHarness;
  beforeEach(() => {
    harness = createStoreHarness();
  });
  afterEach(() => harness.disposeAll());

  function Page({ store }: { store: DocumentStore }) {
    const { state } = useDocumentStore(store);
    return (
      <>
        <StorageNotice status={state.storage} />
        <pre aria-label="Source">{state.document.source}</pre>
      </>
    );
  }

  it('re-renders on each update, and a page without storage shows the notice while the text still changes', async () => {
    const store = harness.open({ indexedDB: null });
    render(<Page store={store} />);
    await act(() => store.whenLoaded());
    expect(screen.getByRole('status')).toHaveTextContent('Your work stays in this tab');

    act(() => store.setSource('infographic chart-column-simple'));
    expect(screen.getByLabelText('Source')).toHaveTextContent('infographic chart-column-simple');
  });

  it('a page with working storage shows no notice', async () => {
    const store = harness.open();
    render(<Page store={store} />);
    await act(() => store.whenLoaded());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
