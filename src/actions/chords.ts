// Chords ("mod+Shift+Z", "?") and the keydowns they are: the app's one reading of "mod" (Ctrl, or ⌘ on a Mac), used by the
// actions' keys, the widgets' keys and every listing of them.

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

/** A chord's parts, the key last: "mod+Shift+Z" → ["mod", "Shift", "Z"]; "+" and "mod++" end with the plus key. */
export function chordParts(chord: string): string[] {
  return chord.split(/\+(?!$)/);
}

/** True when the keydown is the chord ("mod+Shift+Z"); a lone symbol ("?") ignores Shift, which typing it needs. */
export function chordMatches(chord: string, press: KeyPress, mac: boolean): boolean {
  const parts = chordParts(chord);
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

/** A chord's keys as printed on this platform: "mod+Shift+Z" → ["Ctrl", "Shift", "Z"] or ["⌘", "Shift", "Z"]. */
export function chordKeys(chord: string, mac: boolean = isMac()): string[] {
  return chordParts(chord).map((part) => (part === 'mod' ? (mac ? '⌘' : 'Ctrl') : part === 'Meta' && mac ? '⌘' : part));
}

/** The chords in aria-keyshortcuts' form ("Control+S Meta+S" for mod+S, as either works for a user somewhere). */
export function ariaKeyShortcuts(keys: readonly string[]): string | undefined {
  const names = keys.flatMap((chord) => {
    const parts = chordParts(chord).map((part) => (part === 'Ctrl' ? 'Control' : part));
    return parts[0] === 'mod' ? [['Control', ...parts.slice(1)].join('+'), ['Meta', ...parts.slice(1)].join('+')] : [parts.join('+')];
  });
  return names.length > 0 ? names.join(' ') : undefined;
}
