// The code editor's own keys as the shortcuts dialog lists them, read from the bindings it installs (keymaps.ts): each
// binding's command (the function, not its name, which the minifier changes) has a label in our words, is taken first by
// one of the Editor's actions, or is on purpose not listed. A CodeMirror upgrade that adds or moves a binding shows up in
// codeEditorKeys.test.ts instead of silently leaving the listing wrong.
import { acceptCompletion, closeCompletion, completionKeymap, deleteBracketPair, startCompletion } from '@codemirror/autocomplete';
import {
  addCursorAbove,
  addCursorBelow,
  copyLineDown,
  copyLineUp,
  cursorCharLeft,
  cursorCharRight,
  cursorDocEnd,
  cursorDocStart,
  cursorGroupLeft,
  cursorGroupRight,
  cursorLineBoundaryBackward,
  cursorLineBoundaryForward,
  cursorLineBoundaryLeft,
  cursorLineBoundaryRight,
  cursorLineDown,
  cursorLineEnd,
  cursorLineStart,
  cursorLineUp,
  cursorMatchingBracket,
  cursorPageDown,
  cursorPageUp,
  cursorSyntaxLeft,
  cursorSyntaxRight,
  deleteCharBackward,
  deleteCharForward,
  deleteGroupBackward,
  deleteGroupForward,
  deleteLine,
  deleteLineBoundaryBackward,
  deleteLineBoundaryForward,
  deleteToLineEnd,
  indentLess,
  indentMore,
  indentSelection,
  insertBlankLine,
  insertNewlineAndIndent,
  moveLineDown,
  moveLineUp,
  redo,
  redoSelection,
  selectAll,
  selectCharLeft,
  selectCharRight,
  selectDocEnd,
  selectDocStart,
  selectGroupLeft,
  selectGroupRight,
  selectLine,
  selectLineBoundaryBackward,
  selectLineBoundaryForward,
  selectLineBoundaryLeft,
  selectLineBoundaryRight,
  selectLineDown,
  selectLineEnd,
  selectLineStart,
  selectLineUp,
  selectPageDown,
  selectPageUp,
  selectParentSyntax,
  selectSyntaxLeft,
  selectSyntaxRight,
  simplifySelection,
  splitLine,
  toggleBlockComment,
  toggleComment,
  toggleTabFocusMode,
  transposeChars,
  undo,
  undoSelection,
} from '@codemirror/commands';
import { foldAll, foldCode, unfoldAll, unfoldCode } from '@codemirror/language';
import { nextDiagnostic, openLintPanel } from '@codemirror/lint';
import {
  closeSearchPanel,
  findNext,
  findPrevious,
  gotoLine,
  openSearchPanel,
  selectNextOccurrence,
  selectSelectionMatches,
} from '@codemirror/search';
import type { Command, KeyBinding } from '@codemirror/view';
import type { WidgetKeys } from '../../../actions/widgetKeys';
import type { MessageId } from '../../../i18n/i18n';
import { CODE_EDITOR_BINDINGS } from './keymaps';

