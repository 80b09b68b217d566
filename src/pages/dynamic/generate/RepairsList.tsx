// The repairs made to the model's answer, each with the lines it changed and a button to undo (or redo) it.
import type { Repair, RepairId } from '../../../shared/generation/repairs';

interface Props {
  repairs: ReadonlyArray<{ repair: Repair; applied: boolean }>;
  onToggle(id: RepairId): void;
}

export function RepairsList({ repairs, onToggle }: Props) {
  if (repairs.length === 0) return null;
  return (
    <section className="dynamic-panel" aria-label="Repairs">
      <h2 className="dynamic-heading">Repairs made to the answer</h2>
      <ul className="dynamic-generations">
        {repairs.map(({ repair, applied }) => (
          <li key={repair.id}>
            <p className="dynamic-generations__title">
              {repair.title}
              {applied ? '' : ' (undone)'}
            </p>
            <ul className="dynamic-muted">
              {repair.changes.slice(0, 5).map((change, index) => (
                <li key={index}>
                  line {change.line}: {change.before === null ? '(added)' : `“${change.before}”`} →{' '}
                  {change.after === null ? '(removed)' : `“${change.after}”`}
                </li>
              ))}
              {repair.changes.length > 5 && <li>and {repair.changes.length - 5} more lines</li>}
            </ul>
            <button type="button" onClick={() => onToggle(repair.id)} aria-pressed={!applied}>
              {applied ? 'Undo' : 'Redo'} this repair
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
