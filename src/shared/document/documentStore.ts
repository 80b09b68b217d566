// The one source of truth for the working document: named updates in memory at once, coalesced saves to IndexedDB,
// and other tabs' saves offered (never applied) through BroadcastChannel. DOM-free: the browser's parts are injected.
import { CHANNEL_NAME, createTabId, readSavedMessage, type CrossTabChannel, type SavedMessage } from './crossTab';
import type { DatabaseConnection } from './connection';
import { CURRENT_DOCUMENT_KEY, readDocumentRecord, writeDocumentRecord, type DocumentDatabase } from './database';
import * as updates from './model';
import type { DocumentEvent, DocumentUpdate, InfographicDocument, ReplaceReason } from './model';
import {
  STORAGE_LOADING,
  STORAGE_NEWER_RECORD,
  STORAGE_OK,
  describeError,
  storageOfConnection,
  storageUnavailable,
  storageWriteFailed,
  type StorageStatus,
} from './storageStatus';
import { RECORD_FORMAT, type ReadRecord } from './storedRecord';
import { clearUnloadBackup, readUnloadBackups, writeUnloadBackup, type BackupStorage } from './unloadBackup';

/** A version of the document saved by another tab (or found on disk while this tab already had changes). */
export interface ExternalChange {
  document: InfographicDocument;
  revision: number;
  savedAt: number;
  tabId: string;
  /** This tab has unsaved changes that the newer version would overwrite: its saves wait until the user chooses. */
  conflict: boolean;
}

export interface DocumentStoreState {
  /** The id of the named document open in this tab (its record's key). */
  documentId: string;
  document: InfographicDocument;
  /** The first read from storage is over (found a document, found none, or storage failed). */
  loaded: boolean;
  storage: StorageStatus;
  /** This tab has changes not yet written to storage. */
  unsavedChanges: boolean;
  /** The stored revision this tab's document is based on (0: none yet). */
  revision: number;
  /** The last update's event, null before the first. */
  lastEvent: DocumentEvent | null;
  externalChange: ExternalChange | null;
  /**
   * Another tab deleted this document: its text stays here, but nothing is saved (a save would bring the deleted record back
   * without a word) until the user keeps it as a new document (`rehome`) or the delete is undone.
   */
  deletedElsewhere: boolean;
  /**
   * Unsaved text of tabs that closed without saving it and could not be taken back (another tab saved since, or another
   * closing tab's text was taken back): kept so nothing typed is lost; the session puts each into History.
   */
  recovered: RecoveredText[];
}

/** The text a closed tab left unsaved, and when it was left. */
export interface RecoveredText {
  document: InfographicDocument;
  savedAt: number;
}

/** The browser parts the store uses; each may be null where the host has none. */
export interface DocumentStoreEnvironment {
  /** The app's database (its status says whether saving works; without IndexedDB it is memory from the start). */
  database: DatabaseConnection;
  openChannel: ((name: string) => CrossTabChannel) | null;
  /** Calls `flush` when the page is being hidden or left; returns the unsubscribe function. */
  onPageHide: ((flush: () => void) => () => void) | null;
  /** Synchronous storage for unsaved work when the page goes away (localStorage); null where there is none. */
  unloadBackup?: BackupStorage | null;
  now(): number;
}

export interface DocumentStoreOptions {
  environment: DocumentStoreEnvironment;
  /** Wait after the last change before saving; keeps saving off the keystroke path. */
  saveDelayMs?: number;
  /** The document before anything is loaded (and when nothing is stored). */
  initialDocument?: InfographicDocument;
  /** The named document to open (the one this tab or browser had open last); the first document by default. */
  documentId?: string;
}

export interface DocumentStore {
  /** For useSyncExternalStore. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): DocumentStoreState;
  /** Called synchronously with every update's event, before subscribers render (the Editor snapshots `event.before`). */
  onEvent(listener: (event: DocumentEvent, document: InfographicDocument) => void): () => void;

  setSource(text: string): void;
  replaceSource(text: string, reason: ReplaceReason): void;
  replaceDocument(document: InfographicDocument, reason: ReplaceReason): void;
  applyCanvasEdit(text: string): void;

  /** Take the other tab's version (emits a 'source-replaced' event with reason 'other-tab', so history can keep this one). */
  acceptExternalChange(): void;
  /** Keep this tab's version: it is saved over the other tab's (the user chose so). */
  dismissExternalChange(): void;
  /** The recovered texts have been kept elsewhere (History) and shown: forget them. */
  dismissRecovered(): void;
  /** Whether another tab deleted this document's record (the session checks the record when a tab says it deleted one). */
  setDeletedElsewhere(deleted: boolean): void;
  /**
   * The text continues as the document `id`, just stored with `stored` at `revision` (kept as a new document after its own was
   * deleted elsewhere): no text changes, saves go there from now on.
   */
  rehome(id: string, stored: InfographicDocument, revision: number): void;

