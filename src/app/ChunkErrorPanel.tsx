// The user-facing side of the error catalogue: the message, a Retry for this page and a Reload for the whole app.
// The error itself keeps the catalogue's English message (`Loading chunk {id} failed.`); the panel says it in the
// interface's language.
import { useEffect } from 'react';
import { Trans, useT } from '../i18n/react';
import { dropEarlyPicture } from '../shared/preview/earlyPicture';
import { isChunkLoadFailure, isCssChunkLoadFailure } from '../runtime/chunkErrors';
import { reloadIntoNewVersion } from '../runtime/serviceWorkerRegistration';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** Injected by tests; the app reloads the document, under a new deployment's waiting service worker if one is ready. */
  onReload?: () => void;
}

export function ChunkErrorPanel({ error, onRetry, onReload = () => reloadIntoNewVersion() }: Props) {
  const t = useT();
  const chunkFailure = isChunkLoadFailure(error) ? error : null;
  const message = error instanceof Error ? error.message : String(error);
  // A chunk answered with an HTTP error is most likely gone after a new deploy: only a reload fetches the new names.
  const likelyRedeployed = chunkFailure?.type === 'error';
  // A share link's picture drawn at boot is not left standing over the panel (no page will take it).
  useEffect(() => dropEarlyPicture(), []);
  return (
    <div className="chunk-error" role="alert">
      <h2 className="chunk-error__title">{chunkFailure ? t('shell.chunkError.notLoaded') : t('shell.chunkError.crashed')}</h2>
      <p className="chunk-error__message">
        {chunkFailure
          ? t(isCssChunkLoadFailure(chunkFailure) ? 'shell.chunkError.css' : 'shell.chunkError.script', { id: chunkFailure.chunkId })
          : message}
      </p>
      {chunkFailure && (
        <p className="chunk-error__detail">
          <Trans
            id="shell.chunkError.detail"
            values={{
              kind: isCssChunkLoadFailure(chunkFailure) ? 'css' : 'script',
              address: chunkFailure.request ?? t('shell.chunkError.unknownAddress'),
              reason: t(`shell.chunkError.${chunkFailure.type}`),
            }}
            components={[<code />]}
          />
        </p>
      )}
      <p className="chunk-error__advice">{likelyRedeployed ? t('shell.chunkError.adviceRedeployed') : t('shell.chunkError.advice')}</p>
      <div className="chunk-error__actions">
        <button type="button" onClick={onRetry}>
          {t('shell.chunkError.retry')}
        </button>
        <button type="button" onClick={onReload}>
          {t('shell.chunkError.reload')}
        </button>
      </div>
    </div>
  );
}
