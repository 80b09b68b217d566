// The workspaces in Chromium against nginx: at a desktop size the code and the picture fill the window under a slim bar and
// the page does not scroll; the split moves with the keyboard and is remembered; every menu button follows the WAI-ARIA menu
// pattern (Enter, Space and the arrows open it, Escape closes it and gives the focus back), with no axe violation while
// open; on a phone the navigation sits behind "Menu" and the Editor shows its code and picture as two tabs.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage } from './editorPage';
import { openRenderer } from './exportFiles';
import { menuButton } from './menus';

const session = useBrowser();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const MENUS = ['File', 'Export', 'Share', 'View', 'Tools'];

/** Where the code and the picture sit in the window, and whether the page scrolls. */
function workspaceBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { top: Math.round(rect.top), bottom: Math.round(rect.bottom), width: Math.round(rect.width) } : null;
    };
    // the code editor draws inside a shadow root: its box is its host's
    const code = document.querySelector('.source-editor') ?? document.querySelector('#renderer-source');
    // the region the contract says the picture sits in (its view controls, then the picture)
    const picture = document.querySelector('section[aria-label="Preview"]');
    const panes = [...document.querySelectorAll('.split-view__pane')];
    return {
      code: box(code),
      picture: box(picture),
      panes: panes.map(box),
      window: innerHeight,
      pageScrolls: document.documentElement.scrollHeight > innerHeight,
    };
  });
}

async function openWorkspace(visit: Visit, path: '/editor' | '/renderer'): Promise<void> {
  if (path === '/editor') await openEditorPage(visit);
  else await openRenderer(visit);
}

describe.each(['/editor', '/renderer'] as const)('%s', (path) => {
  it('at 1280×800 the code and the picture start within 120 px of the top and reach the bottom; the page does not scroll', async () => {
    const visit = await session.visit({ viewport: DESKTOP });
    await openWorkspace(visit, path);
    const shown = await eventually(
      () => workspaceBoxes(visit.app.page),
      (now) => {
        expect(now.code?.top).toBeLessThanOrEqual(120);
        expect(now.picture?.top).toBeLessThanOrEqual(120);
        // each pane (code with its problems, picture with its text alternative) ends at the window's bottom padding
        for (const pane of now.panes) expect(pane!.bottom).toBeGreaterThanOrEqual(now.window - 16);
        expect(now.picture!.bottom).toBeGreaterThan(now.window - 80);
        expect(now.code!.bottom).toBeGreaterThan(now.window - 120);
        expect(now.pageScrolls).toBe(false);
      },
      { what: 'the workspace filling the window' },
    );
    // the share of the first screen given to code and picture (for the closing note)
    const share =
      (shown.panes.reduce((sum, pane) => sum + pane!.width * (pane!.bottom - pane!.top), 0) / (DESKTOP.width * DESKTOP.height)) * 100;
    process.stdout.write(`${path} at 1280×800: code and picture panes cover ${share.toFixed(0)}% of the window\n`);
    expect(visit.watch.problems()).toEqual(noProblems());
  });

  it('the split moves with the arrow keys and is the same after a reload', async () => {
    const visit = await session.visit({ viewport: DESKTOP });
    await openWorkspace(visit, path);
    const page = visit.app.page;
    const separator = page.getByRole('separator', { name: 'Resize code and picture' });
    const before = Number(await separator.getAttribute('aria-valuenow'));
    const widthBefore = (await workspaceBoxes(page)).panes[0]!.width;
    await separator.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await eventually(
      async () => ({ value: Number(await separator.getAttribute('aria-valuenow')), width: (await workspaceBoxes(page)).panes[0]!.width }),
      (now) => {
        expect(now.value).toBe(before + 10);
        expect(now.width).toBeGreaterThan(widthBefore + 50);
      },
      { what: 'the code pane wider by two steps' },
    );
    await page.reload();
    await eventually(
      () => separator.getAttribute('aria-valuenow'),
      (now) => expect(Number(now)).toBe(before + 10),
      { what: 'the split remembered after a reload' },
    );
    expect(visit.watch.problems()).toEqual(noProblems());
  });

  it('every menu opens with Enter, Space, ArrowDown and ArrowUp, and Escape closes it with the focus back on its button', async () => {
    const visit = await session.visit({ viewport: DESKTOP });
    await openWorkspace(visit, path);
    const page = visit.app.page;
    const focusedItem = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        const items = [...(element?.closest('[role="menu"]')?.querySelectorAll('[role^="menuitem"]') ?? [])];
        return { role: element?.getAttribute('role') ?? element?.tagName ?? '', last: element === items[items.length - 1] };
      });
    for (const name of MENUS) {
      const button = menuButton(page, name);
      for (const key of ['Enter', ' ', 'ArrowDown', 'ArrowUp']) {
        await button.focus();
        // the first press may reach the stand-in while the menu code loads: it opens once the code is in
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        const menu = page.getByRole('menu', { name });
        await menu.waitFor();
        await eventually(
          focusedItem,
          (now) => {
            expect(now.role).toMatch(/^menuitem/);
            // ArrowUp opens on the last item
            if (key === 'ArrowUp') expect(now.last).toBe(true);
          },
          { what: `${key === 'ArrowUp' ? 'the last item' : 'an item'} of ${name} focused after ${key === ' ' ? 'Space' : key}` },
        );
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        await eventually(
          () => button.evaluate((element) => element === document.activeElement),
          (focused) => expect(focused).toBe(true),
          { what: `the focus back on ${name}` },
        );
      }
    }
    expect(visit.watch.problems()).toEqual(noProblems());
  });

  it('an item that opens a dialog leaves its menu closed: once the dialog is closed, one press opens the menu again', async () => {
    const visit = await session.visit({ viewport: DESKTOP });
    await openWorkspace(visit, path);
    const page = visit.app.page;
    const walked: string[] = [];
    for (const name of MENUS) {
      const button = menuButton(page, name);
      const menu = page.getByRole('menu', { name });
      await button.click();
      const items = await menu.locator('[aria-haspopup="dialog"]').allInnerTexts();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      for (const item of items.map((text) => text.trim().split('\n')[0]!)) {
        await button.click();
        await menu.locator('[aria-haspopup="dialog"]').filter({ hasText: item }).first().click();
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        await eventually(
          () => button.getAttribute('aria-expanded'),
          (expanded) => expect(expanded).toBe('false'),
          { what: `${name} closed while "${item}" is open` },
        );
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await button.click();
        await menu.waitFor();
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        walked.push(`${name} › ${item}`);
      }
    }
    // the walk met the dialogs the menus have (Tools › Try other templates on both pages; File's four on the Editor)
    expect(walked.length).toBeGreaterThanOrEqual(path === '/editor' ? 6 : 1);
    expect(visit.watch.problems()).toEqual(noProblems());
  });

  it.each(['light', 'dark'] as const)('with a menu open in the %s scheme axe finds no WCAG 2.1 A/AA violation', async (scheme) => {
    const visit = await session.visit({ viewport: DESKTOP, colorScheme: scheme });
    await openWorkspace(visit, path);
    const page = visit.app.page;
    for (const name of ['File', 'Export']) {
      await menuButton(page, name).click();
      const menu = page.getByRole('menu', { name });
      await eventually(
        async () => {
          if (!(await menu.isVisible())) await menuButton(page, name).click();
          return menu.isVisible();
        },
        (visible) => expect(visible).toBe(true),
        { what: `the ${name} menu open` },
      );
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((violation) => `${name}: ${violation.id}: ${violation.help}`)).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    expect(visit.watch.problems()).toEqual(noProblems());
  });
});

