// The repairs made to the model's answer, each with the lines it changed and a button to undo (or redo) it.
import type { Repair, RepairId } from '../../../shared/generation/repairs';
import { useT } from '../../../i18n/react';

interface Props {
  repairs: ReadonlyArray<{ repair: Repair; applied: boolean }>;
  onToggle(id: RepairId): void;
}

export function RepairsList({ repairs, onToggle }: Props) {
  const t = useT();
  if (repairs.length === 0) return null;
  return (
    <section className="dynamic-panel" aria-label={t('dynamic.repairs.region')}>
      <h2 className="dynamic-heading">{t('dynamic.repairs.heading')}</h2>
      <ul className="dynamic-generations">
        {repairs.map(({ repair, applied }) => (
          <li key={repair.id}>
            <p className="dynamic-generations__title">
              {repair.title}
              {applied ? '' : t('dynamic.repairs.undone')}
            </p>
            <ul className="dynamic-muted">
              {repair.changes.slice(0, 5).map((change, index) => (
                <li key={index}>
                  {t('dynamic.repairs.change', {
                    line: change.line,
                    before: change.before === null ? t('dynamic.repairs.added') : t('dynamic.repairs.quoted', { text: change.before }),
                    after: change.after === null ? t('dynamic.repairs.removed') : t('dynamic.repairs.quoted', { text: change.after }),
                  })}
                </li>
              ))}
              {repair.changes.length > 5 && <li>{t('dynamic.repairs.more', { count: repair.changes.length - 5 })}</li>}
            </ul>
            <button type="button" onClick={() => onToggle(repair.id)} aria-pressed={!applied}>
              {applied ? t('dynamic.repairs.undo') : t('dynamic.repairs.redo')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
