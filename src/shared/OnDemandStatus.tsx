// What a panel shows while its code loads, or when the load failed: the catalogue's message and a Retry.
import type { OnDemandState } from './useOnDemand';
import './panels.css';

export function OnDemandStatus({ state, what, onRetry }: { state: OnDemandState<unknown>; what: string; onRetry(): void }) {
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
        {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded: {state.error.message}
      </p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
