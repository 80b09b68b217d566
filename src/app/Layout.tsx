// The shared global layout: header with the product name, the main nav, the open document's place (filled by the page), the
// command palette's button, the language and the colour scheme, and the content area for the current page; around them the
// actions registry (the app's keys, the palette, the shortcuts).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ActionsProvider } from '../actions/ActionsProvider';
import { onWidgetKeys, type WidgetKeys } from '../actions/widgetKeys';
import { PRODUCT_NAME } from '../constants';
import { DocumentSlot } from '../shared/documents/headerSlot';
import { useT } from '../i18n/react';
import { pageTitle } from '../shared/pageFacts/pageFacts';
import { ColorSchemeControl } from './ColorSchemeControl';
import { LanguageControl } from './LanguageControl';
import { PaletteButton } from './PaletteButton';
import type { RouteEntry } from './routeTable';
import { UpdateNotice } from './UpdateNotice';

/** The phone's open nav menu: Escape closes it and gives the focus back to Menu. */
const NAV_MENU_KEYS: WidgetKeys<'close'> = {
  id: 'shell.navMenu',
  where: 'shell.nav.keys.where',
  place: 'page',
  keys: [{ name: 'close', label: 'shell.nav.keys.close', keys: ['Escape'] }],
};

export function Layout({ routes }: { routes: readonly RouteEntry[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = useCallback((path: string) => void navigate(path), [navigate]);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const [documentSlot, setDocumentSlot] = useState<HTMLDivElement | null>(null);
  // On a phone the links sit behind "Menu" (a disclosure), open on the page it was opened on: going to a page closes it.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === pathname;
  const nav = useRef<HTMLElement>(null);

  // While the menu is open, a tap outside it closes it (so the tap reaches nothing underneath by surprise); Escape inside it too.
  useEffect(() => {
    if (!navOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (nav.current && event.target instanceof Node && !nav.current.contains(event.target)) setNavOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [navOpen]);
  const onNavKeys = onWidgetKeys(NAV_MENU_KEYS, {
    close: (event: ReactKeyboardEvent<HTMLElement>) => {
      if (!navOpen) return false;
      setNavOpenOn(null);
      event.currentTarget.querySelector<HTMLButtonElement>('.layout__nav-toggle')?.focus();
    },
  });

  // After an in-app navigation, move focus to the new content so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <ActionsProvider pathname={pathname} go={go}>
      <div className="layout">
        <a className="skip-link" href="#content">
          {t('shell.skipToContent')}
        </a>
        <header className="layout__header">
          <span className="layout__brand">{PRODUCT_NAME}</span>
          <nav ref={nav} aria-label={t('shell.nav.label')} className={`layout__nav${navOpen ? ' is-open' : ''}`} onKeyDown={onNavKeys}>
            <button
              type="button"
              className="layout__nav-toggle"
              aria-expanded={navOpen}
              aria-controls="main-nav-links"
              onClick={() => setNavOpenOn(navOpen ? null : pathname)}
            >
              {t('shell.nav.menu')}
            </button>
            <ul id="main-nav-links">
              {routes
                .filter((route) => !route.redirectTo)
                .map((route) => (
                  <li key={route.id}>
                    <NavLink to={route.path} end={route.path === '/'} onClick={() => setNavOpenOn(null)}>
                      {pageTitle(route.chunk)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          {/* The open document's name: every page draws it here (DocumentSwitcher). */}
          <div className="layout__document" ref={setDocumentSlot} />
          <div className="layout__settings">
            <PaletteButton />
            <LanguageControl />
            <ColorSchemeControl />
          </div>
        </header>
        <UpdateNotice />
        <main id="content" className="layout__content" ref={main} tabIndex={-1}>
          <DocumentSlot value={documentSlot}>
            <Outlet />
          </DocumentSlot>
        </main>
      </div>
    </ActionsProvider>
  );
}
