// The Share menu: "Copy link" puts the source compressed into a link to this page; copied to the clipboard, or shown to copy by hand.
import { memo, useState } from 'react';
import { useT } from '../../i18n/react';
import { copyText } from '../export/download';
import { shareUrlAt } from './links';
import { ActionMenu } from '../menus/ActionMenu';
import type { MenuDefinition, MenuEntry } from '../menus/menuEntries';
import '../panels/panels.css';

interface Props {
  /** Reads the source when pressed (so the button does not re-render on every keystroke). */
  getSource(): string | null;
  /** The page's own address without query or fragment (its /renderer address on the app's origin). */
  pageUrl(): string;
  /** Entries after "Copy link" (opening the text on another page). */
  more?: readonly MenuEntry[];
}

type State = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string } | { kind: 'error'; text: string };

export const ShareMenu = memo(function ShareMenu({ getSource, pageUrl, more }: Props) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const share = async () => {
    const source = getSource();
    if (source === null) return;
    const link = shareUrlAt(pageUrl(), source);
    if (!link.ok) {
      setState({ kind: 'error', text: link.message });
      return;
    }
    setState((await copyText(link.url)) ? { kind: 'copied' } : { kind: 'manual', url: link.url });
  };
  const menu: MenuDefinition = {
    label: t('shared.share.menu'),
    entries: [{ kind: 'action', id: 'copy-link', label: t('shared.share.copyLink'), run: () => void share() }, ...(more ?? [])],
  };
  return (
    <div className="share">
      <ActionMenu menu={menu} />
      <p className={`status-line${state.kind === 'error' ? ' status-line--error' : ''}`} role="status">
        {state.kind === 'copied' && t('shared.share.copied')}
        {state.kind === 'manual' && t('shared.share.copyByHand')}
        {state.kind === 'error' && state.text}
      </p>
      {state.kind === 'manual' && (
        <label className="share__manual">
          {t('shared.share.link')}
          <input type="text" readOnly value={state.url} onFocus={(event) => event.target.select()} autoFocus />
        </label>
      )}
    </div>
  );
});
