// The one modal dialog: named by its heading, opened modally, closed by Escape or its Close button, and the focus goes back
// to the element that opened it, or to the fallback when that element has left the page.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../../../src/shared/panels/Dialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would (without the inert backdrop).
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

/** What a browser does on Escape in a modal dialog: a cancelable "cancel" event, then closing unless it was prevented. */
function pressEscapeIn(dialog: HTMLDialogElement) {
  act(() => {
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) {
      dialog.close();
      dialog.dispatchEvent(new Event('close'));
    }
  });
}

function Page({ keepOpener = true }: { keepOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerThere, setOpenerThere] = useState(true);
  return (
    <>
      {openerThere && (
        <button type="button" onClick={() => setOpen(true)}>
          Documents
        </button>
      )}
      <input aria-label="Fallback" />
      <Dialog
        open={open}
        title="Documents"
        onClose={() => setOpen(false)}
        fallbackFocus={() => screen.getByRole('textbox', { name: 'Fallback' })}
      >
        <button type="button" onClick={() => setOpenerThere(keepOpener)}>
          Inside
        </button>
      </Dialog>
    </>
  );
}

test('opens modally under its heading’s name; Escape closes it and the focus goes back to the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Documents' }));
  const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Documents' });
  expect(dialog.open).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Inside' }));
  expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
  pressEscapeIn(dialog);
  expect(dialog.open).toBe(false);
  expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Documents' })).toHaveFocus();
});

test('the Close button closes it too, and the focus goes back to the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Documents' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole<HTMLDialogElement>('dialog', { hidden: true }).open).toBe(false);
  expect(screen.getByRole('button', { name: 'Documents' })).toHaveFocus();
});

test('when the opener left the page while the dialog was open, the focus goes to the fallback', async () => {
  const user = userEvent.setup();
  render(<Page keepOpener={false} />);
  await user.click(screen.getByRole('button', { name: 'Documents' }));
  await user.click(screen.getByRole('button', { name: 'Inside' }));
  expect(screen.queryByRole('button', { name: 'Documents' })).toBeNull();
  pressEscapeIn(screen.getByRole<HTMLDialogElement>('dialog', { name: 'Documents' }));
  expect(screen.getByRole('textbox', { name: 'Fallback' })).toHaveFocus();
});
