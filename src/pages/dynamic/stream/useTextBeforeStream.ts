// A stream replaces the Spec text as it arrives; the text from before Connect is kept (in a value store, read by the Spec text's
// view) so one undo puts it back.
import { useCallback, useState } from 'react';
import { createValueStore, type ValueStore } from '../../../shared/viewState/valueStore';

export interface KeptText {
  text: string;
  presetId: string;
}

export interface TextBeforeStream {
  /** The text from before the last Connect, until other text is typed or loaded. */
  kept: ValueStore<KeptText | null>;
  /** Called on Connect with what the field holds. */
  keep(kept: KeptText): void;
  /** The user typed or loaded other text: the stream's text is no longer the one to undo. */
  forget(): void;
}

export function useTextBeforeStream(): TextBeforeStream {
  const [kept] = useState(() => createValueStore<KeptText | null>(null));
  const keep = useCallback((next: KeptText) => kept.set(next), [kept]);
  const forget = useCallback(() => kept.set(null), [kept]);
  return { kept, keep, forget };
}

/**
 * The text to offer back: `shown` is the Spec text now, `connected` while a stream writes into it (nothing to undo until it
 * ends); null when there is nothing to restore.
 */
export function restorableText(kept: KeptText | null, shown: string, connected: boolean): KeptText | null {
  // A connect that failed before the stream answered left the text as it was: nothing to restore then.
  return kept !== null && !connected && kept.text !== shown ? kept : null;
}
