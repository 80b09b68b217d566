// What a panel shows while its code loads, or when the load failed: the catalogue's message and a Retry.
import '../panels/panels.css';

/** The part of a loading state this reads (an on-demand module's or the engine's). */
interface LoadState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: Error | null;
}

export function OnDemandStatus({ state, what, onRetry }: { state: LoadState; what: string; onRetry(): void }) {
  if (state.status === 'loading') {
    return (
      <p className="status-line" role="status">
        Loading {what}…
      </p>
    );
  }
  if (state.status !== 'failed') return null;
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__text">
        {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded: {state.error?.message}
      </p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
