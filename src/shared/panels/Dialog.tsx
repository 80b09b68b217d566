// The app's one modal dialog, on the native <dialog>: showModal() makes the rest of the page inert, its heading names it,
// Escape closes it, and the focus goes back to the element that opened it (or to a fallback when that element is gone).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/react';
import { giveFocusTo } from './focusReturn';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** The heading, which is also the dialog's name. */
  title: string;
  /** Escape, the Close button, or the browser closing it: the owner sets `open` to false. */
  onClose(): void;
  children: ReactNode;
  className?: string;
  /** Where the focus goes on closing when the element that opened the dialog is no longer in the page. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/** The focused element, looked for inside shadow roots (the code editor's host is the document's activeElement). */
function focusedElement(): HTMLElement | null {
  let element = document.activeElement as HTMLElement | null;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
  return element;
}

/** Where the focus goes back to: the element that opened the dialog, or for a menu's item (gone with its menu) the menu's
 * button. */
function openerOf(focused: HTMLElement | null): HTMLElement | null {
  const menu = focused?.closest('[role="menu"]');
  const button = menu?.getAttribute('aria-labelledby');
  return (button && document.getElementById(button)) || focused;
}

export function Dialog({ open, title, onClose, children, className, fallbackFocus }: DialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const latest = useRef({ onClose, fallbackFocus });
  useEffect(() => {
    latest.current = { onClose, fallbackFocus };
  }, [onClose, fallbackFocus]);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = openerOf(focusedElement());
    if (!element.open) element.showModal();
    // A component that marks its first field (Ariakit's autoFocus renders data-autofocus) gets the focus showModal gave to
    // the first button: until now the dialog was closed, so focusing the field had no effect.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    // The browser may close it itself (a second Escape without user activation ignores preventDefault).
    const onNativeClose = () => latest.current.onClose();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      if (element.open) element.close();
      const target = opener && opener !== document.body && opener.isConnected ? opener : latest.current.fallbackFocus?.();
      if (target) giveFocusTo(target);
    };
  }, [open]);

  return (
    <dialog ref={dialog} className={`dialog${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      {open && (
        <>
          <div className="dialog__head">
            <h2 id={headingId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" onClick={onClose}>
              {t('shared.dialog.close')}
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
