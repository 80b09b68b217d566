// The document session: the only writer of the text. Views (CodeMirror, the canvas, the Style and Dynamic working copies)
// send it commands with a reason and subscribe to what they show; every whole-text replace is one undo step and is kept in
// History before it lands (the session starts the automatic snapshots of its document store).
import {
  DEFAULT_DOCUMENT,
  type DocumentEvent,
  type DocumentStore,
  type DocumentStoreState,
  type RecoveredText,
  type ReplaceReason,
} from '../shared/document';
import { createValueStore, type ValueStore } from '../shared/viewState/valueStore';
import { isUntouched, openedMessage, type OpenIntent, type OpenedReport } from './openIntent';
import {
  CHANNEL_NAME,
  DOCUMENTS_CHANNEL_NAME,
  readSavedMessage,
  type CrossTabChannel,
  type DocumentsChangedMessage,
} from '../shared/document/crossTab';
import type { DeletedDocument, DocumentCatalogue, DocumentSummary } from '../shared/document/documentCatalogue';
import { nameFromText } from '../shared/document/documentName';
import { currentLocale, t } from '../i18n/i18n';
import { recordAutoSnapshots } from '../shared/document/history/autoSnapshots';
import type { Clock } from '../runtime/scheduling/clock';
import type { HistoryStore } from '../shared/document/history/historyStore';

/** The command that changed the text. */
export type SessionCommand = 'type' | 'replace' | 'canvasEdit' | 'acceptOtherTab' | 'open';

/** A deleted document, to put back with `restoreDocument`. */
export interface DocumentRemoval {
  deleted: DeletedDocument;
  /** It was open in this tab (another one was opened in its place); putting it back opens it again. */
  wasOpen: boolean;
}

/** One change of the text, told to every view. */
export interface SessionChange {
  command: SessionCommand;
  /** Set for `replace` and `acceptOtherTab` (always `other-tab`). */
  reason: ReplaceReason | null;
  text: string;
  /** The text before the change. */
  before: string;
  /**
   * The undo step the change belongs to: typing continues the step of the typing before it; every replace, canvas edit and
   * accepted version starts a step of its own (one undo takes exactly it back), and typing after one starts a new step.
   */
  step: number;
  /** Whoever sent the command (a view passes itself, so it does not apply its own change twice); null for none. */
  origin: unknown;
}

export interface Session {
  /** The document store's state (text, storage, other tab's version); for useSyncExternalStore with a selector. */
  getState(): DocumentStoreState;
  subscribe(listener: () => void): () => void;
  /** Every change of the text, synchronously, before subscribers render. */
  onChange(listener: (change: SessionChange) => void): () => void;

  /** The user typed (the new full text). */
  type(text: string, origin?: unknown): void;
  /** The whole text replaced, for `reason`: one undo step; the replaced text goes into History first. */
  replace(text: string, reason: ReplaceReason, origin?: unknown): void;
  /**
   * Opens text that came in (a link, a template, a file, …): into the open document when it is untouched, else as a new
   * document (the open one stays in Documents). The report, with its notice, is also kept in `opened` until dismissed.
   */
  open(intent: OpenIntent): Promise<OpenedReport>;
  /** The last open's report, for the notice every page that shows the document renders; null once dismissed. */
  opened: ValueStore<OpenedReport | null>;
  /** Takes an open back: the document open before is opened again, or its text put back; then forgets the report. */
  undoOpen(report: OpenedReport): Promise<void>;
  /**
   * Takes back the newest replace or open made through the session, in one step, while the text is still what it made (after
   * typing, the typing is what an undo takes first): for a view without an undo history of its own (the Renderer's text
   * field; CodeMirror keeps its own). Resolves false when there was nothing to take back.
   */
  undo(): Promise<boolean>;
  /** Whether `undo` has a change to take back now. */
  canUndo(): boolean;
  /** An edit on the canvas, written back as text: one undo step. */
  canvasEdit(text: string, origin?: unknown): void;
  /** Takes another tab's newer version (this tab's text goes into History first). */
  acceptOtherTab(): void;
  /** Keeps this tab's text over another tab's newer version (its next save writes over it, by the user's choice). */
  keepMine(): void;
  /** The recovery notice was read: forget the recovered texts (they stay in History). */
  dismissRecovered(): void;

