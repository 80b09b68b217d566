// The engine's diagnostics as CodeMirror lint marks: each at its line, the hint beside the message, and a quick fix per
// suggestion that puts the suggested name in place of the wrong one.
import type { Action, Diagnostic as LintDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '../../../engine';
import { t } from '../../../i18n/i18n';
import { quotedName, wordRange } from '../../../shared/diagnostics/quickFix';
import type { LineSource } from './sourceForm';

export { quotedName };

/** Quick fixes: one per suggestion, replacing the quoted wrong name on the diagnostic's line. */
function fixesOf(diagnostic: Diagnostic, line: { text: string; from: number }): Action[] {
  const wrong = quotedName(diagnostic.message);
  const range = wrong === null ? null : wordRange(line.text, line.from, wrong);
  if (!range || !diagnostic.suggestions?.length) return [];
  return diagnostic.suggestions.map((suggestion) => ({
    name: t('editor.lint.use', { suggestion }),
    apply(view) {
      // Re-found at apply time: the text may have changed since the lint ran.
      const current = view.state.doc.lineAt(Math.min(range.from, view.state.doc.length));
      const now = wrong === null ? null : wordRange(current.text, current.from, wrong);
      if (now) view.dispatch({ changes: { ...now, insert: suggestion } });
    },
  }));
}

/** The mark's text: the line (when it has one), the message and its hint. */
function lintMessage(diagnostic: Diagnostic): string {
  const text = `${diagnostic.message}${diagnostic.hint ? ` ${diagnostic.hint}` : ''}`;
  return diagnostic.line ? t('editor.lint.onLine', { line: diagnostic.line, text }) : text;
}

/** The lint marks of the engine's diagnostics on `doc`; a diagnostic without a line marks the first line. */
export function toLintDiagnostics(doc: LineSource, diagnostics: readonly Diagnostic[]): LintDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const lineNumber = Math.min(Math.max(diagnostic.line ?? 1, 1), doc.lines);
    const line = doc.line(lineNumber);
    // Mark the line's text without its indentation, so the squiggle sits under what is wrong.
    const from = line.from + (line.text.length - line.text.trimStart().length);
    return {
      from: Math.min(from, line.to),
      to: line.to,
      severity: diagnostic.severity,
      // no `source`: CodeMirror's tooltip would show the raw code (field_not_drawn) above the sentence, in either language
      message: lintMessage(diagnostic),
      actions: fixesOf(diagnostic, line),
    };
  });
}
