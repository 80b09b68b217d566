// The Editor's "Document" toolbar: the named documents, new from a template, open a file (or drop one on the page), download the source,
// restyle it on the Style page, and the keyboard shortcuts; also the page-wide keys and the start from an address.
import { memo, useCallback, useMemo, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import { Link } from 'react-router';
import type { Engine } from '../../../engine';
import { DEFAULT_SOURCE } from '../../../shared/document';
import { saveBlob } from '../../../shared/export/download';
import { documentAddress } from '../../../shared/links/links';
import { Notice, type NoticeMessage } from '../../../shared/panels/Notice';
import { OpenFileButton } from '../../../shared/opening/OpenFileButton';
import { readSpecFile } from '../../../shared/opening/specFile';
import { DocumentsDialog } from '../documents/DocumentsDialog';
import { useDocumentList } from '../documents/useDocumentList';
import { NewFromTemplateDialog } from './NewFromTemplateDialog';
import { ShortcutsDialog } from './ShortcutsDialog';
import { sourceFileOf } from './sourceFile';
import { useAddressStart } from './useAddressStart';
import { useChatAnswerPastes } from './useChatAnswerPastes';
import { useDocumentActions, type EditorParts } from './useDocumentActions';
import { usePageFileDrop } from './usePageFileDrop';
import { usePageShortcuts } from './usePageShortcuts';
import './editorActions.css';

interface Props extends EditorParts {
  /** The code editor, once it is open (the page-wide keys act on it). */
  view: RefObject<EditorView | null>;
  engine: Engine | null;
  /** False until the editor holds the current document. */
  ready: boolean;
}

type OpenDialog = 'documents' | 'template' | 'shortcuts' | null;

// Memo: none of these props change with the text.
export const EditorActions = memo(function EditorActions({ engine, ready, session, view, renderLater, renderPicture }: Props) {
  const actions = useDocumentActions({ session, renderLater, renderPicture });
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const showShortcuts = useCallback(() => setDialog('shortcuts'), []);
  const templates = useMemo(() => engine?.templates() ?? null, [engine]);
  const documents = useDocumentList(session);
  const newDocument = useCallback(() => {
    setDialog(null);
    void actions.openAsNew(DEFAULT_SOURCE);
  }, [actions]);

  useAddressStart(ready, actions, setNotice);
  useChatAnswerPastes(view, setNotice);
  usePageShortcuts({ view, renderNow: actions.renderNow, showShortcuts });

  const openFile = useCallback(
    async (file: File) => {
      const result = await readSpecFile(file);
      if (!result.ok) {
        setNotice({ tone: 'error', text: result.message });
        return;
      }
      await actions.openAsNew(result.text, result.name.replace(/\.(txt|json)$/i, ''));
      setNotice({
        tone: 'info',
        text: `Opened “${result.name}” as a new document.${result.notice ? ` ${result.notice}` : ''} The one open before is in Documents.`,
      });
    },
    [actions],
  );
  const dropping = usePageFileDrop(openFile, ready);

  const newFromTemplate = useCallback(
    (template: string) => {
      if (!engine) return;
      setDialog(null);
      actions.replace(engine.sampleSource(template), 'template');
      setNotice(null);
    },
    [engine, actions],
  );

  const download = useCallback(() => {
    const file = sourceFileOf(actions.currentText(), engine);
    saveBlob(file.blob, file.fileName);
  }, [actions, engine]);

  return (
    <>
      <div className="editor-actions" role="toolbar" aria-label="Document">
        <button
          type="button"
          disabled={!ready}
          aria-haspopup="dialog"
          onClick={() => {
            documents.refresh();
            setDialog('documents');
          }}
        >
          Documents
        </button>
        {documents.openName !== null && <span className="editor-actions__document">{documents.openName}</span>}
        <button type="button" disabled={!ready} onClick={() => setDialog('template')}>
          New from template…
        </button>
        <OpenFileButton onFile={(file) => void openFile(file)} disabled={!ready} />
        <button type="button" disabled={!ready} onClick={download}>
          Download source
        </button>
        <Link className="editor-actions__link" to={documentAddress('style')}>
          Restyle
        </Link>
        <button type="button" onClick={showShortcuts} aria-keyshortcuts="?">
          Keyboard shortcuts
        </button>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      {dropping && (
        <div className="editor-actions__drop" aria-hidden="true">
          Drop to open the file
        </div>
      )}
      <DocumentsDialog open={dialog === 'documents'} session={session} list={documents} onNew={newDocument} onClose={closeDialog} />
      <NewFromTemplateDialog open={dialog === 'template'} templates={templates} onPick={newFromTemplate} onClose={closeDialog} />
      <ShortcutsDialog open={dialog === 'shortcuts'} onClose={closeDialog} />
    </>
  );
});
