// The actions registry at run time. The Layout mounts it once: the page on screen registers its actions, their context,
// where its keys were pressed and its widgets' keys (usePageActions); one window listener runs the app's and the page's
// keys; the command palette (mod+K) and the Keyboard shortcuts dialog list what is registered.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Action, ActionScope, KeyPlace } from './action';
import { APP_ACTIONS, type AppActionContext } from './appActions';
import { OnDemandStatus } from '../shared/lazyModules/OnDemandStatus';
import { useOnDemand } from '../shared/lazyModules/useOnDemand';
import type { PaletteEntry } from './CommandPalette';
import { keyPlaceOf } from './keyPlace';
import { useActionKeys, type ActionKeys, type ActionSet } from './useActionKeys';
import type { WidgetKeys } from './widgetKeys';

/** What a page registers. */
export interface PageActions<Context> {
  scope: Exclude<ActionScope, 'app'>;
  actions: readonly Action<Context>[];
  context: Context;
  /** Where a key was pressed (a code editor and a picture pane are places of their own); default: keyPlace.ts's. */
  placeOf?(target: EventTarget | null, context: Context): KeyPlace;
  /** The page's widgets' keys, listed after the actions (the code editor's own keys among them). */
  widgets?: readonly WidgetKeys[];
}

/** What is registered now: the page's (null on a page with none) and the app's. */
export interface Registered {
  page: PageActions<unknown> | null;
  app: ActionSet<AppActionContext>;
  /** The items of the menus on screen (Export, Share, View…), for the palette: they run with no context. */
  menus: readonly Action<null>[];
}

interface Registry {
  register(page: RefObject<PageActions<unknown>>): () => void;
  registerMenu(menu: RefObject<readonly Action<null>[]>): () => void;
  app: ActionSet<AppActionContext>;
}

const RegistryContext = createContext<Registry | null>(null);

const loadDialogs = () => import(/* webpackChunkName: "action-dialogs" */ './actionDialogs');

interface Props {
  /** The path on screen (the "Go to" actions leave out the current page). */
  pathname: string;
  go(path: string): void;
  children: ReactNode;
}

export function ActionsProvider({ pathname, go, children }: Props) {
  // The pages registered, the newest last (a page leaving and the next arriving may overlap for a render).
  const pages = useRef<RefObject<PageActions<unknown>>[]>([]);
  const appSet = useRef<ActionSet<AppActionContext> | null>(null);
  /** What is registered now; read at a key press or when a dialog opens, never during a render. */
  // The menus on screen, each with its items as they are now.
  const menus = useRef<RefObject<readonly Action<null>[]>[]>([]);
  const registered = useCallback(
    (): Registered => ({
      page: pages.current.at(-1)?.current ?? null,
      app: appSet.current!,
      menus: menus.current.flatMap((menu) => menu.current),
    }),
    [],
  );
  // The open dialog with what was registered when it opened.
  const [shown, setShown] = useState<{ dialog: 'palette' | 'shortcuts'; registered: Registered } | null>(null);
  // The palette's choice runs once the palette has closed and given the focus back, so what it opens returns it there.
  const chosen = useRef<PaletteEntry | null>(null);
  const dialogs = useOnDemand(loadDialogs);
  const { load } = dialogs;

  const appContext = useMemo<AppActionContext>(
    () => ({
      pathname,
      go,
      openPalette: () => {
        load();
        setShown({ dialog: 'palette', registered: registered() });
      },
      openShortcuts: () => {
        load();
        setShown({ dialog: 'shortcuts', registered: registered() });
      },
    }),
    [pathname, go, registered, load],
  );
  const app = useMemo<ActionSet<AppActionContext>>(() => ({ actions: APP_ACTIONS, context: appContext }), [appContext]);
  useEffect(() => {
    appSet.current = app;
  }, [app]);
  const keys = useCallback((): ActionKeys => {
    const { page, app } = registered();
    return {
      sets: page ? [page, app] : [app],
      placeOf: (target) => (page?.placeOf ? page.placeOf(target, page.context) : keyPlaceOf(target)),
    };
  }, [registered]);
  useActionKeys(keys);

  useEffect(() => {
    if (shown !== null) return;
    const entry = chosen.current;
    chosen.current = null;
    entry?.action.run(entry.context);
  }, [shown]);

  const registry = useMemo<Registry>(
    () => ({
      app,
      register(page) {
        pages.current = [...pages.current, page];
        return () => {
          pages.current = pages.current.filter((entry) => entry !== page);
        };
      },
      registerMenu(menu) {
        menus.current = [...menus.current, menu];
        return () => {
          menus.current = menus.current.filter((entry) => entry !== menu);
        };
      },
    }),
    [app],
  );
  const close = useCallback(() => setShown(null), []);
  const choose = useCallback((entry: PaletteEntry) => {
    chosen.current = entry;
    setShown(null);
  }, []);

  const Dialogs = dialogs.state.module;
  return (
    <RegistryContext value={registry}>
      {children}
      {shown && (
        <OnDemandStatus state={dialogs.state} what={shown.dialog === 'palette' ? 'the command palette' : 'the shortcuts'} onRetry={load} />
      )}
      {shown?.dialog === 'palette' && Dialogs && <Dialogs.CommandPalette registered={shown.registered} onChoose={choose} onClose={close} />}
      {shown?.dialog === 'shortcuts' && Dialogs && <Dialogs.ShortcutsDialog registered={shown.registered} onClose={close} />}
    </RegistryContext>
  );
}

/** Registers the page's actions while it is on screen; `page` is read at each key press (pass the latest context). */
export function usePageActions<Context>(page: PageActions<Context>): void {
  const registry = useContext(RegistryContext);
  const latest = useRef(page as PageActions<unknown>);
  useEffect(() => {
    latest.current = page as PageActions<unknown>;
  });
  useEffect(() => registry?.register(latest), [registry]);
}

/** Lists a menu's items in the command palette while the menu is on screen (`items` is read when the palette opens). */
export function useMenuActions(items: readonly Action<null>[]): void {
  const registry = useContext(RegistryContext);
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });
  useEffect(() => registry?.registerMenu(latest), [registry]);
}

/** The app's actions and their context, for a button of one (the Editor's "Keyboard shortcuts"). */
export function useAppActions(): ActionSet<AppActionContext> {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('An app action outside ActionsProvider');
  return registry.app;
}