/** The code editor's listed commands, in the dialog's order, each with its label's message id (translated where shown). */
export const CODE_EDITOR_LABELS: ReadonlyMap<Command, MessageId> = new Map<Command, MessageId>([
  [openSearchPanel, 'editor.codeKeys.search'],
  [findNext, 'editor.codeKeys.nextMatch'],
  [findPrevious, 'editor.codeKeys.previousMatch'],
  [selectNextOccurrence, 'editor.codeKeys.selectNext'],
  [selectSelectionMatches, 'editor.codeKeys.selectEvery'],
  [gotoLine, 'editor.codeKeys.goToLine'],
  [toggleComment, 'editor.codeKeys.commentLine'],
  [toggleBlockComment, 'editor.codeKeys.commentBlock'],
  [startCompletion, 'editor.codeKeys.showCompletions'],
  [indentMore, 'editor.codeKeys.indent'],
  [indentLess, 'editor.codeKeys.dedent'],
  [indentSelection, 'editor.codeKeys.reindent'],
  [moveLineUp, 'editor.codeKeys.moveLineUp'],
  [moveLineDown, 'editor.codeKeys.moveLineDown'],
  [copyLineUp, 'editor.codeKeys.copyLineUp'],
  [copyLineDown, 'editor.codeKeys.copyLineDown'],
  [deleteLine, 'editor.codeKeys.deleteLine'],
  [selectLine, 'editor.codeKeys.selectLine'],
  [selectParentSyntax, 'editor.codeKeys.selectBlock'],
  [cursorMatchingBracket, 'editor.codeKeys.matchingBracket'],
  [addCursorAbove, 'editor.codeKeys.cursorAbove'],
  [addCursorBelow, 'editor.codeKeys.cursorBelow'],
  [foldCode, 'editor.codeKeys.fold'],
  [unfoldCode, 'editor.codeKeys.unfold'],
  [foldAll, 'editor.codeKeys.foldAll'],
  [unfoldAll, 'editor.codeKeys.unfoldAll'],
  [nextDiagnostic, 'editor.codeKeys.nextProblem'],
  [undoSelection, 'editor.codeKeys.undoSelection'],
  [redoSelection, 'editor.codeKeys.redoSelection'],
  [toggleTabFocusMode, 'editor.codeKeys.tabFocus'],
]);

/** Commands whose keys one of the Editor's actions takes first (its listener runs before CodeMirror's), by the action's id. */
export const TAKEN_BY_ACTIONS: ReadonlyMap<Command, string> = new Map<Command, string>([
  [undo, 'undo'],
  [redo, 'redo'],
  [openLintPanel, 'show-problems'],
  [insertBlankLine, 'render-now'],
]);

/** The installed binding for a key, for the few commands CodeMirror does not export (the completion list's own keys). */
function bindingFor(keymap: readonly KeyBinding[], key: string): Command {
  const run = keymap.find((binding) => binding.key === key)?.run;
  if (!run) throw new Error(`No binding for ${key}`);
  return run;
}

/**
 * On purpose not listed: the keys every text field has (arrows, Home, End, Backspace, Enter, select all, a Mac's Emacs-style
 * Ctrl keys), and the keys of a panel or list while it is open (the completion list, the search panel's Escape).
 */
export const NOT_LISTED: ReadonlySet<Command> = new Set<Command>([
  cursorCharLeft,
  selectCharLeft,
  cursorCharRight,
  selectCharRight,
  cursorGroupLeft,
  selectGroupLeft,
  cursorGroupRight,
  selectGroupRight,
  cursorSyntaxLeft,
  selectSyntaxLeft,
  cursorSyntaxRight,
  selectSyntaxRight,
  cursorLineBoundaryLeft,
  selectLineBoundaryLeft,
  cursorLineBoundaryRight,
  selectLineBoundaryRight,
  cursorLineBoundaryBackward,
  selectLineBoundaryBackward,
  cursorLineBoundaryForward,
  selectLineBoundaryForward,
  cursorLineStart,
  selectLineStart,
  cursorLineEnd,
  selectLineEnd,
  cursorLineUp,
  selectLineUp,
  cursorLineDown,
  selectLineDown,
  cursorPageUp,
  selectPageUp,
  cursorPageDown,
  selectPageDown,
  cursorDocStart,
  selectDocStart,
  cursorDocEnd,
  selectDocEnd,
  selectAll,
  simplifySelection,
  insertNewlineAndIndent,
  splitLine,
  transposeChars,
  deleteCharBackward,
  deleteCharForward,
  deleteGroupBackward,
  deleteGroupForward,
  deleteLineBoundaryBackward,
  deleteLineBoundaryForward,
  deleteToLineEnd,
  deleteBracketPair,
  closeSearchPanel,
  acceptCompletion,
  closeCompletion,
  ...['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp'].map((key) => bindingFor(completionKeymap, key)),
]);

/** Which of a binding's keys applies here, as CodeMirror decides from navigator.platform. */
export type BindingPlatform = 'mac' | 'win' | 'linux' | 'key';

