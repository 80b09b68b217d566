// What a panel shows while its code loads, or when the load failed: the catalogue's message and a Retry.
import { useT } from '../../i18n/react';
import '../panels/panels.css';

/** The part of a loading state this reads (an on-demand module's or the engine's). */
interface LoadState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: Error | null;
}

export function OnDemandStatus({ state, what, onRetry }: { state: LoadState; what: string; onRetry(): void }) {
  const t = useT();
  if (state.status === 'loading') {
    return (
      <p className="status-line" role="status">
        {t('shared.onDemand.loading', { what })}
      </p>
    );
  }
  if (state.status !== 'failed') return null;
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__text">
        {t('shared.onDemand.failed', { what: what.charAt(0).toUpperCase() + what.slice(1), error: state.error?.message })}
      </p>
      <button type="button" onClick={onRetry}>
        {t('shared.onDemand.retry')}
      </button>
    </div>
  );
}
