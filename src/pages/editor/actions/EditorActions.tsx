// The Editor's File and Tools menus: the named documents (the dialog the header's document button opens), new from a template,
// open a file (or drop one on the page), snapshots, download the source; problems, search, other templates, restyle on the
// Style page, and the keyboard shortcuts. Also the start from an address. Its entries come from the command table.
import { memo, useCallback, useContext, useMemo, useRef, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { Engine } from '../../../engine';
import { DocumentSwitcher, type DocumentsDialogState } from '../../../shared/documents/DocumentSwitcher';
import { documentAddress } from '../../../shared/links/links';
import { Notice, type NoticeMessage } from '../../../shared/panels/Notice';
import { OpenedNotice } from '../../../session/OpenedNotice';
import { chooseFile, OpenFileInput } from '../../../shared/opening/OpenFileButton';
import { ActionMenu } from '../../../shared/menus/ActionMenu';
import { separator } from '../../../shared/menus/menuEntries';
import { useTryTemplates } from '../../../shared/tryTemplates/useTryTemplates';
import { openFile as openSpecFile } from '../../../session/opening';
import { useAddressOpen } from '../../../session/useAddressOpen';
import type { Session } from '../../../session';
import { actionEntry } from '../../../actions/menuEntry';
import { useAppActions } from '../../../actions/ActionsProvider';
import { useT } from '../../../i18n/react';
import { EditorActionsContext } from '../EditorActionButton';
import { editorAction } from '../editorActions';
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
  const t = useT();
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
  const fileInput = useRef<HTMLInputElement>(null);
  const currentText = useCallback(() => session.getState().document.source, [session]);
  // The session's replace: one undo step takes the template back.
  const onTryTemplate = useCallback((text: string) => session.replace(text, 'template'), [session]);
  const tryTemplates = useTryTemplates(engine, currentText, onTryTemplate);

  const newFromTemplate = useCallback(
    (template: string) => {
      if (!engine) return;
      closeDialog();
      setNotice(null);
      void session.open({ reason: 'template', text: engine.sampleSource(template), template });
    },
    [engine, session, closeDialog],
  );

  const app = useAppActions();
  const opensDialog = { opensDialog: true };
  const entry = (id: string, options = {}) => actionEntry(editorAction(id), actions, options);
  const appEntry = (id: string) =>
    actionEntry(
      app.actions.find((action) => action.id === id)!,
      app.context,
      opensDialog,
    );
  const file = {
    label: t('editor.menu.file'),
    entries: [
      entry('new-from-template', opensDialog),
      { kind: 'action' as const, id: 'open-file', label: t('editor.menu.openFile'), disabled: !ready, run: () => chooseFile(fileInput) },
      entry('documents', opensDialog),
      separator('snapshots'),
      entry('save-snapshot', opensDialog),
      entry('history', opensDialog),
      separator('download'),
      entry('download-source'),
    ],
  };
  const tools = {
    label: t('editor.menu.tools'),
    entries: [
      entry('show-problems'),
      entry('search'),
      {
        kind: 'action' as const,
        id: 'try-templates',
        label: t('editor.menu.tryTemplates'),
        disabled: !tryTemplates.available,
        opensDialog: true,
        run: tryTemplates.open,
      },
      { kind: 'link' as const, id: 'restyle', label: t('editor.menu.restyle'), to: documentAddress('style') },
      separator('help'),
      appEntry('shortcuts'),
    ],
  };

  return (
    <>
      <ActionMenu menu={file} className="menu-button--file" />
      <ActionMenu menu={tools} className="menu-button--tools" />
      <OpenFileInput inputRef={fileInput} onFile={(chosen) => void openFile(chosen)} disabled={!ready} />
      {tryTemplates.dialog}
      <div className="workspace__notices">
        <Notice notice={notice} onDismiss={() => setNotice(null)} />
        <OpenedNotice session={session} />
      </div>
      {dropping && (
        <div className="editor-actions__drop" aria-hidden="true">
          {t('editor.dropToOpen')}
        </div>
      )}
      <DocumentSwitcher session={session} dialog={documents} />
      <NewFromTemplateDialog open={dialog === 'template'} templates={templates} onPick={newFromTemplate} onClose={closeDialog} />
    </>
  );
});
