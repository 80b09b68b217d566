// The Dynamic page's mode is remembered for this tab, so coming back from the Editor or the Renderer finds it as left.
import { PROMPT_PARAMETER } from '../generate/useGenerateMode';

export type DynamicView = 'generate' | 'stream' | 'data';

const VIEW_KEY = 'infographic-preview:dynamic-view';

/** The mode to open in: Generate when the address carries a prompt to show, else this tab's last mode (Generate at first). */
export function initialView(search: string, storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): DynamicView {
  if (new URLSearchParams(search).has(PROMPT_PARAMETER)) return 'generate';
  let stored: string | null = null;
  try {
    stored = storage?.getItem(VIEW_KEY) ?? null;
  } catch {
    // storage turned off: the default mode
  }
  return stored === 'stream' || stored === 'data' ? stored : 'generate';
}

/** Remember the mode the user chose (best effort: without storage the page simply opens on Generate next time). */
export function rememberView(view: DynamicView, storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull()): void {
  try {
    storage?.setItem(VIEW_KEY, view);
  } catch {
    // storage full or turned off: nothing to keep
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