export function bindingPlatform(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): BindingPlatform {
  if (/Mac|iPhone|iPad|iPod/.test(platform)) return 'mac';
  if (/Win/.test(platform)) return 'win';
  if (/Linux|X11/.test(platform)) return 'linux';
  return 'key';
}

const MODIFIERS: Record<string, string> = { mod: 'mod', cmd: 'Meta', meta: 'Meta', m: 'Meta', ctrl: 'Ctrl', control: 'Ctrl', c: 'Ctrl' };
const ORDER = ['mod', 'Ctrl', 'Meta', 'Alt', 'Shift'];

/**
 * A CodeMirror key name as the actions write a chord: "Shift-Mod-k" → "mod+Shift+K". A capital letter is typed with Shift,
 * as CodeMirror reads it ("Alt-A" is Alt+Shift+A).
 */
export function chordOfKeyName(name: string, shift = false): string {
  const parts = name.split(/-(?!$)/);
  let key = parts[parts.length - 1];
  const modifiers = new Set(
    parts.slice(0, -1).map((part) => {
      const lower = part.toLowerCase();
      if (/^a(lt)?$/.test(lower)) return 'Alt';
      if (/^s(hift)?$/.test(lower)) return 'Shift';
      return MODIFIERS[lower] ?? part;
    }),
  );
  if (shift || (key.length === 1 && key !== key.toLowerCase())) modifiers.add('Shift');
  if (key.length === 1) key = key.toUpperCase();
  return [...ORDER.filter((modifier) => modifiers.has(modifier)), key].join('+');
}

/** One installed key: its chord on the platform and the command it runs (a binding's `shift` is its key with Shift). */
export interface InstalledKey {
  chord: string;
  command: Command;
}

export function installedKeys(platform: BindingPlatform, bindings: readonly KeyBinding[] = CODE_EDITOR_BINDINGS): InstalledKey[] {
  return bindings.flatMap((binding) => {
    const name = (platform === 'key' ? undefined : binding[platform]) ?? binding.key;
    if (!name) return [];
    const keys: InstalledKey[] = [];
    if (binding.run) keys.push({ chord: chordOfKeyName(name), command: binding.run });
    if (binding.shift) keys.push({ chord: chordOfKeyName(name, true), command: binding.shift });
    return keys;
  });
}

export interface CodeEditorKey {
  /** A message id, shown through labelText. */
  label: MessageId;
  /** Each chord that does it. */
  chords: readonly string[];
  /** Pressed one after another, not together. */
  sequence?: true;
}

/** Not a binding: after Escape, CodeMirror's view lets the next Tab (within two seconds) move the focus out. */
const LEAVE_WITH_ESCAPE_TAB: CodeEditorKey = { label: 'editor.codeKeys.leave', chords: ['Escape', 'Tab'], sequence: true };

/** The dialog's rows: each labelled command with the chords installed for it here, in CODE_EDITOR_LABELS' order. */
export function codeEditorKeys(platform: BindingPlatform = bindingPlatform()): CodeEditorKey[] {
  const chords = new Map<Command, string[]>();
  for (const { chord, command } of installedKeys(platform)) {
    if (!CODE_EDITOR_LABELS.has(command)) continue;
    const list = chords.get(command) ?? [];
    if (!list.includes(chord)) list.push(chord);
    chords.set(command, list);
  }
  const rows = [...CODE_EDITOR_LABELS].flatMap(([command, label]) => {
    const list = chords.get(command);
    return list ? [{ label, chords: list }] : [];
  });
  return [...rows, LEAVE_WITH_ESCAPE_TAB];
}

/** The list as the page registers it with its widgets' keys (listed only: CodeMirror handles them). */
export const CODE_EDITOR_TABLE: WidgetKeys = {
  id: 'editor.code',
  where: 'editor.codeKeys.where',
  place: 'code',
  keys: codeEditorKeys().map((row) => ({ name: row.label, label: row.label, keys: row.chords, sequence: row.sequence })),
};
