// The Editor's keyboard shortcuts: one table for the "Keyboard shortcuts" dialog and the keys the page itself handles
// (the code editor's own come from CodeMirror's keymaps, mod+S from the history panel).

/** One shortcut as the dialog lists it; `keys` use "mod" for Ctrl (⌘ on a Mac). */
export interface Shortcut {
  keys: readonly string[];
  does: string;
  /** Where it works: anywhere on the page, or with the focus in the code editor. */
  where: 'page' | 'editor';
  /** The keys are pressed one after another, not together. */
  sequence?: true;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['mod', 'Enter'], does: 'Render now', where: 'page' },
  { keys: ['mod', 'S'], does: 'Save a named snapshot (History)', where: 'page' },
  { keys: ['?'], does: 'Show these shortcuts (outside the code editor)', where: 'page' },
  { keys: ['mod', 'Z'], does: 'Undo (text and canvas edits, a new document or an opened file)', where: 'editor' },
  { keys: ['mod', 'Shift', 'Z'], does: 'Redo (also mod+Y)', where: 'editor' },
  { keys: ['mod', 'F'], does: 'Search and replace', where: 'editor' },
  { keys: ['mod', '/'], does: 'Comment or uncomment the line', where: 'editor' },
  { keys: ['Ctrl', 'Space'], does: 'Show completions', where: 'editor' },
  { keys: ['mod', 'Shift', 'M'], does: 'Show problems (the lint panel)', where: 'editor' },
  { keys: ['Tab'], does: 'Indent (Shift+Tab: dedent)', where: 'editor' },
  { keys: ['Escape', 'Tab'], does: 'Leave the code editor', where: 'editor', sequence: true },
];

/** True on Apple platforms, where "mod" is ⌘ (as CodeMirror decides). */
export function isMac(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform);
}

/** A key as printed for this platform: "mod" becomes "Ctrl" or "⌘". */
export function keyLabel(key: string, mac: boolean): string {
  if (key !== 'mod') return key;
  return mac ? '⌘' : 'Ctrl';
}

/** What a keydown is to the page: one of its own shortcuts, or nothing. */
export type PageKey = 'render-now' | 'redo' | 'show-shortcuts' | null;

interface KeyInfo {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Reads a keydown; `inEditable` is true when it happened in a text field or the code editor. */
export function pageKeyOf(event: KeyInfo, inEditable: boolean, mac: boolean): PageKey {
  const mod = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (mod && !event.altKey && !event.shiftKey && event.key === 'Enter') return 'render-now';
  // CodeMirror binds Ctrl+Shift+Z only on Linux and ⌘+Shift+Z on a Mac; Windows gets it here.
  if (mod && !event.altKey && event.shiftKey && event.key.toLowerCase() === 'z') return 'redo';
  if (!inEditable && event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey) return 'show-shortcuts';
  return null;
}

/** True when the element takes typed text (so "?" there is a character, not a shortcut). */
export function isEditable(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(element.type);
  return false;
}

/** Keys as a user reads them on this platform: ["mod", "Z"] → "Ctrl+Z" or "⌘+Z". */
export function shortcutText(keys: readonly string[], mac: boolean = isMac()): string {
  return keys.map((key) => keyLabel(key, mac)).join('+');
}
