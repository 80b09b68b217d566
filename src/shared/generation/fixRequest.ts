// "Fix with the model": the follow-up user message that sends the remaining diagnostics (with their lines) and the spec back.
import type { Diagnostic } from '../../engine';

/** Diagnostics sent at most: the first ones matter, and a long list crowds out the spec. */
export const MAX_FIX_DIAGNOSTICS = 20;

/** One diagnostic as a line the model can act on: "line 3: error: Unknown key 'theem' at the top level. (Hint: …)". */
export function diagnosticLine(d: Diagnostic): string {
  const where = d.line ? `line ${d.line}` : 'whole spec';
  return `- ${where}: ${d.severity}: ${d.message}${d.hint ? ` (${d.hint})` : ''}`;
}

/** The spec with line numbers, so the diagnostics' lines can be found. */
function numbered(spec: string): string {
  const lines = spec.replace(/\n$/, '').split('\n');
  const width = String(lines.length).length;
  return lines.map((line, i) => `${String(i + 1).padStart(width)}| ${line}`).join('\n');
}

/**
 * The follow-up message: what is wrong (errors first, then warnings; info left out), the current spec with line numbers,
 * and how to answer. Null when nothing is left to fix.
 */
export function buildFixRequest(spec: string, diagnostics: readonly Diagnostic[]): string | null {
  const rank = { error: 0, warning: 1, info: 2 } as const;
  const worth = diagnostics
    .filter((d) => d.severity !== 'info')
    .sort((a, b) => rank[a.severity] - rank[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  if (worth.length === 0) return null;
  const shown = worth.slice(0, MAX_FIX_DIAGNOSTICS);
  const more = worth.length - shown.length;
  return [
    'The infographic spec below has these problems:',
    ...shown.map(diagnosticLine),
    ...(more > 0 ? [`- and ${more} more.`] : []),
    '',
    'Current spec (line numbers added for reference, not part of the spec):',
    '```text',
    numbered(spec),
    '```',
    '',
    'Fix every problem and answer with the whole corrected spec in one ```infographic block, without line numbers. Keep everything else as it is.',
  ].join('\n');
}