  /** The named documents in this browser, the most recently saved first. */
  listDocuments(): Promise<DocumentSummary[]>;
  /** Opens another named document in this tab (the open one stays stored under its own name): its own text and history. */
  openDocument(id: string): Promise<void>;
  /** Stores `text` as a new named document and opens it (a link or a file never overwrites the open document). */
  newDocument(text: string, name?: string): Promise<string>;
  renameDocument(id: string, name: string): Promise<void>;
  /** Copies a document under "name (copy)" (not opened). */
  duplicateDocument(id: string): Promise<string | null>;
  /** Deletes a document and its history; the open one is first replaced by the newest other (or a new one). */
  deleteDocument(id: string): Promise<DocumentRemoval | null>;
  /** Puts a deleted document back (and opens it again if it was open). */
  restoreDocument(removal: DocumentRemoval): Promise<void>;
  /**
   * The open document was deleted in another tab (`deletedElsewhere`): its text, as it is now, becomes a new named document
   * and stays open. Resolves with the new document's id.
   */
  keepAsNewDocument(): Promise<string>;
  /** Called after this tab or another one changed the list of documents, or saved one. */
  onDocumentsChange(listener: () => void): () => void;

  /** Resolves when the stored document has been read (or storage failed). */
  whenLoaded(): Promise<void>;
  /** Saves pending changes now. */
  flush(): Promise<void>;
  /** Stops the snapshots and forgets the listeners (the document store is the caller's). */
  dispose(): void;
}

/** A change `undo` can take back: in `documentId`, it left the text `after`; a replace puts `before` back, an open is undone. */
type UndoStep = { documentId: string; after: string } & ({ before: string } | { report: OpenedReport });

/** How many replaces and opens `undo` can take back, one after the other. */
const MAX_UNDO_STEPS = 20;

export interface SessionOptions {
  documents: DocumentStore;
  history: HistoryStore;
  /** The named documents in this browser. */
  catalogue: DocumentCatalogue;
  /** Remembers which document is open (the browser's sessionStorage and localStorage); nothing by default. */
  rememberOpen?: (id: string) => void;
  /** Timers for the automatic snapshots while typing (tests pass fakes). */
  snapshotClock?: Pick<Clock, 'after'>;
  /** Opens the channel between tabs on which a change of the list of documents is told (BroadcastChannel); none by default. */
  openChannel?: ((name: string) => CrossTabChannel<DocumentsChangedMessage>) | null;
}

