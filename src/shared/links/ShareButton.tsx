// "Copy link": the source compressed into a link to this page; copied to the clipboard, or shown to copy by hand.
import { memo, useId, useState } from 'react';
import { copyText } from '../export/download';
import { shareUrlAt } from './links';
import '../panels/panels.css';

interface Props {
  /** Reads the source when pressed (so the button does not re-render on every keystroke). */
  getSource(): string | null;
  /** The page's own address without query or fragment (its /renderer address on the app's origin). */
  pageUrl(): string;
}

type State = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string } | { kind: 'error'; text: string };

export const ShareButton = memo(function ShareButton({ getSource, pageUrl }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = useId();
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
  return (
    <section className="share" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="panel-heading">
        Share
      </h2>
      <div className="share__row">
        <button type="button" onClick={share}>
          Copy link
        </button>
        <p className={`status-line${state.kind === 'error' ? ' status-line--error' : ''}`} role="status">
          {state.kind === 'copied' && 'Link copied'}
          {state.kind === 'manual' && 'The clipboard is not available here: copy the link below.'}
          {state.kind === 'error' && state.text}
        </p>
      </div>
      {state.kind === 'manual' && (
        <label className="share__manual">
          Share link
          <input type="text" readOnly value={state.url} onFocus={(event) => event.target.select()} autoFocus />
        </label>
      )}
    </section>
  );
});
