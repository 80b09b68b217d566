// Diagnostics of the text syntax that need no library: message form, unknown keys, indentation. Used by validate and
// by the test stand-in engine, so both word their diagnostics alike.
import { editDistance, nearestNames } from './nearest';
import { keysAllowedUnder } from './schema';
import { MAX_DEPTH } from './sizeLimits';
import type { Diagnostic } from '../types';
import { isSkippedLine } from './sourceText';
import { t } from '../../i18n/i18n';

/** Deepest indentation (in two-space levels) accepted before parsing: a tree of MAX_DEPTH needs two levels per depth. */
export const MAX_INDENT_LEVELS = MAX_DEPTH * 2 + 6;

/**
 * A message as a sentence: starts with a capital, ends with a full stop (or ? / !, or the Chinese 。？！), the stop of the
 * interface's language. Never names a line: the UI does.
 */
export function sentence(text: string): string {
  const trimmed = text.trim() || t('engine.message.unknownProblem');
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!。？！]$/.test(capital) ? capital : `${capital}${t('engine.message.fullStop')}`;
}

/** Names joined as alternatives in the interface's language: "a", "a or b", "a, b or c". */
export function orList(names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? '';
  return t('engine.list.or', { items: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** User text quoted in a message, shortened so that a pasted paragraph does not become the message. */
export function quoted(text: string, max = 60): string {
  return `'${text.length > max ? `${text.slice(0, max)}…` : text}'`;
}

/** A typo of `name`: one letter wrong, missing, added or two swapped (two edits for keys of five letters or more). */
export function isNearKey(key: string, name: string): boolean {
  const a = key.toLowerCase();
  const b = name.toLowerCase();
  const swapped = a.length === b.length && [...a].some((_, i) => a.slice(0, i) + a[i + 1] + a[i] + a.slice(i + 2) === b);
  return swapped || editDistance(a, b, 2) <= (a.length >= 5 ? 2 : 1);
}

/** Keys that can be a misspelt key: a word of letters (a line of prose or Chinese text as a key gets no suggestion). */
const KEY_LIKE = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * A key not allowed under `parent` ('' for the top level), with the nearest allowed key as the fix. `place` gives the keys
 * allowed there and the message naming where that is (given the quoted key), where `keysAllowedUnder` does not know them
 * (the data's items and relations).
 */
export function unknownKeyDiagnostic(
  key: string,
  parent: string,
  line: number | undefined,
  severity: 'error' | 'warning' = 'error',
  path?: string,
  place?: { known: readonly string[]; message: (key: string) => string },
): Diagnostic {
  const known = place?.known ?? keysAllowedUnder(parent);
  // the data's keys are short words: only a near one is a likely fix ('lable' → label, not 'foo' → root)
  const suggestions = KEY_LIKE.test(key) ? nearestNames(key, known, 1).filter((name) => !place || isNearKey(key, name)) : [];
  const message =
    place?.message(quoted(key)) ??
    (parent ? t('engine.unknownKey.under', { key: quoted(key), parent }) : t('engine.unknownKey.topLevel', { key: quoted(key) }));
  return {
    severity,
    code: 'unknown_key',
    line,
    path,
    message,
    hint: suggestions.length
      ? t('engine.spec.didYouMean', { name: `'${suggestions[0]}'` })
      : known.length
        ? t('engine.spec.allowedKeys', { keys: known.join(', ') })
        : undefined,
    suggestions,
  };
}

/** Cheap line checks the library's lenient parser does not report: odd or jumping indentation, absurd nesting. */
export function checkIndentation(lines: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let previousIndent = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i]!;
    if (isSkippedLine(text)) continue;
    const indentText = /^[ \t]*/.exec(text)![0];
    const indent = indentText.replace(/\t/g, '  ').length;
    const line = i + 1;
    if (indent / 2 > MAX_INDENT_LEVELS) {
      diagnostics.push({
        severity: 'error',
        code: 'too_deep',
        line,
        message: t('engine.indent.tooDeep.message', { depth: Math.floor(indent / 2), limit: MAX_INDENT_LEVELS }),
        hint: t('engine.indent.tooDeep.hint', { depth: MAX_DEPTH }),
      });
      return diagnostics;
    }
    if (indentText.includes('\t')) {
      diagnostics.push({
        severity: 'warning',
        code: 'bad_indent',
        line,
        message: t('engine.indent.tab.message'),
        hint: t('engine.indent.hint'),
      });
    } else if (indent % 2 === 1) {
      diagnostics.push({
        severity: 'warning',
        code: 'bad_indent',
        line,
        message: t('engine.indent.odd.message', { spaces: indent }),
        hint: t('engine.indent.odd.hint', { less: indent - 1, more: indent + 1 }),
      });
    } else if (indent > previousIndent + 2 && !/^\s*-\s/.test(lines[i - 1] ?? '')) {
      diagnostics.push({
        severity: 'warning',
        code: 'bad_indent',
        line,
        message: t('engine.indent.jump.message', { spaces: indent - previousIndent }),
        hint: t('engine.indent.jump.hint', { spaces: previousIndent + 2 }),
      });
    }
    previousIndent = indent;
  }
  return diagnostics;
}
