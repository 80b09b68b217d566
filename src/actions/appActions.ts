// The actions every page has (scope 'app'): the command palette, the keyboard shortcuts, and going to another page.
import { PAGES, type PageId } from '../shared/pageFacts/pageFacts';
import type { Action } from './action';

export interface AppActionContext {
  /** The path of the page on screen. */
  pathname: string;
  openPalette(): void;
  openShortcuts(): void;
  go(path: string): void;
}

export type AppAction = Action<AppActionContext>;

const goTo = (page: PageId): AppAction => ({
  id: `go-${page}`,
  scope: 'app',
  label: `actions.goTo.${page}`,
  keys: [],
  shownAs: ['palette'],
  when: (context) => context.pathname !== PAGES[page].path,
  run: (context) => context.go(PAGES[page].path),
});

export const APP_ACTIONS: readonly AppAction[] = [
  {
    id: 'palette',
    scope: 'app',
    label: 'actions.palette',
    // mod+K first (the header's button shows it); Ctrl+Shift+P and F1 as the code editors people know open theirs
    keys: ['mod+K', 'mod+Shift+P', 'F1'],
    shownAs: ['menu', 'button', 'shortcuts'],
    when: () => true,
    run: (context) => context.openPalette(),
  },
  // Outside text: "?" typed into a field is a character.
  {
    id: 'shortcuts',
    scope: 'app',
    label: 'actions.shortcuts',
    keys: ['?'],
    places: ['picture', 'page'],
    menu: 'help',
    when: () => true,
    run: (context) => context.openShortcuts(),
  },
  ...(['home', 'renderer', 'editor', 'dynamic', 'style'] as const).map(goTo),
];
