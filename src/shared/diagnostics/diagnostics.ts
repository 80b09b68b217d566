// How diagnostics are shown: worst first, each naming its line ("line 3: ...").
import type { Diagnostic, Severity } from '../../engine';

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** "line 3: Unknown template 'x'." — or the bare message when the problem has no line (the engine's messages name none). */
export function diagnosticText(diagnostic: Diagnostic): string {
  return diagnostic.line === undefined ? diagnostic.message : `line ${diagnostic.line}: ${diagnostic.message}`;
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

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "2 errors, 1 warning" / "No problems". */
export function diagnosticsSummary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const notes = diagnostics.length - errors - warnings;
  const parts = [errors && plural(errors, 'error'), warnings && plural(warnings, 'warning'), notes && plural(notes, 'note')].filter(
    Boolean,
  );
  return parts.length ? parts.join(', ') : 'No problems';
}

/** A stable key for a diagnostic in a list. */
export function diagnosticKey(diagnostic: Diagnostic, index: number): string {
  return `${diagnostic.severity}:${diagnostic.code}:${diagnostic.line ?? '-'}:${index}`;
}
