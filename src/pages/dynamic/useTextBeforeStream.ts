// A stream replaces the Spec text as it arrives; the text from before Connect is kept so one undo puts it back.
import { useCallback, useState } from 'react';

export interface KeptText {
  text: string;
  presetId: string;
}

export interface TextBeforeStream {
  /** The text from before the stream, while the stream's text is on screen untouched; null when there is nothing to restore. */
  restorable: KeptText | null;
  /** Called on Connect with what the field holds. */
  keep(kept: KeptText): void;
  /** The user typed or loaded other text: the stream's text is no longer the one to undo. */
  forget(): void;
}

/** `shown` is the Spec text now; `connected` while a stream writes into it (nothing to undo until it ends). */
export function useTextBeforeStream(shown: string, connected: boolean): TextBeforeStream {
  const [kept, setKept] = useState<KeptText | null>(null);
  const keep = useCallback((next: KeptText) => setKept(next), []);
  const forget = useCallback(() => setKept(null), []);
  // A connect that failed before the stream answered left the text as it was: nothing to restore then.
  const restorable = kept !== null && !connected && kept.text !== shown ? kept : null;
  return { restorable, keep, forget };
}
