// Diagnostics beside the source: errors in an alert, the rest as a plain list; a line's entry moves the caret there.
import { memo, useId } from 'react';
import type { Diagnostic } from '../engine';
import { diagnosticKey, diagnosticText, diagnosticsSummary, splitBySeverity } from './diagnostics';
import './panels.css';

interface Props {
  diagnostics: readonly Diagnostic[];
  /** False until a source has been checked (the engine is still loading). */
  checked: boolean;
  onSelectLine(line: number): void;
}

function DiagnosticItem({ diagnostic, onSelectLine }: { diagnostic: Diagnostic; onSelectLine(line: number): void }) {
  const text = diagnosticText(diagnostic);
  const line = diagnostic.line;
  return (
    <li className={`diagnostic diagnostic--${diagnostic.severity}`}>
      {line !== undefined ? (
        <button type="button" className="diagnostic__jump" onClick={() => onSelectLine(line)} title={`Go to line ${line}`}>
          <span className="diagnostic__severity">{diagnostic.severity}</span> {text}
        </button>
      ) : (
        <span className="diagnostic__text">
          <span className="diagnostic__severity">{diagnostic.severity}</span> {text}
        </span>
      )}
      {diagnostic.hint && <span className="diagnostic__hint">{diagnostic.hint}</span>}
    </li>
  );
}

export const DiagnosticsList = memo(function DiagnosticsList({ diagnostics, checked, onSelectLine }: Props) {
  const { errors, others } = splitBySeverity(diagnostics);
  const headingId = useId();
  return (
    <section className="diagnostics" aria-labelledby={headingId}>
      <h2 id={headingId} className="diagnostics__heading">
        Diagnostics <span className="diagnostics__summary">{checked ? diagnosticsSummary(diagnostics) : 'Not checked yet'}</span>
      </h2>
      {checked && diagnostics.length === 0 && <p className="diagnostics__clean">The source is valid.</p>}
      {errors.length > 0 && (
        <div role="alert" className="diagnostics__errors">
          <ul className="diagnostics__list">
            {errors.map((d, i) => (
              <DiagnosticItem key={diagnosticKey(d, i)} diagnostic={d} onSelectLine={onSelectLine} />
            ))}
          </ul>
        </div>
      )}
      {others.length > 0 && (
        <ul className="diagnostics__list">
          {others.map((d, i) => (
            <DiagnosticItem key={diagnosticKey(d, i)} diagnostic={d} onSelectLine={onSelectLine} />
          ))}
        </ul>
      )}
    </section>
  );
});
