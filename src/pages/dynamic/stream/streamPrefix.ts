// What to do with a streamed prefix: render it, or wait (no spec yet, or a template name still being written); and which of
// its diagnostics only mean "not finished yet".
import type { Diagnostic, DiagnosticCode } from '../../../engine';
import { extractSpec, TEMPLATE_LINE_WAIT, type WaitReason } from '../../../shared/opening/fence';

export { TEMPLATE_LINE_WAIT };

export type PrefixPlan = { kind: 'render'; spec: string } | { kind: 'wait'; reason: WaitReason };

/** The head line (`infographic <name>`): the first line that is not blank or a comment. */
function headLineEnd(spec: string): { complete: boolean } | null {
  const lines = spec.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const trimmed = lines[i].trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//')) continue;
    if (!/^(infographic|template)\b/.test(trimmed)) return null;
    return { complete: i < lines.length - 1 };
  }
  return { complete: false };
}

/**
 * `ended` is true once nothing more will arrive: then everything renders as it is. Before that, a half-written template
 * name waits (the library would fuzzy-match it to some other template and the picture would jump between templates).
 */
export function planPrefix(prefix: string, ended: boolean): PrefixPlan {
  const found = extractSpec(prefix);
  if (found.kind === 'waiting') return { kind: 'wait', reason: found.reason };
  const spec = found.text;
  const done = ended || found.closed;
  if (!done) {
    const head = headLineEnd(spec);
    if (head && !head.complete) return { kind: 'wait', reason: TEMPLATE_LINE_WAIT };
  }
  return { kind: 'render', spec };
}

/** Codes that an unfinished spec produces by itself: the data, the template or the JSON simply has not arrived yet. */
const UNFINISHED_CODES = new Set<DiagnosticCode>([
  'empty_input',
  'missing_template',
  'missing_data',
  'empty_data',
  'bad_json',
  'data_shape',
]);

/** 1-based number of the spec's last line that has any text (the one still being written while streaming). */
export function lastTextLine(spec: string): number {
  const lines = spec.split('\n');
  for (let i = lines.length - 1; i >= 0; i -= 1) if (lines[i].trim() !== '') return i + 1;
  return 0;
}

export interface SortedDiagnostics {
  /** Caused by the text not being finished: shown as "still arriving", never as errors. */
  incomplete: Diagnostic[];
  /** Wrong whatever comes next (or, once the stream ended, everything). */
  wrong: Diagnostic[];
}

/** Sorts the errors of a prefix; warnings and advice are left out (they never block the picture). */
export function sortErrors(spec: string, diagnostics: readonly Diagnostic[], ended: boolean): SortedDiagnostics {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (ended) return { incomplete: [], wrong: errors };
  const last = lastTextLine(spec);
  const incomplete: Diagnostic[] = [];
  const wrong: Diagnostic[] = [];
  for (const d of errors) {
    const atTheEnd = d.line === undefined || d.line >= last;
    (atTheEnd || UNFINISHED_CODES.has(d.code) ? incomplete : wrong).push(d);
  }
  return { incomplete, wrong };
}
