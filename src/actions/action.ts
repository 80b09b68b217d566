// What a user can do, as one table entry ({ id, label, keys, places, scope, menu, when, run }): its keys, its menu item, its
// button, its line in the shortcuts dialog and its entry in the command palette all read the same entry, so a key, its
// listing and its button can never disagree.
import { chordMatches, type KeyPress } from './chords';

/**
 * Where a key was pressed: a text field, the page's code editor or picture (each with its own undo), a dialog, an open menu,
 * or elsewhere on the page.
 */
export type KeyPlace = 'field' | 'code' | 'picture' | 'dialog' | 'menu' | 'page';

/** Whose context an action runs with: `app` on every page (the palette), otherwise one page's. */
export type ActionScope = 'app' | 'home' | 'renderer' | 'editor' | 'dynamic' | 'style';

/** The menu of the bar an action is an item of. */
export type ActionMenu = 'file' | 'export' | 'share' | 'view' | 'tools' | 'help';

/** Where an action is shown (keys work wherever `places` says, listed or not). */
export type ActionShownAs = 'menu' | 'button' | 'palette' | 'shortcuts';

export interface Action<Context> {
  /** Stable: menus, buttons and tests find an action by it. */
  id: string;
  /**
   * The name of its menu item, button and palette entry, and its line in the shortcuts dialog: a message id in the tables
   * (shown through `labelText`, so in the interface's language), or text for an entry made from a menu on screen.
   */
  label: string;
  /** Chords such as "mod+Enter", "mod+Shift+Z" or "?"; "mod" is Ctrl, or ⌘ on a Mac. Empty: no keys. */
  keys: readonly string[];
  /** Where the keys work (DEFAULT_PLACES when not given: everywhere but in a dialog or a menu). */
  places?: readonly KeyPlace[];
  scope: ActionScope;
  /** The bar's menu it is an item of; none: buttons, keys and the palette only. */
  menu?: ActionMenu;
  /** For an entry made from a menu on screen: that menu's name as shown ("Export", 导出), which the palette finds it by too. */
  menuName?: string;
  /** Where it is listed (DEFAULT_SHOWN_AS when not given). */
  shownAs?: readonly ActionShownAs[];
  /** Its keys never reach the browser, even where or when the action does not run (mod+S would open "Save page as"). */
  keepsKeysFromBrowser?: boolean;
  /** Whether the action can run now: false disables its item, its button and its keys. */
  when(context: Context): boolean;
  /** A toggle's state (aria-checked on a menu item, aria-pressed on a button); none: not a toggle. */
  pressed?(context: Context): boolean;
  run(context: Context): void;
}

export const DEFAULT_PLACES: readonly KeyPlace[] = ['field', 'code', 'picture', 'page'];
export const DEFAULT_SHOWN_AS: readonly ActionShownAs[] = ['menu', 'button', 'palette', 'shortcuts'];

/** True when the action is listed as `shown` (a menu item, a button, a palette entry, a shortcuts line). */
export function isShownAs<Context>(action: Action<Context>, shown: ActionShownAs): boolean {
  return (action.shownAs ?? DEFAULT_SHOWN_AS).includes(shown);
}

/** The action whose keys the keydown is, where it was pressed; null for none. */
export function actionForKey<Context>(
  actions: readonly Action<Context>[],
  press: KeyPress,
  place: KeyPlace,
  mac: boolean,
): Action<Context> | null {
  return (
    actions.find(
      (action) => (action.places ?? DEFAULT_PLACES).includes(place) && action.keys.some((chord) => chordMatches(chord, press, mac)),
    ) ?? null
  );
}

/** True when the keydown is the keys of an action that keeps them from the browser wherever it was pressed. */
export function isKeptFromBrowser<Context>(actions: readonly Action<Context>[], press: KeyPress, mac: boolean): boolean {
  return actions.some((action) => action.keepsKeysFromBrowser && action.keys.some((chord) => chordMatches(chord, press, mac)));
}
