// The source text after a canvas edit, and the changes that make it: the new options written in the source's own form,
// touching only the lines that changed where the text is in the serializer's layout (so comments and blank lines stay),
// and saying what could not be kept.
import {
  canvasEditChanges,
  isSkippedLine,
  serializeDetailed,
  type FieldEdit,
  type InfographicSpec,
  type TextChange,
} from '../../../engine';
import { t } from '../../../i18n/i18n';
import { isJsonSource } from '../code/sourceForm';

export interface CanvasText {
  /** The whole new source. */
  text: string;
  /** What changed, as the edit made it (no diff): each change in the text the ones before it made; empty when nothing did. */
  changes: TextChange[];
  /** What the text could not keep, for the user (empty when everything was written). */
  notes: string[];
}

/** The line where `- label x` and `label x` differ only in spacing stays the same line (compared without trailing space). */
const sameLine = (a: string, b: string) => a.trimEnd() === b.trimEnd();

/** Lines of a text, split on either line break. */
const linesOf = (text: string) => text.replace(/\r?\n$/, '').split(/\r?\n/);

/** The whole text rewritten: one change from the start to the end (empty when it is the same). */
function rewrite(source: string, text: string): CanvasText['changes'] {
  return source === text ? [] : [{ from: 0, to: source.length, insert: text }];
}

/**
 * Rewrites only the changed lines of `source` when its content lines (not blank, not comments) are exactly `before`'s
 * normal form, as one change over those lines; null when the text is laid out otherwise and must be rewritten whole.
 */
function patchLines(source: string, before: string, after: string): { text: string; changes: TextChange[] } | null {
  const lines = linesOf(source);
  const content = lines.flatMap((line, index) => (isSkippedLine(line) ? [] : [index]));
  const oldLines = linesOf(before);
  const newLines = linesOf(after);
  if (content.length !== oldLines.length || !content.every((index, i) => sameLine(lines[index]!, oldLines[i]!))) return null;
  let start = 0;
  while (start < oldLines.length && start < newLines.length && oldLines[start] === newLines[start]) start++;
  let oldEnd = oldLines.length;
  let newEnd = newLines.length;
  while (oldEnd > start && newEnd > start && oldLines[oldEnd - 1] === newLines[newEnd - 1]) {
    oldEnd--;
    newEnd--;
  }
  const inserted = newLines.slice(start, newEnd);
  // Replace the changed content lines (and whatever sits between them); a pure insertion goes after the line before it.
  const from = oldEnd > start ? content[start]! : start > 0 ? content[start - 1]! + 1 : 0;
  const to = oldEnd > start ? content[oldEnd - 1]! + 1 : from;
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const joined = [...lines.slice(0, from), ...inserted, ...lines.slice(to)].join(newline);
  const text = /\r?\n$/.test(source) || source === '' ? joined + newline : joined;
  // The change covers lines from..to-1 (and their breaks); a text with mixed line breaks was rejoined, so it changed whole.
  const offsetOf = (line: number) =>
    Math.min(
      source.length,
      lines.slice(0, line).reduce((at, text) => at + text.length + newline.length, 0),
    );
  const head = offsetOf(from);
  const end = offsetOf(to);
  const insertEnd = text.length - (source.length - end);
  if (insertEnd < head || !text.startsWith(source.slice(0, head)) || !text.endsWith(source.slice(end)))
    return { text, changes: rewrite(source, text) };
  return { text, changes: text === source ? [] : [{ from: head, to: end, insert: text.slice(head, insertEnd) }] };
}

function hasComments(text: string): boolean {
  return linesOf(text).some((line) => line.trim() !== '' && isSkippedLine(line));
}

/** JSON sources stay JSON, in the indentation they were written with. */
function jsonText(source: string, options: InfographicSpec): string {
  const indent = /\n([ \t]+)"/.exec(source)?.[1] ?? '  ';
  return JSON.stringify(options, null, indent) + (source.endsWith('\n') ? '\n' : '');
}

/**
 * The source after a canvas edit turned `before` (the options on screen) into `after`. An edit of fields (`fields`, as the
 * engine reports them) rewrites only their lines (applyCanvasEdits); anything else (items added or removed) is written by
 * the engine's serializer, and what it cannot hold, and comments it had to drop, are named in `notes`.
 */
export function textForCanvasEdit(
  source: string,
  before: InfographicSpec | null,
  after: InfographicSpec,
  fields: readonly FieldEdit[] | null = null,
): CanvasText {
  const edited = fields ? canvasEditChanges(source, fields) : null;
  if (edited !== null) return { ...edited, notes: [] };
  if (isJsonSource(source)) {
    const text = jsonText(source, after);
    return { text, changes: rewrite(source, text), notes: [] };
  }
  const written = serializeDetailed(after);
  const notes = written.dropped.length ? [t('editor.canvas.dropped', { fields: written.dropped.join(', ') })] : [];
  const patched = before ? patchLines(source, serializeDetailed(before).text, written.text) : null;
  if (patched !== null) return { ...patched, notes };
  if (hasComments(source)) notes.push(t('editor.canvas.commentsLeftOut'));
  return { text: written.text, changes: rewrite(source, written.text), notes };
}
