// The spec's theme block as text, what a user pastes into their own spec, with a Copy button.
import { useId, useState } from 'react';
import { useT } from '../../../i18n/react';

export function ThemeBlockPanel({ block }: { block: string }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(block);
      setCopied({ ok: true, text: t('style.themeBlock.copied') });
    } catch {
      setCopied({ ok: false, text: t('style.themeBlock.copyRefused') });
    }
  };
  return (
    <div className="style-page__block">
      <label htmlFor={id} className="panel-heading">
        {t('style.themeBlock.label')}
      </label>
      <textarea
        id={id}
        readOnly
        value={block || t('style.themeBlock.none')}
        rows={Math.min(12, Math.max(3, block.split('\n').length + 1))}
        spellCheck={false}
      />
      <div className="style-page__row">
        <button type="button" onClick={() => void copy()} disabled={!block}>
          {t('style.themeBlock.copy')}
        </button>
        <p className={`status-line${copied && !copied.ok ? ' status-line--error' : ''}`} role="status">
          {copied?.text ?? ''}
        </p>
      </div>
    </div>
  );
}
