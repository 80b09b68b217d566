import { render, screen } from '@testing-library/react';
import { StorageNotice } from '../../../src/shared/document/StorageNotice';
import { STORAGE_FULL, STORAGE_OK, storageUnavailable } from '../../../src/shared/document/storageStatus';

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
