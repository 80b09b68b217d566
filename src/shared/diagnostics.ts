// How diagnostics are shown: worst first, each naming its line ("line 3: ...").
import type { Diagnostic, Severity } from '../engine';

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** The message without a "Line N:" in front or "(line N)" at the end, which would repeat the line already named. */
function messageWithoutLine(diagnostic: Diagnostic): string {
  const message = diagnostic.message.trim();
  if (diagnostic.line === undefined) return message;
  const n = diagnostic.line;
  return message
    .replace(new RegExp(`^line ${n}\\s*[:,-]\\s*`, 'i'), '')
    .replace(new RegExp(`\\s*\\(line ${n}\\)(?=[.!]?$)`, 'i'), '')
    .replace(/^./, (c) => c.toUpperCase());
}

/** "line 3: Unknown template 'x'." — or the bare message when the problem has no line. */
export function diagnosticText(diagnostic: Diagnostic): string {
  const message = messageWithoutLine(diagnostic);
  return diagnostic.line === undefined ? message : `line ${diagnostic.line}: ${message}`;
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
