// A native <dialog> shown modally while `open` is true: the browser traps focus, closes on Escape and gives focus back.
import { useEffect, useRef, type RefObject } from 'react';

export function useModalDialog(open: boolean, onClose: () => void): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape (or a form's method="dialog") closes it natively: tell the owner.
    const onNativeClose = () => latestClose.current();
    element.addEventListener('close', onNativeClose);
    return () => element.removeEventListener('close', onNativeClose);
  }, []);
  return dialog;
}
