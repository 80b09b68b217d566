// The UI's colour scheme: follow the system, or a choice the visitor made in the header, remembered in localStorage.
// The choice is an attribute on <html> (layout.css turns it into `color-scheme`); no choice leaves the system's preference in charge.

export const COLOR_SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];

/** The localStorage key of the remembered choice. */
export const COLOR_SCHEME_STORAGE_KEY = 'infographic-preview:color-scheme';
/** The attribute on <html> that pins a scheme. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

function isChoice(value: unknown): value is ColorSchemeChoice {
  return typeof value === 'string' && (COLOR_SCHEME_CHOICES as readonly string[]).includes(value);
}

/** The remembered choice; 'system' when there is none, it is unreadable, or storage is blocked (private modes, sandboxed frames). */
export function readColorSchemeChoice(storage: () => Storage = () => window.localStorage): ColorSchemeChoice {
  try {
    const stored = storage().getItem(COLOR_SCHEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice; storage that refuses (full, blocked) only means it is not remembered. */
export function rememberColorSchemeChoice(choice: ColorSchemeChoice, storage: () => Storage = () => window.localStorage): void {
  try {
    if (choice === 'system') storage().removeItem(COLOR_SCHEME_STORAGE_KEY);
    else storage().setItem(COLOR_SCHEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered: the choice still holds for this visit.
  }
}

/** Pins the scheme on the document (or lets the system decide). */
export function applyColorScheme(choice: ColorSchemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  else root.setAttribute(COLOR_SCHEME_ATTRIBUTE, choice);
}

/** The choice the document shows now. */
export function appliedColorScheme(root: HTMLElement = document.documentElement): ColorSchemeChoice {
  const value = root.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  return isChoice(value) ? value : 'system';
}
