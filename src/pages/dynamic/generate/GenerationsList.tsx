// Past generations in this browser, behind a "Generations" control: reopen, retry, delete, clear.
import { useId, useState } from 'react';
import type { GenerationRecord } from './generationHistory';

interface Props {
  records: readonly GenerationRecord[];
  /** Why there is no history (no storage in this browser), or null. */
  problem: string | null;
  onReopen(record: GenerationRecord): void;
  onRetry(record: GenerationRecord): void;
  onDelete(record: GenerationRecord): void;
  onClear(): void;
}

const WHEN = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function GenerationsList({ records, problem, onReopen, onRetry, onDelete, onClear }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="dynamic-panel" aria-labelledby={`${id}-toggle`}>
      <div className="dynamic-row">
        <button id={`${id}-toggle`} type="button" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
          Generations
        </button>
        <span className="dynamic-muted">{records.length === 1 ? '1 kept in this browser' : `${records.length} kept in this browser`}</span>
      </div>
      <div id={`${id}-list`} hidden={!open}>
        {problem && <p className="dynamic-muted">{problem}</p>}
        {records.length > 0 && (
          <>
            <ul className="dynamic-generations" aria-label="Past generations">
              {records.map((record) => {
                const title = record.prompt.trim().split('\n')[0] || '(no prompt)';
                return (
                  <li key={record.id}>
                    <p className="dynamic-generations__title">{title}</p>
                    <p className="dynamic-muted">
                      {record.provider} · {record.model} · {WHEN.format(record.savedAt)}
                    </p>
                    <div className="dynamic-row">
                      <button type="button" aria-label={`Reopen “${title}”`} onClick={() => onReopen(record)}>
                        Reopen
                      </button>
                      <button type="button" aria-label={`Retry “${title}”`} onClick={() => onRetry(record)}>
                        Retry
                      </button>
                      <button type="button" aria-label={`Delete “${title}”`} onClick={() => onDelete(record)}>
                        Delete
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <button type="button" onClick={onClear}>
              Clear all generations
            </button>
          </>
        )}
        {records.length === 0 && !problem && <p className="dynamic-muted">No generations yet.</p>}
      </div>
    </section>
  );
}