export function createSession({ documents, history, catalogue, rememberOpen, snapshotClock, openChannel }: SessionOptions): Session {
  const changeListeners = new Set<(change: SessionChange) => void>();
  const documentsListeners = new Set<() => void>();
  const tellDocumentsListeners = () => {
    for (const listener of documentsListeners) listener();
  };
  /**
   * Another tab deleted `deleted` (or changed the list while this tab's document is marked deleted): whether the open
   * document's record is gone is read from storage, not taken from the message, so an undone delete (or a save that
   * brought it back) clears the mark again.
   */
  const checkOpenDocument = async (deleted?: string) => {
    const { documentId, deletedElsewhere } = documents.getSnapshot();
    if (deleted !== documentId && !deletedElsewhere) return;
    const stored = await catalogue.get(documentId).catch(() => undefined);
    if (stored === undefined || documents.getSnapshot().documentId !== documentId) return;
    documents.setDeletedElsewhere(stored === null);
  };
  // Other tabs' Documents lists follow this tab's creates, renames and deletes (and this one theirs).
  const documentsChannel = openChannel?.(DOCUMENTS_CHANNEL_NAME) ?? null;
  if (documentsChannel)
    documentsChannel.onmessage = (event) => {
      const data = event.data as Partial<DocumentsChangedMessage> | null;
      if (data?.type !== 'documents-changed') return;
      tellDocumentsListeners();
      void checkOpenDocument(typeof data.deleted === 'string' ? data.deleted : undefined);
    };
  // A save in any tab may rename a document (its name follows its title until renamed) and changes its time in the list.
  const savesChannel = openChannel?.(CHANNEL_NAME) ?? null;
  if (savesChannel)
    savesChannel.onmessage = (event) => {
      if (!readSavedMessage(event.data)) return;
      tellDocumentsListeners();
      void checkOpenDocument();
    };
  const documentsChanged = (deleted?: string) => {
    tellDocumentsListeners();
    documentsChannel?.postMessage(deleted === undefined ? { type: 'documents-changed' } : { type: 'documents-changed', deleted });
  };
  let step = 0;
  let lastCommand: SessionCommand | null = null;
  // The origin of the command being run; the store's event arrives synchronously inside it.
  let pendingOrigin: unknown = null;

  const commandOf = (event: DocumentEvent): SessionCommand | null => {
    if (event.type === 'source-set') return 'type';
    if (event.type === 'canvas-edit') return 'canvasEdit';
    if (event.type === 'source-replaced') return event.reason === 'other-tab' ? 'acceptOtherTab' : 'replace';
    if (event.type === 'document-opened') return 'open';
    return null;
  };

  const stopEvents = documents.onEvent((event, document) => {
    // First of all listeners: snapshots from here on belong to the document opened.
    if (event.type === 'document-opened') void history.setDocument(event.documentId);
    const command = commandOf(event);
    if (!command || (command !== 'open' && document.source === event.before.source)) return;
    if (command !== 'type' || lastCommand !== 'type') step += 1;
    lastCommand = command;
    const reason = event.type === 'source-replaced' ? event.reason : null;
    const change: SessionChange = { command, reason, text: document.source, before: event.before.source, step, origin: pendingOrigin };
    for (const listener of changeListeners) listener(change);
  });
  // Every replacement keeps the replaced document in History first (snapshot on the store's event, before it lands).
  const stopSnapshots = recordAutoSnapshots(documents, history, snapshotClock ? { clock: snapshotClock } : {});

  // Text a closed tab left unsaved and could not be taken back goes into History (kept until deleted), once each.
  const kept = new WeakSet<RecoveredText>();
  const keepRecovered = () => {
    for (const recovered of documents.getSnapshot().recovered) {
      if (kept.has(recovered)) continue;
      kept.add(recovered);
      // eslint-disable-next-line no-restricted-properties -- the user's own date format, once per text recovered from a closed tab
      const name = t('shared.recovery.name', { date: new Date(recovered.savedAt).toLocaleString(currentLocale()) });
      void history.add({ kind: 'kept-copy', name, document: recovered.document });
    }
  };
  const stopRecovery = documents.subscribe(keepRecovered);
  keepRecovered();

  // This tab's own save may rename the open document too (its name follows its title): its Documents list reads it again.
  let saved = { documentId: documents.getSnapshot().documentId, revision: documents.getSnapshot().revision };
  const stopSaves = documents.subscribe(() => {
    const { documentId, revision } = documents.getSnapshot();
    if (documentId === saved.documentId && revision === saved.revision) return;
    const newRevision = documentId === saved.documentId;
    saved = { documentId, revision };
    if (newRevision) tellDocumentsListeners();
  });

  const withOrigin = (origin: unknown, run: () => void) => {
    pendingOrigin = origin ?? null;
    try {
      run();
    } finally {
      pendingOrigin = null;
    }
  };

  const keepAsNewDocument = async () => {
    const { document } = documents.getSnapshot();
    const id = await catalogue.create(nameFromText(document.source), document);
    documents.rehome(id, document, 1);
    // Its History starts with it (the deleted document's went with it).
    void history.setDocument(id);
    rememberOpen?.(id);
    documentsChanged();
    return id;
  };

  const openDocument = async (id: string) => {
    let leaving = documents.getSnapshot();
    if (id === leaving.documentId) return;
    // Deleted in another tab: text typed since its last save is stored nowhere else, so it is kept as a new document first
    // (never written back under the deleted one); text that was saved went with the delete, which that tab can undo.
    if (leaving.deletedElsewhere && leaving.unsavedChanges) {
      await keepAsNewDocument();
      leaving = documents.getSnapshot();
    }
    const keptInMemory = catalogue.keepInMemory(leaving.documentId, leaving.document);
    const fallback = (await catalogue.get(id)) ?? DEFAULT_DOCUMENT;
    // A document nothing was typed in has no record yet: it is kept, so it stays in the list (unless it was deleted elsewhere).
    if (!keptInMemory && !leaving.unsavedChanges && !leaving.deletedElsewhere)
      await catalogue.keep(leaving.documentId, leaving.document).catch(() => undefined);
    const left = await documents.open(id, fallback);
    // Text that could not be saved under its own document goes into that document's History: nothing typed is lost.
    if (left && !keptInMemory && !leaving.deletedElsewhere)
      void history.add({ kind: 'kept-copy', documentId: leaving.documentId, name: t('shared.session.leftUnsaved'), document: left });
    rememberOpen?.(id);
    documentsChanged();
  };

  /** The open document saved (or, never typed in, kept) so that a rename or a copy has its record. */
  const storeOpen = async (id: string) => {
    if (id !== documents.getSnapshot().documentId) return;
    await documents.flush();
    const open = documents.getSnapshot();
    // Without storage the record is kept in this tab's memory (so a rename sticks there too).
    if (catalogue.keepInMemory(id, open.document)) return;
    if (!open.unsavedChanges) await catalogue.keep(id, open.document).catch(() => undefined);
  };

  const renameDocument = async (id: string, name: string) => {
    // The open document may not be stored yet: its record is made first, so the name has something to stay with.
    await storeOpen(id);
    await catalogue.rename(id, name);
    documentsChanged();
  };

  const newDocument = async (text: string, name?: string) => {
    const id = await catalogue.create(name ?? nameFromText(text), { source: text });
    await openDocument(id);
    return id;
  };

  // The replaces and opens `undo` can take back, the newest last (a few: each keeps two texts).
  const undoable: UndoStep[] = [];
  const remember = (step: UndoStep) => {
    undoable.push(step);
    if (undoable.length > MAX_UNDO_STEPS) undoable.shift();
  };
  const forget = (step: UndoStep | undefined) => {
    const index = step ? undoable.indexOf(step) : -1;
    if (index >= 0) undoable.splice(index, 1);
  };
  /** The step on top, if the open document still holds what it made. */
  const undoableNow = (): UndoStep | null => {
    const step = undoable.at(-1);
    if (!step) return null;
    const { documentId, document } = documents.getSnapshot();
    return step.documentId === documentId && step.after === document.source ? step : null;
  };

  // The text each document was opened with in this tab: such a document, unchanged, is untouched (see isUntouched).
  const openedWith = new Map<string, string>();
  const opened = createValueStore<OpenedReport | null>(null);
  const nameOf = async (id: string, text: string) =>
    (await catalogue.list().catch(() => [])).find((entry) => entry.id === id)?.name ?? nameFromText(text);

  const open = async (intent: OpenIntent): Promise<OpenedReport> => {
    await documents.whenLoaded();
    const before = documents.getSnapshot();
    const previous = { id: before.documentId, text: before.document.source, name: await nameOf(before.documentId, before.document.source) };
    const facts = { ...previous, openedWith: openedWith.get(previous.id), deletedElsewhere: before.deletedElsewhere };
    let outcome: OpenedReport['outcome'];
    if (intent.text === previous.text && !before.deletedElsewhere) outcome = 'same';
    else if (isUntouched(facts)) {
      outcome = 'reused';
      documents.replaceSource(intent.text, intent.reason);
      if (intent.name !== undefined) await renameDocument(previous.id, intent.name);
    } else {
      outcome = 'new';
      await newDocument(intent.text, intent.name);
    }
    const documentId = documents.getSnapshot().documentId;
    if (outcome !== 'same') openedWith.set(documentId, intent.text);
    const name = intent.name ?? nameFromText(intent.text);
    const report = { intent, outcome, documentId, previous, message: openedMessage(intent, outcome, name, previous.name) };
    if (outcome !== 'same') remember({ documentId, after: intent.text, report });
    opened.set(report);
    return report;
  };

  const undoOpen = async (report: OpenedReport) => {
    if (opened.get() === report) opened.set(null);
    forget(undoable.find((step) => 'report' in step && step.report === report));
    if (report.outcome === 'new') return openDocument(report.previous.id);
    const now = documents.getSnapshot();
    // Only while the document still holds what was opened: anything typed since is the user's and stays.
    if (report.outcome === 'reused' && now.documentId === report.documentId && now.document.source === report.intent.text)
      documents.replaceSource(report.previous.text, 'restore');
  };

  return {
    getState: documents.getSnapshot,
    subscribe: documents.subscribe,
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    type: (text, origin) => withOrigin(origin, () => documents.setSource(text)),
    replace: (text, reason, origin) =>
      withOrigin(origin, () => {
        // A replace right after another with the same text is no step at all; one with other text always is.
        const { documentId, document } = documents.getSnapshot();
        if (text === document.source) return;
        documents.replaceSource(text, reason);
        remember({ documentId, after: text, before: document.source });
      }),
    canvasEdit: (text, origin) => withOrigin(origin, () => documents.applyCanvasEdit(text)),
    acceptOtherTab: () => withOrigin(null, () => documents.acceptExternalChange()),
    keepMine: () => documents.dismissExternalChange(),
    dismissRecovered: () => documents.dismissRecovered(),
    async listDocuments() {
      const entries = await catalogue.list();
      // The open document is listed even before its first save.
      const open = documents.getSnapshot();
      if (entries.some((entry) => entry.id === open.documentId)) return entries;
      return [{ id: open.documentId, name: nameFromText(open.document.source), savedAt: 0 }, ...entries];
    },
    openDocument,
    newDocument,
    renameDocument,
    open,
    opened,
    undoOpen,
    canUndo: () => undoableNow() !== null,
    async undo() {
      const step = undoableNow();
      if (!step) return false;
      if ('report' in step) await undoOpen(step.report);
      else {
        forget(step);
        // The text before is put back as a restore (the text it replaces goes into History first, like any replace).
        documents.replaceSource(step.before, 'restore');
      }
      return true;
    },
    async duplicateDocument(id) {
      // The open document's latest text is what is copied.
      await storeOpen(id);
      const copy = await catalogue.duplicate(id);
      documentsChanged();
      return copy;
    },
    async deleteDocument(id) {
      const wasOpen = id === documents.getSnapshot().documentId;
      if (wasOpen) {
        const other = (await catalogue.list()).find((entry) => entry.id !== id);
        if (other) await openDocument(other.id);
        else await newDocument(DEFAULT_DOCUMENT.source);
      }
      const deleted = await catalogue.remove(id);
      documentsChanged(id);
      return deleted ? { deleted, wasOpen } : null;
    },
    async restoreDocument({ deleted, wasOpen }) {
      await catalogue.restore(deleted);
      if (wasOpen) await openDocument(deleted.id);
      documentsChanged();
    },
    keepAsNewDocument,
    onDocumentsChange(listener) {
      documentsListeners.add(listener);
      return () => documentsListeners.delete(listener);
    },
    whenLoaded: () => documents.whenLoaded(),
    flush: () => documents.flush(),
    dispose() {
      stopEvents();
      stopSnapshots();
      stopRecovery();
      stopSaves();
      changeListeners.clear();
      documentsListeners.clear();
      documentsChannel?.close();
      savesChannel?.close();
    },
  };
}
