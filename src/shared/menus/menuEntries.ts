// What a menu button lists: actions, a checkbox, a set of radio choices, links and separators. Plain data, so the page
// builds its menus without loading the menu code, and tests and the command palette can read the same entries.

interface EntryBase {
  /** Stable: tests, keys and the palette find an entry by it. */
  id: string;
  label: string;
}

export type MenuEntry =
  | (EntryBase & { kind: 'action'; keys?: readonly string[]; disabled?: boolean; opensDialog?: boolean; run(): void })
  | (EntryBase & { kind: 'check'; checked: boolean; disabled?: boolean; toggle(checked: boolean): void })
  | (EntryBase & { kind: 'radio'; group: string; checked: boolean; disabled?: boolean; choose(): void })
  | (EntryBase & { kind: 'link'; to: string })
  | { kind: 'separator'; id: string }
  | { kind: 'group'; id: string; label: string; entries: readonly MenuEntry[] };

export interface MenuDefinition {
  /** The menu button's name ("File", "Export"). */
  label: string;
  entries: readonly MenuEntry[];
}

/** The separator between two parts of a menu. */
export const separator = (id: string): MenuEntry => ({ kind: 'separator', id });
