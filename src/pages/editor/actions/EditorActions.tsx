// The Editor's "Document" toolbar: the named documents (the dialog the header's document button opens), new from a template,
// open a file (or drop one on the page), download the source, restyle it on the Style page, and the keyboard shortcuts; also
// the start from an address. Its buttons come from the action table.
import { memo, useCallback, useContext, useMemo, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import { Link } from 'react-router';
import type { Engine } from '../../../engine';
import { DocumentSwitcher, type DocumentsDialogState } from '../../../shared/documents/DocumentSwitcher';
import { documentAddress } from '../../../shared/links/links';
import { Notice, type NoticeMessage } from '../../../shared/panels/Notice';
import { OpenedNotice } from '../../../session/OpenedNotice';
import { OpenFileButton } from '../../../shared/opening/OpenFileButton';
import { openFile as openSpecFile } from '../../../session/opening';
import { useAddressOpen } from '../../../session/useAddressOpen';
import type { Session } from '../../../session';
import { AppActionButton } from '../../../actions/AppActionButton';
import { EditorActionButton, EditorActionsContext } from '../EditorActionButton';
import { NewFromTemplateDialog } from './NewFromTemplateDialog';
import { useSourcePastes } from './useSourcePastes';
import { usePageFileDrop } from './usePageFileDrop';
import './editorActions.css';

interface Props {
  session: Session;
  /** The code editor, once it is open. */
  view: RefObject<EditorView | null>;
  engine: Engine | null;
  /** False until the editor holds the current document. */
  ready: boolean;
}

// Memo: none of these props change with the text.
export const EditorActions = memo(function EditorActions({ engine, ready, session, view }: Props) {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('EditorActions outside the Editor');
  const { dialog, openDialog, closeDialog } = actions;
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const templates = useMemo(() => engine?.templates() ?? null, [engine]);
  // The header's document button and the toolbar's Documents (and its action) open the same dialog.
  const documents = useMemo<DocumentsDialogState>(
    () => ({ open: dialog === 'documents', show: () => openDialog('documents'), close: closeDialog }),
    [dialog, openDialog, closeDialog],
  );

  useAddressOpen(session, setNotice, ready);
  useSourcePastes(view, setNotice);

  const openFile = useCallback((file: File) => openSpecFile(session, file, setNotice), [session]);
  const dropping = usePageFileDrop(openFile, ready);

  const newFromTemplate = useCallback(
    (template: string) => {
      if (!engine) return;
      closeDialog();
      setNotice(null);
      void session.open({ reason: 'template', text: engine.sampleSource(template) });
    },
    [engine, session, closeDialog],
  );

  return (
    <>
      <div className="editor-actions" role="toolbar" aria-label="Document">
        <EditorActionButton id="documents" aria-haspopup="dialog" />
        <EditorActionButton id="new-from-template" aria-haspopup="dialog" />
        <OpenFileButton onFile={(file) => void openFile(file)} disabled={!ready} />
        <EditorActionButton id="download-source" />
        <Link className="editor-actions__link" to={documentAddress('style')}>
          Restyle
        </Link>
        <AppActionButton id="shortcuts" aria-haspopup="dialog" />
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <OpenedNotice session={session} />
      {dropping && (
        <div className="editor-actions__drop" aria-hidden="true">
          Drop to open the file
        </div>
      )}
      <DocumentSwitcher session={session} dialog={documents} />
      <NewFromTemplateDialog open={dialog === 'template'} templates={templates} onPick={newFromTemplate} onClose={closeDialog} />
    </>
  );
});
