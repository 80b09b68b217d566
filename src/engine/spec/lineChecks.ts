// Diagnostics of the text syntax that need no library: message form, unknown keys, indentation. Used by validate and
// by the test stand-in engine, so both word their diagnostics alike.
import { editDistance, nearestNames } from './nearest';
import { keysAllowedUnder } from './schema';
import { MAX_DEPTH } from './sizeLimits';
import type { Diagnostic } from '../types';
import { isSkippedLine } from './sourceText';

/** Deepest indentation (in two-space levels) accepted before parsing: a tree of MAX_DEPTH needs two levels per depth. */
export const MAX_INDENT_LEVELS = MAX_DEPTH * 2 + 6;

/** A message as a sentence: starts with a capital, ends with a full stop (or ? / !). Never names a line: the UI does. */
export function sentence(text: string): string {
  const trimmed = text.trim() || 'Unknown problem';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(capital) ? capital : `${capital}.`;
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
 * allowed there and where that is in words, where `keysAllowedUnder` does not know them (the data's items and relations).
 */
export function unknownKeyDiagnostic(
  key: string,
  parent: string,
  line: number | undefined,
  severity: 'error' | 'warning' = 'error',
  path?: string,
  place?: { known: readonly string[]; where: string },
): Diagnostic {
  const known = place?.known ?? keysAllowedUnder(parent);
  // the data's keys are short words: only a near one is a likely fix ('lable' → label, not 'foo' → root)
  const suggestions = KEY_LIKE.test(key) ? nearestNames(key, known, 1).filter((name) => !place || isNearKey(key, name)) : [];
  const where = place?.where ?? (parent ? `under '${parent}'` : 'at the top level');
  return {
    severity,
    code: 'unknown_key',
    line,
    path,
    message: `Unknown key ${quoted(key)} ${where}.`,
    hint: suggestions.length ? `Did you mean '${suggestions[0]}'?` : known.length ? `Allowed keys: ${known.join(', ')}.` : undefined,
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
        message: `Indented ${Math.floor(indent / 2)} levels deep; the limit is ${MAX_INDENT_LEVELS} levels.`,
        hint: `Trees may be at most ${MAX_DEPTH} levels deep.`,
      });
      return diagnostics;
    }
    if (indentText.includes('\t')) {
      diagnostics.push({
        severity: 'warning',
        code: 'bad_indent',
        line,
        message: 'Indented with a tab.',
        hint: 'Indent with two spaces per level.',
      });
    } else if (indent % 2 === 1) {
      diagnostics.push({
        severity: 'warning',
        code: 'bad_indent',
        line,
        message: `Indented by ${indent} spaces, which is not a multiple of two.`,
        hint: `Indent with two spaces per level (${indent - 1} or ${indent + 1} here).`,
      });
    } else if (indent > previousIndent + 2 && !/^\s*-\s/.test(lines[i - 1] ?? '')) {
      diagnostics.push({
        severity: 'warning',
        code: 'bad_indent',
        line,
        message: `Indented ${indent - previousIndent} spaces deeper than the line above; one level is two spaces.`,
        hint: `Indent this line by ${previousIndent + 2} spaces.`,
      });
    }
    previousIndent = indent;
  }
  return diagnostics;
}
