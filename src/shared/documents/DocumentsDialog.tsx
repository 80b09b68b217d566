// "Documents": the named documents in this browser, each with Open, Rename, Duplicate and Delete (undone from the notice),
// and New document. Each document has its own text and History; the open one is marked.
import { useState } from 'react';
import { currentLocale } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import type { DocumentSummary } from '../document/documentCatalogue';
import { shownDocumentName } from '../document/documentName';
import { DEFAULT_SOURCE } from '../document/defaultSource';
import { MAX_NAME_CHARS } from '../fieldLimits';
import { Dialog } from '../panels/Dialog';
import type { DocumentList, DocumentsSession } from './useDocumentList';
import './documents.css';

interface Props<Removal> {
  open: boolean;
  session: DocumentsSession<Removal>;
  list: DocumentList<Removal>;
  onClose(): void;
}

export function DocumentsDialog<Removal>({ open, session, list, onClose }: Props<Removal>) {
  const t = useT();
  // A new document starts as the default sample; the one open before stays in the list.
  const onNew = () => {
    onClose();
    void session.newDocument(DEFAULT_SOURCE);
  };
  return (
    <Dialog open={open} title={t('shared.documents.title')} onClose={onClose} className="documents-dialog">
      <p className="documents-dialog__intro">{t('shared.documents.intro')}</p>
      <div className="documents-dialog__actions">
        <button type="button" onClick={onNew}>
          {t('shared.documents.new')}
        </button>
      </div>
      <div role="status" className="documents-dialog__status">
        {list.lastRemoval && (
          <>
            {t('shared.documents.deleted', { name: shownDocumentName(list.lastRemoval.name) })}{' '}
            <button type="button" onClick={() => void list.undoRemove()}>
              {t('shared.documents.undo')}
            </button>
          </>
        )}
      </div>
      {list.entries === null ? (
        <p>{t('shared.documents.reading')}</p>
      ) : (
        <ul className="documents-dialog__list" aria-label={t('shared.documents.list')}>
          {list.entries.map((entry) => (
            <DocumentRow key={entry.id} entry={entry} isOpen={entry.id === list.openId} session={session} list={list} onOpened={onClose} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

interface RowProps<Removal> {
  entry: DocumentSummary;
  isOpen: boolean;
  session: DocumentsSession<Removal>;
  list: DocumentList<Removal>;
  onOpened(): void;
}

function DocumentRow<Removal>({ entry, isOpen, session, list, onOpened }: RowProps<Removal>) {
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  // shown as the interface says it (未命名 for "Untitled"); a rename that leaves it so keeps the stored name
  const shownName = shownDocumentName(entry.name);
  const [name, setName] = useState(shownName);
  const named = { name: shownName };
  return (
    <li className="documents-dialog__row" aria-current={isOpen ? 'true' : undefined}>
      {renaming ? (
        <form
          className="documents-dialog__rename"
          onSubmit={(event) => {
            event.preventDefault();
            setRenaming(false);
            void session.renameDocument(entry.id, name === shownName ? entry.name : name);
          }}
        >
          <label>
            {t('shared.documents.newName', named)}
            <input value={name} autoFocus maxLength={MAX_NAME_CHARS} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit">{t('shared.documents.saveName')}</button>
          <button type="button" onClick={() => setRenaming(false)}>
            {t('shared.documents.cancel')}
          </button>
        </form>
      ) : (
        <span className="documents-dialog__name">
          {shownName}
          {isOpen && <span className="documents-dialog__open">{t('shared.documents.isOpen')}</span>}
          <span className="documents-dialog__time">
            {/* eslint-disable-next-line no-restricted-properties -- the user's own date format, in a dialog they opened */}
            {entry.savedAt ? t('shared.documents.savedAt', { date: new Date(entry.savedAt).toLocaleString(currentLocale()) }) : ''}
          </span>
        </span>
      )}
      <span className="documents-dialog__buttons">
        <button
          type="button"
          disabled={isOpen}
          aria-label={t('shared.documents.openNamed', named)}
          onClick={() => void session.openDocument(entry.id).then(onOpened)}
        >
          {t('shared.documents.open')}
        </button>
        <button
          type="button"
          aria-label={t('shared.documents.renameNamed', named)}
          onClick={() => {
            setName(shownName);
            setRenaming(true);
          }}
        >
          {t('shared.documents.rename')}
        </button>
        <button
          type="button"
          aria-label={t('shared.documents.duplicateNamed', named)}
          onClick={() => void session.duplicateDocument(entry.id)}
        >
          {t('shared.documents.duplicate')}
        </button>
        <button type="button" aria-label={t('shared.documents.deleteNamed', named)} onClick={() => void list.remove(entry)}>
          {t('shared.documents.delete')}
        </button>
      </span>
    </li>
  );
}
