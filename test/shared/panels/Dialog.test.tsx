// The one modal dialog: named by its heading, opened modally, closed by Escape or its Close button, and the focus goes back
// to the element that opened it, or to the fallback when that element has left the page.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../../../src/shared/panels/Dialog';
import { setFocusTaker } from '../../../src/shared/panels/focusReturn';

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

test('an opener that takes the focus its own way (the code editor) gets it back that way, caret and all, as the dialog closes', async () => {
  const user = userEvent.setup();
  function EditorLike() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <input
          aria-label="Code"
          defaultValue="title Shipping"
          onKeyDown={(event) => event.key === 'F2' && setOpen(true)}
          ref={(field) => {
            if (!field) return;
            // As the code editor's view.focus(): the focus and its own caret (the end of the word "title") together.
            const stop = setFocusTaker(field, () => {
              field.focus();
              field.setSelectionRange(5, 5);
            });
            return stop;
          }}
        />
        <Dialog open={open} title="Save a snapshot" onClose={() => setOpen(false)}>
          <input aria-label="Snapshot name" />
        </Dialog>
      </>
    );
  }
  render(<EditorLike />);
  const code = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
  await user.click(code);
  await user.keyboard('{F2}');
  await user.click(screen.getByRole('textbox', { name: 'Snapshot name' }));
  code.setSelectionRange(0, 0);
  pressEscapeIn(screen.getByRole<HTMLDialogElement>('dialog', { name: 'Save a snapshot' }));
  expect(code).toHaveFocus();
  expect([code.selectionStart, code.selectionEnd]).toEqual([5, 5]);
});
