// A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside), Escape
// closes it, its heading names it, and the focus goes back to where it was when it opened.
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

export function ModalDialog({ open, title, onClose, children, className }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    // The code editor lives in a shadow root: the document's activeElement is then its host, so look inside.
    let opener = document.activeElement as HTMLElement | null;
    while (opener?.shadowRoot?.activeElement) opener = opener.shadowRoot.activeElement as HTMLElement;
    if (!element.open) element.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestOnClose.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog ref={dialog} className={`modal-dialog${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      {open && (
        <>
          <div className="modal-dialog__head">
            <h2 id={headingId} className="modal-dialog__title">
              {title}
            </h2>
            <button type="button" className="modal-dialog__close" onClick={onClose}>
              Close
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
