// A page's commands in one table ({ id, label, keys, when, run }): its keyboard shortcuts, its shortcuts dialog and its toolbar
// buttons all read the same entries, so a key, its listing and its button can never disagree.

/** Where a key was pressed: a text field, the page's code editor or picture (each with its own undo), a dialog, or elsewhere. */
export type KeyPlace = 'field' | 'code' | 'picture' | 'dialog' | 'page';

export interface Command<Context> {
  id: string;
  /** The button's name and the shortcuts dialog's description. */
  label: string;
  /** Chords such as "mod+Enter", "mod+Shift+Z" or "?"; "mod" is Ctrl, or ⌘ on a Mac. Empty: no keys. */
  keys: readonly string[];
  /** Where the keys work (everywhere but in a dialog when not given). */
  places?: readonly KeyPlace[];
  /** Its keys never reach the browser, even where or when the command does not run (mod+S would open "Save page as"). */
  keepsKeysFromBrowser?: boolean;
  /** Whether the command can run now: false disables its button and its keys. */
  when(context: Context): boolean;
  run(context: Context): void;
}

const DEFAULT_PLACES: readonly KeyPlace[] = ['field', 'code', 'picture', 'page'];

/** The keys a keydown carries. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** True on Apple platforms, where "mod" is ⌘ (as CodeMirror decides). */
export function isMac(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform);
}

/** True when the keydown is the chord ("mod+Shift+Z"); a lone symbol ("?") ignores Shift, which typing it needs. */
export function chordMatches(chord: string, press: KeyPress, mac: boolean): boolean {
  const parts = chord.split('+');
  // "mod++" would be a plus key; none is bound, so the last part is the key.
  const key = parts[parts.length - 1];
  const modifiers = new Set(parts.slice(0, -1).map((part) => part.toLowerCase()));
  const mod = modifiers.has('mod');
  const ctrl = modifiers.has('ctrl') || (mod && !mac);
  const meta = modifiers.has('meta') || (mod && mac);
  if (press.ctrlKey !== ctrl || press.metaKey !== meta || press.altKey !== modifiers.has('alt')) return false;
  const symbol = key.length === 1 && key.toLowerCase() === key.toUpperCase();
  if (!symbol && press.shiftKey !== modifiers.has('shift')) return false;
  return press.key.toLowerCase() === key.toLowerCase();
}

/** The command whose keys the keydown is, where it was pressed; null for none. */
export function commandForKey<Context>(
  commands: readonly Command<Context>[],
  press: KeyPress,
  place: KeyPlace,
  mac: boolean,
): Command<Context> | null {
  return (
    commands.find(
      (command) => (command.places ?? DEFAULT_PLACES).includes(place) && command.keys.some((chord) => chordMatches(chord, press, mac)),
    ) ?? null
  );
}

/** True when the keydown is the keys of a command that keeps them from the browser wherever it was pressed. */
export function isKeptFromBrowser<Context>(commands: readonly Command<Context>[], press: KeyPress, mac: boolean): boolean {
  return commands.some((command) => command.keepsKeysFromBrowser && command.keys.some((chord) => chordMatches(chord, press, mac)));
}

/** A chord's keys as printed on this platform: "mod+Shift+Z" → ["Ctrl", "Shift", "Z"] or ["⌘", "Shift", "Z"]. */
export function chordKeys(chord: string, mac: boolean = isMac()): string[] {
  return chord.split('+').map((part) => (part === 'mod' ? (mac ? '⌘' : 'Ctrl') : part));
}

/** The chords in aria-keyshortcuts' form ("Control+S Meta+S" for mod+S, as either works for a user somewhere). */
export function ariaKeyShortcuts(keys: readonly string[]): string | undefined {
  const names = keys.flatMap((chord) => {
    const parts = chord.split('+').map((part) => (part === 'Ctrl' ? 'Control' : part));
    return parts[0] === 'mod' ? [['Control', ...parts.slice(1)].join('+'), ['Meta', ...parts.slice(1)].join('+')] : [parts.join('+')];
  });
  return names.length > 0 ? names.join(' ') : undefined;
}
