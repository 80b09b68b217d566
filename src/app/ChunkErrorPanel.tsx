// The user-facing side of the error catalogue: the message, a Retry for this page and a Reload for the whole app.
import { isChunkLoadFailure, isCssChunkLoadFailure } from '../runtime/chunkErrors';
import { reloadIntoNewVersion } from '../runtime/serviceWorkerRegistration';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** Injected by tests; the app reloads the document, under a new deployment's waiting service worker if one is ready. */
  onReload?: () => void;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0];
}

export function ChunkErrorPanel({ error, onRetry, onReload = () => reloadIntoNewVersion() }: Props) {
  const chunkFailure = isChunkLoadFailure(error) ? error : null;
  const message = error instanceof Error ? error.message : String(error);
  // A chunk answered with an HTTP error is most likely gone after a new deploy: only a reload fetches the new names.
  const likelyRedeployed = chunkFailure?.type === 'error';
  return (
    <div className="chunk-error" role="alert">
      <h2 className="chunk-error__title">{chunkFailure ? 'This page could not be loaded' : 'This page stopped working'}</h2>
      <p className="chunk-error__message">{chunkFailure ? firstLine(message) : message}</p>
      {chunkFailure && (
        <p className="chunk-error__detail">
          {isCssChunkLoadFailure(chunkFailure) ? 'Stylesheet' : 'Script'} <code>{chunkFailure.request ?? 'unknown address'}</code> (
          {chunkFailure.type === 'timeout'
            ? 'timed out'
            : chunkFailure.type === 'missing'
              ? 'arrived without the page code'
              : 'request failed'}
          )
        </p>
      )}
      <p className="chunk-error__advice">
        {likelyRedeployed
          ? 'Check your connection and retry. If the app was updated since you opened it, reload it to get the new version.'
          : 'Check your connection and retry, or reload the app.'}
      </p>
      <div className="chunk-error__actions">
        <button type="button" onClick={onRetry}>
          Retry
        </button>
        <button type="button" onClick={onReload}>
          Reload
        </button>
      </div>
    </div>
  );
}
