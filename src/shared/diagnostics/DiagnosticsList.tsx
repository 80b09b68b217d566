// Diagnostics beside the source: errors in an alert, the rest as a plain list; a line's entry moves the caret there,
// a suggestion is a one-click fix, and a picture-audit finding outlines its element while hovered or focused.
import { memo, useId } from 'react';
import type { Diagnostic } from '../../engine';
import { useT } from '../../i18n/react';
import { diagnosticKey, diagnosticText, diagnosticsSummary, splitBySeverity } from './diagnostics';
import '../panels/panels.css';

/** A one-click fix of a diagnostic: a button named `label` ("Use chart-column-simple"). */
export interface DiagnosticFix {
  label: string;
  apply(): void;
}

interface Props {
  diagnostics: readonly Diagnostic[];
  /** False until a source has been checked (the engine is still loading). */
  checked: boolean;
  onSelectLine(line: number): void;
  /** The fixes that apply to a diagnostic in the current text (none by default). */
  fixesOf?(diagnostic: Diagnostic): DiagnosticFix[];
  /** A finding's element selector while it is hovered or focused, null when it is left. */
  onHighlight?(element: string | null): void;
}

interface ItemProps extends Pick<Props, 'onSelectLine' | 'fixesOf' | 'onHighlight'> {
  diagnostic: Diagnostic;
}

function DiagnosticItem({ diagnostic, onSelectLine, fixesOf, onHighlight }: ItemProps) {
  const t = useT();
  const text = diagnosticText(diagnostic);
  const line = diagnostic.line;
  const element = diagnostic.element;
  const fixes = fixesOf?.(diagnostic) ?? [];
  // focus and hover of the entry (or its buttons) outline the finding's element on the picture
  const highlight =
    element && onHighlight
      ? {
          onMouseEnter: () => onHighlight(element),
          onMouseLeave: () => onHighlight(null),
          onFocus: () => onHighlight(element),
          onBlur: () => onHighlight(null),
        }
      : {};
  return (
    <li className={`diagnostic diagnostic--${diagnostic.severity}`} data-picture-element={element} {...highlight}>
      {line !== undefined ? (
        <button
          type="button"
          className="diagnostic__jump"
          onClick={() => onSelectLine(line)}
          title={t('shared.diagnostics.goToLine', { line })}
        >
          <span className="diagnostic__severity">{t(`shared.diagnostics.severity.${diagnostic.severity}`)}</span> {text}
        </button>
      ) : (
        <span className="diagnostic__text" tabIndex={element ? 0 : undefined}>
          <span className="diagnostic__severity">{t(`shared.diagnostics.severity.${diagnostic.severity}`)}</span> {text}
        </span>
      )}
      {diagnostic.hint && <span className="diagnostic__hint">{diagnostic.hint}</span>}
      {fixes.length > 0 && (
        <span className="diagnostic__fixes">
          {fixes.map((fix) => (
            <button key={fix.label} type="button" className="diagnostic__fix" onClick={fix.apply}>
              {fix.label}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}

export const DiagnosticsList = memo(function DiagnosticsList({ diagnostics, checked, onSelectLine, fixesOf, onHighlight }: Props) {
  const t = useT();
  const { errors, others } = splitBySeverity(diagnostics);
  const headingId = useId();
  const item = (d: Diagnostic, i: number) => (
    <DiagnosticItem key={diagnosticKey(d, i)} diagnostic={d} onSelectLine={onSelectLine} fixesOf={fixesOf} onHighlight={onHighlight} />
  );
  return (
    <section className="diagnostics" aria-labelledby={headingId}>
      <h2 id={headingId} className="diagnostics__heading">
        {t('shared.diagnostics.title')}{' '}
        <span className="diagnostics__summary">{checked ? diagnosticsSummary(diagnostics) : t('shared.diagnostics.notChecked')}</span>
      </h2>
      {checked && diagnostics.length === 0 && <p className="diagnostics__clean">{t('shared.diagnostics.valid')}</p>}
      {errors.length > 0 && (
        <div role="alert" className="diagnostics__errors">
          <ul className="diagnostics__list">{errors.map(item)}</ul>
        </div>
      )}
      {others.length > 0 && <ul className="diagnostics__list">{others.map(item)}</ul>}
    </section>
  );
});
