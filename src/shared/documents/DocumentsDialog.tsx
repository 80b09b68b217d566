// "Documents": the named documents in this browser, each with Open, Rename, Duplicate and Delete (undone from the notice),
// and New document. Each document has its own text and History; the open one is marked.
import { useState } from 'react';
import type { DocumentSummary } from '../document/documentCatalogue';
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
  // A new document starts as the default sample; the one open before stays in the list.
  const onNew = () => {
    onClose();
    void session.newDocument(DEFAULT_SOURCE);
  };
  return (
    <Dialog open={open} title="Documents" onClose={onClose} className="documents-dialog">
      <p className="documents-dialog__intro">Documents are kept in this browser; each has its own History.</p>
      <div className="documents-dialog__actions">
        <button type="button" onClick={onNew}>
          New document
        </button>
      </div>
      <div role="status" className="documents-dialog__status">
        {list.lastRemoval && (
          <>
            Deleted “{list.lastRemoval.name}”.{' '}
            <button type="button" onClick={() => void list.undoRemove()}>
              Undo
            </button>
          </>
        )}
      </div>
      {list.entries === null ? (
        <p>Reading the documents…</p>
      ) : (
        <ul className="documents-dialog__list" aria-label="Named documents">
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
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(entry.name);
  const label = `“${entry.name}”`;
  return (
    <li className="documents-dialog__row" aria-current={isOpen ? 'true' : undefined}>
      {renaming ? (
        <form
          className="documents-dialog__rename"
          onSubmit={(event) => {
            event.preventDefault();
            setRenaming(false);
            void session.renameDocument(entry.id, name);
          }}
        >
          <label>
            New name for {label}
            <input value={name} autoFocus maxLength={MAX_NAME_CHARS} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit">Save name</button>
          <button type="button" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <span className="documents-dialog__name">
          {entry.name}
          {isOpen && <span className="documents-dialog__open"> (open)</span>}
          <span className="documents-dialog__time">
            {/* eslint-disable-next-line no-restricted-properties -- the user's own date format, in a dialog they opened */}
            {entry.savedAt ? ` saved ${new Date(entry.savedAt).toLocaleString()}` : ''}
          </span>
        </span>
      )}
      <span className="documents-dialog__buttons">
        <button
          type="button"
          disabled={isOpen}
          aria-label={`Open ${label}`}
          onClick={() => void session.openDocument(entry.id).then(onOpened)}
        >
          Open
        </button>
        <button
          type="button"
          aria-label={`Rename ${label}`}
          onClick={() => {
            setName(entry.name);
            setRenaming(true);
          }}
        >
          Rename
        </button>
        <button type="button" aria-label={`Duplicate ${label}`} onClick={() => void session.duplicateDocument(entry.id)}>
          Duplicate
        </button>
        <button type="button" aria-label={`Delete ${label}`} onClick={() => void list.remove(entry)}>
          Delete
        </button>
      </span>
    </li>
  );
}
