// Choosing what to check: several spec files, a .jsonl file of specs or a Markdown file of ```infographic blocks,
// picked or dropped.
import { useId, useRef, useState, type DragEvent } from 'react';
import { BATCH_FILE_ACCEPT, MAX_BATCH_SPECS } from '../batchInput';
import { formatCount } from '../../../../engine';
import { useT } from '../../../../i18n/react';

export function BatchInputPanel({ onFiles, busy }: { onFiles(files: File[]): void; busy: boolean }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const helpId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0 && !busy) onFiles(files);
  };
  return (
    <div
      className={`batch-input${over ? ' is-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <button type="button" onClick={() => input.current?.click()} disabled={busy} aria-describedby={helpId}>
        {t('renderer.batch.choose')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('renderer.batch.files')}
        accept={BATCH_FILE_ACCEPT}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same files again still starts a check.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p id={helpId} className="batch-input__help">
        {t('renderer.batch.help', { limit: formatCount(MAX_BATCH_SPECS) })}
      </p>
    </div>
  );
}