  /**
   * Opens another named document in this tab: pending changes are saved first, then its stored text replaces the text (a
   * `document-opened` event; `fallback` when nothing is stored under `id`). Resolves with this document's text when it could not
   * be saved (storage failed, or another tab's version waits for the user's choice), so the caller can keep it.
   */
  open(id: string, fallback?: InfographicDocument): Promise<InfographicDocument | null>;
  /** Resolves when the first read from storage is over, or storage failed, blocked or stalled (see `loaded`). */
  whenLoaded(): Promise<void>;
  /** Saves pending changes now (also on pagehide); resolves when that save is over, whatever its outcome. */
  flush(): Promise<void>;
  /** Stops timers, listeners and the channel (the database connection is the app's, and stays open). */
  dispose(): void;
}

/** The delay between the last change and its save: long enough to coalesce a burst of typing, short enough to lose nothing. */
export const SAVE_DELAY_MS = 400;

export function createDocumentStore(options: DocumentStoreOptions): DocumentStore {
  const { environment, saveDelayMs = SAVE_DELAY_MS } = options;
  const connection = environment.database;
  const tabId = createTabId();
  let state: DocumentStoreState = {
    documentId: options.documentId ?? CURRENT_DOCUMENT_KEY,
    document: options.initialDocument ?? updates.DEFAULT_DOCUMENT,
    loaded: false,
    storage: STORAGE_LOADING,
    unsavedChanges: false,
    revision: 0,
    lastEvent: null,
    externalChange: null,
    deletedElsewhere: false,
    recovered: [],
  };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: DocumentEvent, document: InfographicDocument) => void>();
  let db: DocumentDatabase | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> | null = null;
  let disposed = false;
  // A save announcement that arrived before the first read finished; handled right after it.
  let earlyMessage: SavedMessage | null = null;

  const setState = (patch: Partial<DocumentStoreState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const apply = ({ document, event }: DocumentUpdate) => {
    if (!event) return;
    for (const listener of eventListeners) listener(event, document);
    setState({ document, lastEvent: event, unsavedChanges: true });
    scheduleSave();
  };

  const canWrite = () => db !== null && !disposed && !state.externalChange?.conflict && !state.deletedElsewhere;

  function scheduleSave() {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
    if (!canWrite()) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      void save();
    }, saveDelayMs);
  }

  function save(): Promise<void> {
    if (saving) return saving.then(() => (state.unsavedChanges && canWrite() ? save() : undefined));
    if (!state.unsavedChanges || !canWrite() || !db) return Promise.resolve();
    saving = writeNow(db).finally(() => {
      saving = null;
    });
    return saving;
  }

  async function writeNow(database: DocumentDatabase): Promise<void> {
    const document = state.document;
    const revision = state.revision + 1;
    const savedAt = environment.now();
    try {
      const documentId = state.documentId;
      const save = { format: RECORD_FORMAT, document, revision, savedAt, tabId } as const;
      const result = await writeDocumentRecord(database, documentId, save, state.revision);
      // Another document was opened meanwhile (open() waits for this save, so this is only after dispose).
      if (disposed || documentId !== state.documentId) return;
      if (result.kind === 'conflict') return holdForConflict(result.current);
      setState({ revision, unsavedChanges: state.document !== document, storage: STORAGE_OK });
      if (!state.unsavedChanges && backupStorage) clearUnloadBackup(backupStorage, tabId);
      channel?.postMessage({ type: 'saved', documentId, document, revision, savedAt, tabId });
      // Changes made while this save ran get their own save.
      if (state.unsavedChanges) scheduleSave();
    } catch (error) {
      // A connection closed for another tab's upgrade has already said so; its failing transaction adds nothing.
      if (!disposed && db === database) setState({ storage: storageWriteFailed(error) });
    }
  }

  // Someone saved since this tab's revision: keep this tab's text in memory, offer theirs, and write nothing until the user chooses.
  function holdForConflict(current: ReadRecord) {
    if (current.kind === 'newer') return setState({ storage: STORAGE_NEWER_RECORD });
    // A save that started before the user accepted this very revision: nothing new to offer.
    if (current.kind !== 'record' || current.record.revision <= state.revision) return;
    const { document, revision, savedAt, tabId: otherTab } = current.record;
    setState({ externalChange: { document, revision, savedAt, tabId: otherTab, conflict: true } });
  }

  function receive(message: SavedMessage) {
    if (message.documentId !== state.documentId) return;
    if (message.tabId === tabId || message.revision <= state.revision) return;
    if (state.externalChange && state.externalChange.revision >= message.revision) return;
    if (updates.documentsEqual(message.document, state.document) && !state.unsavedChanges) {
      // The same text saved elsewhere: nothing to offer, just follow the revision.
      return setState({ revision: message.revision, externalChange: null });
    }
    const { document, revision, savedAt, tabId: otherTab } = message;
    setState({ externalChange: { document, revision, savedAt, tabId: otherTab, conflict: state.unsavedChanges } });
  }

  const channel = environment.openChannel ? environment.openChannel(CHANNEL_NAME) : null;
  if (channel) {
    channel.onmessage = (event) => {
      const message = readSavedMessage(event.data);
      if (!message || disposed) return;
      if (state.loaded) receive(message);
      else if (!earlyMessage || earlyMessage.revision < message.revision) earlyMessage = message;
    };
  }

  const flush = () => {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
    return save();
  };
  const backupStorage = environment.unloadBackup ?? null;
  // Leaving the page: copy unsaved work synchronously first (the unload may cut the database write short), then save.
  const stopPageHide = environment.onPageHide
    ? environment.onPageHide(() => {
        if (state.unsavedChanges && backupStorage) {
          writeUnloadBackup(backupStorage, {
            documentId: state.documentId,
            document: state.document,
            baseRevision: state.revision,
            savedAt: environment.now(),
            tabId,
          });
        }
        void flush();
      })
    : null;

  /**
   * Work closing tabs left unsaved: one is taken back (and saved) when it builds on the stored revision or nothing is stored;
   * one whose own write landed after all is dropped; every other one (another tab saved since, or two tabs closed together)
   * is kept as recovered text, so a tab closed without choosing never loses what was typed in it.
   */
  function takeBackBackup(stored: { revision: number; tabId: string | null }) {
    // Another document's backups wait until that document is opened.
    const backups = backupStorage ? readUnloadBackups(backupStorage).filter((backup) => backup.documentId === state.documentId) : [];
    if (backups.length === 0) return;
    const recovered: RecoveredText[] = [];
    // Newest first: of two texts that build on the same revision, the later one is taken back, the other recovered.
    for (const backup of backups.reverse()) {
      const landed = stored.tabId === backup.tabId && stored.revision > backup.baseRevision;
      if (landed || updates.documentsEqual(backup.document, state.document)) continue;
      if (!state.unsavedChanges && backup.baseRevision >= stored.revision) {
        setState({ document: backup.document, unsavedChanges: true });
      } else if (!recovered.some((r) => updates.documentsEqual(r.document, backup.document))) {
        recovered.push({ document: backup.document, savedAt: backup.savedAt });
      }
    }
    if (recovered.length > 0) setState({ recovered: [...state.recovered, ...recovered] });
    // Saved with the next write, or kept as recovered text: the backups have done their job. Without storage they stay, so a
    // reload takes the text back again.
    if (connection.status().kind === 'ok') for (const backup of backups) clearUnloadBackup(backupStorage!, backup.tabId);
  }

  // Whether the stored document was read (or reading it began): a connection that opens late reads it then.
  let readStarted = false;

  async function load(): Promise<void> {
    const database = await connection.get();
    if (disposed || readStarted) return;
    if (database) return read(database);
    const status = connection.status();
    // Still opening underneath (another tab blocks the upgrade, or storage is slow): work in memory meanwhile (followConnection
    // reads the stored document if it opens).
    if (status.kind === 'memory' && (status.reason === 'timeout' || status.reason === 'blocked'))
      return stopWaiting(storageOfConnection(status));
    takeBackBackup({ revision: 0, tabId: null });
    finishLoad(storageOfConnection(status));
  }

  async function read(database: DocumentDatabase): Promise<void> {
    readStarted = true;
    try {
      const stored = await readDocumentRecord(database, state.documentId);
      if (disposed) return;
      if (stored.kind === 'newer') return finishLoad(STORAGE_NEWER_RECORD);
      db = database;
      if (stored.kind === 'record') {
        const { document, revision, savedAt, tabId: otherTab } = stored.record;
        // Typed before the read finished: keep it, and offer the stored one instead of replacing the text.
        if (state.unsavedChanges && !updates.documentsEqual(document, state.document)) {
          setState({ externalChange: { document, revision, savedAt, tabId: otherTab, conflict: true } });
        } else {
          const external = state.externalChange && state.externalChange.revision > revision ? state.externalChange : null;
          setState({ document, revision, externalChange: external });
        }
      }
      takeBackBackup({ revision: state.revision, tabId: stored.kind === 'record' ? stored.record.tabId : null });
      finishLoad(STORAGE_OK);
    } catch (error) {
      db = null;
      finishLoad(storageUnavailable(describeError(error)));
    }
  }

  // The connection's status after the first read: a late open reads the stored document; a closed connection stops saving.
  function followConnection() {
    const status = connection.status();
    if (disposed || status.kind === 'opening') return;
    if (status.kind === 'ok') {
      if (!readStarted && state.loaded)
        void connection.get().then((database) => {
          if (database && !readStarted) void read(database);
        });
      return;
    }
    if (status.reason === 'upgraded' || status.reason === 'deleted') {
      if (!db) return;
      db = null;
      // Deleted: nothing of this text is stored any more, so it counts as unsaved (a reload's backup then keeps it).
      setState({ storage: storageOfConnection(status), ...(status.reason === 'deleted' ? { unsavedChanges: true } : {}) });
    } else if (state.loaded && !readStarted) setState({ storage: storageOfConnection(status) });
  }
  const stopFollowing = connection.subscribe(followConnection);

  // Storage that stalls (an upgrade blocked by another tab, a browser bug) must not keep the page waiting: it works in memory
  // meanwhile, and the stored document still arrives if the database opens later.
  function stopWaiting(storage: StorageStatus) {
    if (state.loaded || disposed) return;
    setState({ loaded: true, storage });
    markLoaded();
  }

  function finishLoad(storage: StorageStatus) {
    if (disposed) return;
    setState({ loaded: true, storage });
    markLoaded();
    if (earlyMessage) receive(earlyMessage);
    earlyMessage = null;
    if (state.unsavedChanges) scheduleSave();
  }

  let markLoaded: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  void load();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    setSource: (text) => apply(updates.setSource(state.document, text)),
    replaceSource: (text, reason) => apply(updates.replaceSource(state.document, text, reason)),
    replaceDocument: (document, reason) => apply(updates.replaceDocument(state.document, document, reason)),
    applyCanvasEdit: (text) => apply(updates.applyCanvasEdit(state.document, text)),
    acceptExternalChange() {
      const external = state.externalChange;
      if (!external) return;
      const update = updates.replaceDocument(state.document, external.document, 'other-tab');
      if (update.event) for (const listener of eventListeners) listener(update.event, update.document);
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = null;
      setState({
        document: update.document,
        lastEvent: update.event ?? state.lastEvent,
        revision: external.revision,
        unsavedChanges: false,
        externalChange: null,
      });
    },
    dismissExternalChange() {
      const external = state.externalChange;
      if (!external) return;
      // This tab now knows that revision, so its next save goes over it, by the user's choice.
      setState({ revision: Math.max(state.revision, external.revision), externalChange: null });
      if (state.unsavedChanges) scheduleSave();
    },
    dismissRecovered() {
      if (state.recovered.length > 0) setState({ recovered: [] });
    },
    setDeletedElsewhere(deleted) {
      if (deleted === state.deletedElsewhere) return;
      if (deleted && saveTimer !== null) clearTimeout(saveTimer);
      if (deleted) saveTimer = null;
      setState({ deletedElsewhere: deleted });
      // The delete was undone: what was typed meanwhile is saved (over the restored revision, or offered as a conflict).
      if (!deleted && state.unsavedChanges) scheduleSave();
    },
    rehome(id, stored, revision) {
      setState({
        documentId: id,
        revision,
        deletedElsewhere: false,
        externalChange: null,
        unsavedChanges: !updates.documentsEqual(stored, state.document),
      });
      if (state.unsavedChanges) scheduleSave();
    },
    async open(id, fallback = updates.DEFAULT_DOCUMENT) {
      await loaded;
      // Typing while a save runs makes more to save: save until nothing is left, or nothing more can be saved.
      for (let tries = 0; tries < 5 && state.unsavedChanges && canWrite(); tries += 1) await flush();
      const left = state.unsavedChanges ? state.document : null;
      let document = fallback;
      let revision = 0;
      const database = db;
      if (database) {
        try {
          const stored = await readDocumentRecord(database, id);
          if (stored.kind === 'record') ({ document, revision } = stored.record);
        } catch (error) {
          setState({ storage: storageUnavailable(describeError(error)) });
        }
      }
      if (disposed) return left;
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = null;
      const event: DocumentEvent = { type: 'document-opened', before: state.document, documentId: id };
      for (const listener of eventListeners) listener(event, document);
      setState({
        documentId: id,
        document,
        revision,
        unsavedChanges: false,
        externalChange: null,
        deletedElsewhere: false,
        recovered: [],
        lastEvent: event,
      });
      takeBackBackup({ revision, tabId: null });
      if (state.unsavedChanges) scheduleSave();
      return left;
    },
    whenLoaded: () => loaded,
    flush,
    dispose() {
      disposed = true;
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = null;
      stopPageHide?.();
      stopFollowing();
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
      // The connection is the app's: other stores go on using it.
      db = null;
      listeners.clear();
      eventListeners.clear();
    },
  };
}