describe('at 390×844 (a phone)', () => {
  it('all five pages are reached from the navigation’s Menu, and nothing is wider than the window', async () => {
    const visit = await session.visit({ viewport: PHONE });
    const { app } = visit;
    await app.goto('/');
    await app.waitForHeading('Infographic Preview');
    for (const [link, heading] of [
      ['Renderer', 'Renderer'],
      ['Editor', 'Editor'],
      ['Dynamic', 'Dynamic'],
      ['Style', 'Style'],
      ['Home', 'Infographic Preview'],
    ] as const) {
      expect(await app.navLink(link).isVisible()).toBe(false);
      await app.navMenuButton.click();
      await app.navLink(link).click();
      await app.waitForHeading(heading);
      // going to a page closes the menu again
      await eventually(
        () => app.navMenuButton.getAttribute('aria-expanded'),
        (expanded) => expect(expanded).toBe('false'),
        { what: 'the navigation menu closed' },
      );
      expect(await app.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    }
    expect(visit.watch.problems()).toEqual(noProblems());
  });

  it('the Editor shows the code and the picture as two tabs; the arrow keys move between them', async () => {
    const visit = await session.visit({ viewport: PHONE });
    await visit.app.goto('/editor');
    await visit.app.waitForHeading('Editor');
    const page = visit.app.page;
    const codeTab = page.getByRole('tab', { name: 'Code', exact: true });
    const pictureTab = page.getByRole('tab', { name: 'Picture', exact: true });
    const source = page.getByRole('textbox', { name: 'Infographic source', exact: true });
    const picture = page.getByRole('region', { name: 'Preview' });
    await source.waitFor();
    expect(await codeTab.getAttribute('aria-selected')).toBe('true');
    expect(await picture.isVisible()).toBe(false);

    await pictureTab.click();
    await picture.locator('svg').first().waitFor({ state: 'visible' });
    expect(await source.isVisible()).toBe(false);
    // the picture fits the phone's width
    const fits = await picture.evaluate((region) => region.getBoundingClientRect().right <= innerWidth);
    expect(fits).toBe(true);

    await pictureTab.focus();
    await page.keyboard.press('ArrowLeft');
    await source.waitFor({ state: 'visible' });
    expect(await codeTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    // every menu is still there on a phone
    for (const name of MENUS) await menuButton(page, name).waitFor();
    expect(visit.watch.problems()).toEqual(noProblems());
  });
});
