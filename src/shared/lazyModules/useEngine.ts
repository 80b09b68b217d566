// The engine for a component: loaded on first use (its own async chunk), shared by everyone, retryable after a failed load.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadEngine, type Engine } from '../../engine';

export type EngineState =
  | { status: 'idle'; engine: null; error: null }
  | { status: 'loading'; engine: null; error: null }
  | { status: 'ready'; engine: Engine; error: null }
  | { status: 'failed'; engine: null; error: Error };

export interface UseEngine {
  state: EngineState;
  /** Loads again after a failure. */
  retry(): void;
}

type Outcome = { attempt: number; engine: Engine } | { attempt: number; error: Error };

/** Loads the engine once `enabled` is true (pass false to wait, e.g. until a section scrolls into view). */
export function useEngine(enabled = true): UseEngine {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadEngine().then(
      (engine) => live && setOutcome({ attempt, engine }),
      (error: unknown) => live && setOutcome({ attempt, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useMemo(() => stateOf(enabled, attempt, outcome), [enabled, attempt, outcome]);
  return { state, retry };
}

function stateOf(enabled: boolean, attempt: number, outcome: Outcome | null): EngineState {
  // An engine once loaded stays usable; a failure counts only for the attempt that saw it.
  if (outcome && 'engine' in outcome) return { status: 'ready', engine: outcome.engine, error: null };
  if (outcome && outcome.attempt === attempt) return { status: 'failed', engine: null, error: outcome.error };
  return enabled ? { status: 'loading', engine: null, error: null } : { status: 'idle', engine: null, error: null };
}
