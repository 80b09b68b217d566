// How diagnostics are shown: worst first, each naming its line ("line 3: ...").
import type { Diagnostic, Severity } from '../../engine';
import { t } from '../../i18n/i18n';

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** "line 3: Unknown template 'x'." — or the bare message when the problem has no line (the engine's messages name none). */
export function diagnosticText(diagnostic: Diagnostic): string {
  return diagnostic.line === undefined
    ? diagnostic.message
    : t('shared.diagnostics.onLine', { line: diagnostic.line, message: diagnostic.message });
}

/** Errors first, then warnings, then advice; by line within each. Stable for equal keys. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? Infinity) - (b.line ?? Infinity),
  );
}

export function splitBySeverity(diagnostics: readonly Diagnostic[]): { errors: Diagnostic[]; others: Diagnostic[] } {
  const sorted = sortDiagnostics(diagnostics);
  return { errors: sorted.filter((d) => d.severity === 'error'), others: sorted.filter((d) => d.severity !== 'error') };
}

/** "2 errors, 1 warning" / "No problems". */
export function diagnosticsSummary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const notes = diagnostics.length - errors - warnings;
  const parts = [
    errors && t('shared.diagnostics.errors', { count: errors }),
    warnings && t('shared.diagnostics.warnings', { count: warnings }),
    notes && t('shared.diagnostics.notes', { count: notes }),
  ].filter(Boolean);
  // a list of counts, so its parts' order is the same in every language
  return parts.length ? parts.join(t('shared.diagnostics.listSeparator')) : t('shared.diagnostics.noProblems');
}

/** A stable key for a diagnostic in a list. */
export function diagnosticKey(diagnostic: Diagnostic, index: number): string {
  return `${diagnostic.severity}:${diagnostic.code}:${diagnostic.line ?? '-'}:${index}`;
}
