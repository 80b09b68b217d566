// The open document's name in the shared header, as a button that opens "Documents", and that dialog: every page renders one
// (Home and the not-found page too), so the user always sees which document they work on.
import { useCallback, useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { shownDocumentName } from '../document/documentName';
import { useT } from '../../i18n/react';
import { DocumentsDialog } from './DocumentsDialog';
import { DocumentSlot } from './headerSlot';
import { useDocumentList, type DocumentsSession } from './useDocumentList';

/** Who opens and closes the dialog when the page opens it from elsewhere too (the Editor's toolbar and commands). */
export interface DocumentsDialogState {
  open: boolean;
  show(): void;
  close(): void;
}

interface Props<Removal> {
  session: DocumentsSession<Removal>;
  /** Omitted: the switcher keeps its own. */
  dialog?: DocumentsDialogState;
}

export function DocumentSwitcher<Removal>({ session, dialog }: Props<Removal>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const showOwn = useCallback(() => setOwnOpen(true), []);
  const closeOwn = useCallback(() => setOwnOpen(false), []);
  const { open, show, close } = dialog ?? { open: ownOpen, show: showOwn, close: closeOwn };
  const list = useDocumentList(session);
  const slot = useContext(DocumentSlot);
  // (re-rendered on a language switch: "Untitled" is shown in the interface's language)
  useT();
  // Kept while another document's name is read: the button stays, so closing the dialog gives the focus back to it.
  const [name, setName] = useState<string | null>(null);
  if (list.openName !== null && list.openName !== name) setName(list.openName);

  // Read again on opening: another tab may have changed the list.
  const { refresh } = list;
  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);

  return (
    <>
      {slot &&
        name !== null &&
        createPortal(
          <button type="button" className="document-button" aria-haspopup="dialog" title={shownDocumentName(name)} onClick={show}>
            <span className="document-button__name">{shownDocumentName(name)}</span>
          </button>,
          slot,
        )}
      <DocumentsDialog open={open} session={session} list={list} onClose={close} />
    </>
  );
}
