// The document session: the only writer of the text. Views (CodeMirror, the canvas, the Style and Dynamic working copies)
// send it commands with a reason and subscribe to what they show; every whole-text replace is one undo step and is kept in
// History before it lands (the session starts the automatic snapshots of its document store).
import type { DocumentEvent, DocumentStore, DocumentStoreState, RecoveredText, ReplaceReason } from '../shared/document';
import { RECOVERED_NAME_PREFIX } from '../shared/document/RecoveryNotice';
import { recordAutoSnapshots, type AutoSnapshotTimers } from '../shared/document/history/autoSnapshots';
import type { HistoryStore } from '../shared/document/history/historyStore';

/** Why a command replaced the whole text. */
export type SessionReplaceReason = 'file' | 'link' | 'template' | 'restore' | 'generated' | 'appliedStyle' | 'otherTab';

/** The command that changed the text. */
export type SessionCommand = 'type' | 'replace' | 'canvasEdit' | 'acceptOtherTab';

/** One change of the text, told to every view. */
export interface SessionChange {
  command: SessionCommand;
  /** Set for `replace` and `acceptOtherTab` (always `otherTab`). */
  reason: SessionReplaceReason | null;
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
  replace(text: string, reason: SessionReplaceReason, origin?: unknown): void;
  /** An edit on the canvas, written back as text: one undo step. */
  canvasEdit(text: string, origin?: unknown): void;
  /** Takes another tab's newer version (this tab's text goes into History first). */
  acceptOtherTab(): void;
  /** Keeps this tab's text over another tab's newer version (its next save writes over it, by the user's choice). */
  keepMine(): void;
  /** The recovery notice was read: forget the recovered texts (they stay in History). */
  dismissRecovered(): void;

  /** Resolves when the stored document has been read (or storage failed). */
  whenLoaded(): Promise<void>;
  /** Saves pending changes now. */
  flush(): Promise<void>;
  /** Stops the snapshots and forgets the listeners (the document store is the caller's). */
  dispose(): void;
}

export interface SessionOptions {
  documents: DocumentStore;
  history: HistoryStore;
  /** Timers for the automatic snapshots while typing (tests pass fakes). */
  snapshotTimers?: AutoSnapshotTimers;
}

const STORE_REASON: Record<SessionReplaceReason, ReplaceReason> = {
  file: 'file',
  link: 'link',
  template: 'template',
  restore: 'restore',
  generated: 'stream',
  appliedStyle: 'style',
  otherTab: 'other-tab',
};

const SESSION_REASON: Partial<Record<ReplaceReason, SessionReplaceReason>> = {
  new: 'template',
  sample: 'template',
  file: 'file',
  link: 'link',
  template: 'template',
  restore: 'restore',
  stream: 'generated',
  style: 'appliedStyle',
  'other-tab': 'otherTab',
};

export function createSession({ documents, history, snapshotTimers }: SessionOptions): Session {
  const changeListeners = new Set<(change: SessionChange) => void>();
  let step = 0;
  let lastCommand: SessionCommand | null = null;
  // The origin of the command being run; the store's event arrives synchronously inside it.
  let pendingOrigin: unknown = null;

  const commandOf = (event: DocumentEvent): SessionCommand | null => {
    if (event.type === 'source-set') return 'type';
    if (event.type === 'canvas-edit') return 'canvasEdit';
    if (event.type === 'source-replaced') return event.reason === 'other-tab' ? 'acceptOtherTab' : 'replace';
    return null;
  };

  const stopEvents = documents.onEvent((event, document) => {
    const command = commandOf(event);
    if (!command || document.source === event.before.source) return;
    if (command !== 'type' || lastCommand !== 'type') step += 1;
    lastCommand = command;
    const reason = event.type === 'source-replaced' ? (SESSION_REASON[event.reason] ?? 'file') : null;
    const change: SessionChange = { command, reason, text: document.source, before: event.before.source, step, origin: pendingOrigin };
    for (const listener of changeListeners) listener(change);
  });
  // Every replacement keeps the replaced document in History first (snapshot on the store's event, before it lands).
  const stopSnapshots = recordAutoSnapshots(documents, history, snapshotTimers ? { timers: snapshotTimers } : {});

  // Text a closed tab left unsaved and could not be taken back goes into History (kept until deleted), once each.
  const kept = new WeakSet<RecoveredText>();
  const keepRecovered = () => {
    for (const recovered of documents.getSnapshot().recovered) {
      if (kept.has(recovered)) continue;
      kept.add(recovered);
      const name = `${RECOVERED_NAME_PREFIX}, ${new Date(recovered.savedAt).toLocaleString()}`;
      void history.add({ kind: 'kept-copy', name, document: recovered.document });
    }
  };
  const stopRecovery = documents.subscribe(keepRecovered);
  keepRecovered();

  const withOrigin = (origin: unknown, run: () => void) => {
    pendingOrigin = origin ?? null;
    try {
      run();
    } finally {
      pendingOrigin = null;
    }
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
        documents.replaceSource(text, STORE_REASON[reason]);
      }),
    canvasEdit: (text, origin) => withOrigin(origin, () => documents.applyCanvasEdit(text)),
    acceptOtherTab: () => withOrigin(null, () => documents.acceptExternalChange()),
    keepMine: () => documents.dismissExternalChange(),
    dismissRecovered: () => documents.dismissRecovered(),
    whenLoaded: () => documents.whenLoaded(),
    flush: () => documents.flush(),
    dispose() {
      stopEvents();
      stopSnapshots();
      stopRecovery();
      changeListeners.clear();
    },
  };
}
