// A workspace's split: the code pane's share of the width in percent, kept within bounds, moved by keys, remembered.
import type { WidgetKeys } from '../../actions/widgetKeys';

export const MIN_PERCENT = 20;
export const MAX_PERCENT = 80;
export const DEFAULT_PERCENT = 45;
/** An arrow key moves the split this much; with Shift (or Page Up/Down) ten times as far is too far, so twice. */
export const KEY_STEP = 5;
/** The Editor's (the first page to have a split, so its name stays); other pages pass their own. */
export const STORAGE_KEY = 'infographic-preview.editor.split';

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_PERCENT;
  return Math.round(Math.min(MAX_PERCENT, Math.max(MIN_PERCENT, value)));
}

/** The separator's keys (percentAfterKey says what each does). */
export const SPLIT_KEYS: WidgetKeys<'narrower' | 'wider' | 'narrowest' | 'widest'> = {
  id: 'editor.split',
  where: 'shared.workspace.splitKeys.where',
  place: 'page',
  keys: [
    {
      name: 'narrower',
      label: 'shared.workspace.splitKeys.narrower',
      keys: ['ArrowLeft', 'ArrowUp', 'Shift+ArrowLeft', 'Shift+ArrowUp', 'PageUp'],
    },
    {
      name: 'wider',
      label: 'shared.workspace.splitKeys.wider',
      keys: ['ArrowRight', 'ArrowDown', 'Shift+ArrowRight', 'Shift+ArrowDown', 'PageDown'],
    },
    { name: 'narrowest', label: 'shared.workspace.splitKeys.narrowest', keys: ['Home'] },
    { name: 'widest', label: 'shared.workspace.splitKeys.widest', keys: ['End'] },
  ],
};

/** The phone's two tabs (Code, Picture): the tab pattern's keys move between them. */
export const PANE_TAB_KEYS: WidgetKeys<'other' | 'first' | 'last'> = {
  id: 'workspace.tabs',
  where: 'shared.workspace.tabKeys.where',
  place: 'page',
  keys: [
    { name: 'other', label: 'shared.workspace.tabKeys.other', keys: ['ArrowLeft', 'ArrowRight'] },
    { name: 'first', label: 'shared.workspace.tabKeys.first', keys: ['Home'] },
    { name: 'last', label: 'shared.workspace.tabKeys.last', keys: ['End'] },
  ],
};

/** The split after a key on the separator, or null for a key it does not handle. */
export function percentAfterKey(current: number, key: string, shift = false): number | null {
  const step = shift ? KEY_STEP * 2 : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return clampPercent(current - step);
    case 'ArrowRight':
    case 'ArrowDown':
      return clampPercent(current + step);
    case 'PageUp':
      return clampPercent(current - KEY_STEP * 2);
    case 'PageDown':
      return clampPercent(current + KEY_STEP * 2);
    case 'Home':
      return MIN_PERCENT;
    case 'End':
      return MAX_PERCENT;
    default:
      return null;
  }
}

/** The split where the pointer is, `x` pixels into a row `width` pixels wide. */
export function percentAtPointer(x: number, width: number): number {
  return width > 0 ? clampPercent((x / width) * 100) : DEFAULT_PERCENT;
}

/** The remembered split, or the default when none is stored (or storage is unavailable). */
export function readSplit(storage: Pick<Storage, 'getItem'> | null, key = STORAGE_KEY): number {
  try {
    const stored = storage?.getItem(key);
    return stored == null ? DEFAULT_PERCENT : clampPercent(Number(stored));
  } catch {
    return DEFAULT_PERCENT;
  }
}

export function writeSplit(storage: Pick<Storage, 'setItem'> | null, percent: number, key = STORAGE_KEY): void {
  try {
    storage?.setItem(key, String(clampPercent(percent)));
  } catch {
    // Not remembered (private mode, quota): the split still works for this visit.
  }
}
