// Quick fixes of the engine's suggestions: put the suggested name in place of the wrong one the message quotes. The
// Renderer's fix buttons and the Editor's lint actions both use it.
import { lineRange, withTemplate, type Diagnostic } from '../../engine';

/** The name a message quotes first ("Unknown template 'chart-pie'." → chart-pie), or null. */
export function quotedName(message: string): string | null {
  return /'([^'…]+)'/.exec(message)?.[1] ?? null;
}

/** Where `wrong` sits as a whole word in a line's text that starts at offset `from`: the first occurrence, or null. */
export function wordRange(text: string, from: number, wrong: string): { from: number; to: number } | null {
  const escaped = wrong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[\\s"':=])(${escaped})(?=$|[\\s"':=,])`).exec(text);
  if (!match) return null;
  const start = from + match.index + match[1]!.length;
  return { from: start, to: start + wrong.length };
}

/** Fixes that name another template: they rewrite the head line (or JSON's "template"), wherever the name is. */
const TEMPLATE_CODES = new Set<Diagnostic['code']>(['unknown_template', 'deprecated_template']);

/**
 * The source with `suggestion` in place of the name the diagnostic quotes, on its line (the rest kept byte for byte),
 * or null when the fix does not apply to this text (no suggestion, no line, the name is not there any more).
 */
export function applySuggestion(source: string, diagnostic: Diagnostic, suggestion: string): string | null {
  if (!diagnostic.suggestions?.includes(suggestion)) return null;
  if (TEMPLATE_CODES.has(diagnostic.code)) {
    const rewritten = withTemplate(source, suggestion);
    return rewritten === source ? null : rewritten;
  }
  const wrong = quotedName(diagnostic.message);
  if (wrong === null || diagnostic.line === undefined) return null;
  const { start, end } = lineRange(source, diagnostic.line);
  const range = wordRange(source.slice(start, end), start, wrong);
  return range ? source.slice(0, range.from) + suggestion + source.slice(range.to) : null;
}
