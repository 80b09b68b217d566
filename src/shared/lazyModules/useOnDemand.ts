// A module loaded on demand (its own chunk, e.g. a dialog opened by a button), retryable after a failed load.
import { useCallback, useRef, useState } from 'react';

export type OnDemandState<M> =
  | { status: 'idle'; module: null; error: null }
  | { status: 'loading'; module: null; error: null }
  | { status: 'ready'; module: M; error: null }
  | { status: 'failed'; module: null; error: Error };

export interface OnDemand<M> {
  state: OnDemandState<M>;
  /** Starts loading (once; again after a failure). */
  load(): void;
}

export function useOnDemand<M>(importModule: () => Promise<M>): OnDemand<M> {
  const [state, setState] = useState<OnDemandState<M>>({ status: 'idle', module: null, error: null });
  const busy = useRef(false);
  const load = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading', module: null, error: null }));
    importModule().then(
      (module) => setState({ status: 'ready', module, error: null }),
      (error: unknown) => {
        // webpack forgets a failed chunk, so the next load() requests it again.
        busy.current = false;
        setState({ status: 'failed', module: null, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  }, [importModule]);
  return { state, load };
}
