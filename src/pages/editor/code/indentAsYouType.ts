// Indentation as you type in the text syntax: Enter after a block key (`data`, `lists`, `children`…) or an item
// (`- label X`) opens the next level, and a pasted block keeps its own relative indentation, re-based to the cursor's level.
import { indentService } from '@codemirror/language';
import { EditorState, type Extension, type Transaction, type TransactionSpec } from '@codemirror/state';
import { isSkippedLine } from '../../../engine';
import { isJsonSource } from './sourceForm';

const STEP = 2;
/** `key` alone (a block or a list opens under it), or `theme <name>` (its config goes under it). */
const OPENS_BLOCK = /^(?:[^\s:=#-][^\s:=]*\s*[:=]?|theme(?:\s*[:=]\s*|\s+)\S+)$/;
/** A list entry: `-` alone or `- label X`; its fields go under the text after the dash. */
const ITEM = /^(\s*)-(?:\s+|$)/;

const leading = (text: string) => /^[ \t]*/.exec(text)![0].length;

/** The indentation for a new line after `before` (the text left of the cursor on its line), or null to keep its own. */
export function indentAfter(before: string): number | null {
  if (isSkippedLine(before)) return null;
  const item = ITEM.exec(before);
  if (item) return item[1]!.length + STEP;
  const indent = leading(before);
  // the head line (`infographic name`) is a top-level line with a value: the next one starts at 0 like any sibling
  return OPENS_BLOCK.test(before.trim()) ? indent + STEP : indent;
}

/** Re-bases a pasted block: its least-indented line goes to `column`, every other keeps its place relative to it. */
export function rebasePaste(text: string, column: number): string {
  const lines = text.split(/\r?\n/);
  if (lines.length < 2) return text;
  const counted = lines.filter((line) => line.trim() !== '');
  if (counted.length === 0) return text;
  const base = Math.min(...counted.map(leading));
  return lines
    .map((line, i) => {
      if (line.trim() === '') return '';
      const relative = ' '.repeat(leading(line) - base) + line.trimStart();
      // the first line goes where the cursor already is
      return i === 0 ? relative : ' '.repeat(column) + relative;
    })
    .join('\n');
}

/** A paste of several lines at a line's indentation is re-based there; anything else passes unchanged. */
function rebasePastes(tr: Transaction): TransactionSpec | readonly TransactionSpec[] {
  if (!tr.docChanged || !tr.isUserEvent('input.paste') || isJsonSource(tr.startState.doc.toString())) return tr;
  const changes: { from: number; to: number; insert: string }[] = [];
  tr.changes.iterChanges((from, to, _fromB, _toB, inserted) => changes.push({ from, to, insert: inserted.toString() }));
  const [only] = changes;
  if (changes.length !== 1 || !only!.insert.includes('\n')) return tr;
  const line = tr.startState.doc.lineAt(only!.from);
  const beforeCursor = line.text.slice(0, only!.from - line.from);
  if (beforeCursor.trim() !== '') return tr;
  const insert = rebasePaste(only!.insert, beforeCursor.length);
  if (insert === only!.insert) return tr;
  // the same paste, re-based: one undo step, the cursor after it
  return {
    changes: { ...only!, insert },
    selection: { anchor: only!.from + insert.length },
    userEvent: 'input.paste',
    scrollIntoView: true,
  };
}

/** The Editor's indentation extension (the JSON language keeps its own). */
export const indentAsYouType: Extension = [
  indentService.of((context, pos) => {
    // undefined: not ours, so the JSON language indents JSON
    if (isJsonSource(context.state.doc.toString())) return undefined;
    const line = context.lineAt(pos, -1);
    return indentAfter(line.text.slice(0, pos - line.from));
  }),
  EditorState.transactionFilter.of(rebasePastes),
];
