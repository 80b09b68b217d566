// The batch report as files: CSV (one row per spec, for a spreadsheet) and JSON (every diagnostic, for a script).
import { fileLineOf } from './batchInput';
import type { BatchResult } from './batchRunner';

export const CSV_COLUMNS = [
  'index',
  'file',
  'line',
  'template',
  'status',
  'errors',
  'warnings',
  'notes',
  'first_severity',
  'first_code',
  'first_line',
  'first_message',
  'render_ms',
] as const;

/** "rendered", "failed" (checked, no picture) or "unreadable" (the entry held no spec). */
export function statusOf(result: BatchResult): 'rendered' | 'failed' | 'unreadable' {
  if (result.rendered) return 'rendered';
  return result.entry.source === null ? 'unreadable' : 'failed';
}

/** Milliseconds with one decimal, or null. */
export function roundedMs(ms: number | null): number | null {
  return ms === null ? null : Math.round(ms * 10) / 10;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a separator of either common kind (comma, or the semicolon spreadsheets in
 * many locales split on, where `a;=cmd` would start a new formula cell), a quote or a line break; quotes doubled. A text starting with
 * = + - @ (or a tab or carriage return) is prefixed with ' so a spreadsheet shows it rather than running it as a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvRow(result: BatchResult): (string | number | null)[] {
  const first = result.diagnostics[0];
  return [
    result.entry.index,
    result.entry.file,
    result.entry.line,
    result.template,
    statusOf(result),
    result.errors,
    result.warnings,
    result.notes,
    first?.severity ?? null,
    first?.code ?? null,
    result.firstFileLine,
    first?.message ?? null,
    roundedMs(result.durationMs),
  ];
}

/** The report as CSV: a header row, then one row per result; CRLF line ends as RFC 4180 asks. */
export function csvReport(results: readonly BatchResult[]): string {
  const rows = [CSV_COLUMNS as readonly string[], ...results.map(csvRow)];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The report as JSON: a summary, then every spec with all its diagnostics (their lines in the spec and in the file). */
export function jsonReport(results: readonly BatchResult[], { cancelled, total }: { cancelled: boolean; total: number }): string {
  const rendered = results.filter((r) => r.rendered).length;
  return `${JSON.stringify(
    {
      total,
      checked: results.length,
      cancelled,
      rendered,
      failed: results.length - rendered,
      specs: results.map((result) => ({
        index: result.entry.index,
        file: result.entry.file,
        line: result.entry.line,
        template: result.template,
        status: statusOf(result),
        errors: result.errors,
        warnings: result.warnings,
        notes: result.notes,
        renderMs: roundedMs(result.durationMs),
        diagnostics: result.diagnostics.map((d) => ({
          ...d,
          fileLine: d.line !== undefined || result.entry.source === null ? fileLineOf(result.entry, d.line) : undefined,
        })),
      })),
    },
    null,
    2,
  )}\n`;
}
