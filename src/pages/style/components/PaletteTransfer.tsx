// The palette leaving and entering the page: a share link, the theme block and JSON as files, and a JSON file imported.
import { useId, useRef } from 'react';

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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="style-transfer" role="group" aria-label="Share, export and import the palette">
      <div className="style-page__row">
        <button type="button" disabled={disabled} onClick={onShare}>
          Copy palette link
        </button>
        <button type="button" disabled={disabled} onClick={onExportBlock}>
          Export theme block
        </button>
        <button type="button" disabled={disabled} onClick={onExportJson}>
          Export JSON
        </button>
        <label htmlFor={`${id}-import`}>Import palette (JSON)</label>
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
          <label htmlFor={`${id}-link`}>Palette link</label>
          <input id={`${id}-link`} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
      )}
    </div>
  );
}
