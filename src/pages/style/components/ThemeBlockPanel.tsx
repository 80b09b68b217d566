// The spec's theme block as text, what a user pastes into their own spec, with a Copy button.
import { useId, useState } from 'react';

export function ThemeBlockPanel({ block }: { block: string }) {
  const id = useId();
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(block);
      setCopied({ ok: true, text: 'Copied the theme block.' });
    } catch {
      setCopied({ ok: false, text: 'Copying was not allowed here: select the text and copy it yourself.' });
    }
  };
  return (
    <div className="style-page__block">
      <label htmlFor={id} className="panel-heading">
        Theme block
      </label>
      <textarea
        id={id}
        readOnly
        value={block || '(no theme block: the defaults apply)'}
        rows={Math.min(12, Math.max(3, block.split('\n').length + 1))}
        spellCheck={false}
      />
      <div className="style-page__row">
        <button type="button" onClick={() => void copy()} disabled={!block}>
          Copy
        </button>
        <p className={`status-line${copied && !copied.ok ? ' status-line--error' : ''}`} role="status">
          {copied?.text ?? ''}
        </p>
      </div>
    </div>
  );
}
