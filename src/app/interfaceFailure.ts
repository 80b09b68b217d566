// When the interface's own chunk cannot be loaded there is no React to show the error panel: the same panel (ChunkErrorPanel's
// words and classes) in plain DOM, with a Retry that requests the chunk again and a Reload.
import { t } from '../i18n/i18n';
import { isChunkLoadFailure } from '../runtime/chunkErrors';
import { reloadIntoNewVersion } from '../runtime/serviceWorkerRegistration';
import { dropEarlyPicture } from '../shared/preview/earlyPicture';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const node = element('button', '', label);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

export function showInterfaceFailure(container: HTMLElement, error: unknown, retry: () => void): void {
  // A share link's picture drawn at boot is not left standing over the panel (no page will take it).
  dropEarlyPicture();
  const failure = isChunkLoadFailure(error) ? error : null;
  const panel = element('div', 'chunk-error');
  panel.setAttribute('role', 'alert');
  const actions = element('div', 'chunk-error__actions');
  actions.append(
    button(t('shell.chunkError.retry'), retry),
    button(t('shell.chunkError.reload'), () => reloadIntoNewVersion()),
  );
  panel.append(
    element('h1', 'chunk-error__title', failure ? t('shell.chunkError.notLoaded') : t('shell.chunkError.crashed')),
    element('p', 'chunk-error__message', failure ? t('shell.chunkError.script', { id: failure.chunkId }) : String(error)),
    element('p', 'chunk-error__advice', failure?.type === 'error' ? t('shell.chunkError.adviceRedeployed') : t('shell.chunkError.advice')),
    actions,
  );
  const main = element('main', 'interface-failure');
  main.append(panel);
  container.replaceChildren(main);
}
