// Past generations in this browser, behind a "Generations" control: reopen, retry, delete, clear.
import { useId, useState } from 'react';
import type { GenerationRecord } from './generationHistory';
import { shownProvider } from './modelSettings';
import { currentLocale } from '../../../i18n/i18n';
import { useT } from '../../../i18n/react';

interface Props {
  records: readonly GenerationRecord[];
  /** Why there is no history (no storage in this browser), or null. */
  problem: string | null;
  onReopen(record: GenerationRecord): void;
  onRetry(record: GenerationRecord): void;
  onDelete(record: GenerationRecord): void;
  onClear(): void;
}

export function GenerationsList({ records, problem, onReopen, onRetry, onDelete, onClear }: Props) {
  const t = useT();
  const id = useId();
  const when = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  const [open, setOpen] = useState(false);
  return (
    <section className="dynamic-panel" aria-labelledby={`${id}-toggle`}>
      <div className="dynamic-row">
        <button id={`${id}-toggle`} type="button" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
          {t('dynamic.generations.toggle')}
        </button>
        <span className="dynamic-muted">{t('dynamic.generations.kept', { count: records.length, n: String(records.length) })}</span>
      </div>
      <div id={`${id}-list`} hidden={!open}>
        {problem && <p className="dynamic-muted">{problem}</p>}
        {records.length > 0 && (
          <>
            <ul className="dynamic-generations" aria-label={t('dynamic.generations.list')}>
              {records.map((record) => {
                const title = record.prompt.trim().split('\n')[0] || t('dynamic.generations.noPrompt');
                return (
                  <li key={record.id}>
                    <p className="dynamic-generations__title">{title}</p>
                    <p className="dynamic-muted">
                      {shownProvider(record.provider)} · {record.model} · {when.format(record.savedAt)}
                    </p>
                    <div className="dynamic-row">
                      <button type="button" aria-label={t('dynamic.generations.reopenNamed', { title })} onClick={() => onReopen(record)}>
                        {t('dynamic.generations.reopen')}
                      </button>
                      <button type="button" aria-label={t('dynamic.generations.retryNamed', { title })} onClick={() => onRetry(record)}>
                        {t('dynamic.generations.retry')}
                      </button>
                      <button type="button" aria-label={t('dynamic.generations.deleteNamed', { title })} onClick={() => onDelete(record)}>
                        {t('dynamic.generations.delete')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <button type="button" onClick={onClear}>
              {t('dynamic.generations.clear')}
            </button>
          </>
        )}
        {records.length === 0 && !problem && <p className="dynamic-muted">{t('dynamic.generations.none')}</p>}
      </div>
    </section>
  );
}
