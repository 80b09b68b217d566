// The palette leaving and entering the page: a share link, the theme block and JSON as files, and a JSON file imported.
import { useId, useRef } from 'react';
import { useT } from '../../../i18n/react';

interface Props {
  disabled: boolean;
  /** The last link made, shown to copy by hand; null before one is made. */
  link: string | null;
  onShare(): void;
  onExportBlock(): void;
  onExportJson(): void;
  onImport(file: File): void;
}

export function PaletteTransfer({ disabled, link, onShare, onExportBlock, onExportJson, onImport }: Props) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="style-transfer" role="group" aria-label={t('style.transfer.label')}>
      <div className="style-page__row">
        <button type="button" disabled={disabled} onClick={onShare}>
          {t('style.transfer.copyLink')}
        </button>
        <button type="button" disabled={disabled} onClick={onExportBlock}>
          {t('style.transfer.exportBlock')}
        </button>
        <button type="button" disabled={disabled} onClick={onExportJson}>
          {t('style.transfer.exportJson')}
        </button>
        <label htmlFor={`${id}-import`}>{t('style.transfer.import')}</label>
        <input
          id={`${id}-import`}
          ref={input}
          type="file"
          accept=".json,application/json"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so picking the same file again is read again.
            if (input.current) input.current.value = '';
            if (file) onImport(file);
          }}
        />
      </div>
      {link !== null && (
        <div className="style-page__row">
          <label htmlFor={`${id}-link`}>{t('style.transfer.link')}</label>
          <input id={`${id}-link`} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
      )}
    </div>
  );
}
