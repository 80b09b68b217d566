// The interface in Chinese beyond what a page shows as it opens (issue 31): every menu, dialog and the command palette, opened
// in a zh-CN browser, names everything in Chinese (the walk lists any Latin-only label); and no interface text is cut off on
// any page at 1280 or 390 px wide.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { noProblems } from './harness/pageWatch';
import { CHINESE_PAGES, cutOffText, latinOnlyLabels, openInChinese } from './pages/chineseLabels';

const session = useBrowser();
jest.setTimeout(300_000);

/** Screenshots for a person to look at (SHOTS_DIR=…). */
const SHOTS_DIR = process.env.SHOTS_DIR;

const openDialog = (page: Page) => page.locator('dialog[open], [role="dialog"]:visible').last();

/** Reads the dialog just opened, then closes it with Escape. */
async function checkDialog(page: Page, name: string, opened: string[], english: Record<string, string[]>): Promise<void> {
  const dialog = openDialog(page);
  await dialog.waitFor({ state: 'visible' });
  const labels = await latinOnlyLabels(dialog);
  opened.push(`dialog ${name}`);
  if (labels.length) english[`dialog ${name}`] = labels;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens each menu button and each dialog button on the page in turn; returns what each listed in English. */
async function walkPopups(page: Page): Promise<{ opened: string[]; english: Record<string, string[]> }> {
  const english: Record<string, string[]> = {};
  const opened: string[] = [];
  const menuButtons = page.locator('button[aria-haspopup="menu"]:visible');
  for (let index = 0; index < (await menuButtons.count()); index += 1) {
    const button = menuButtons.nth(index);
    const name = (await button.innerText()).trim();
    await button.click();
    const menu = page.getByRole('menu').last();
    await menu.waitFor({ state: 'visible' });
    await eventually(
      () => menu.locator('[role^="menuitem"]').count(),
      (count) => count > 0,
      { what: `the ${name} menu's items` },
    );
    const labels = await latinOnlyLabels(menu);
    opened.push(`menu ${name}`);
    if (labels.length) english[`menu ${name}`] = labels;
    const dialogItems = await menu.locator('[aria-haspopup="dialog"]').allInnerTexts();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // the menu's items that open a dialog, each opened from the menu again
    for (const item of dialogItems.map((text) => text.trim().split('\n')[0]!)) {
      await button.click();
      await menu.waitFor({ state: 'visible' });
      await menu.locator('[aria-haspopup="dialog"]').filter({ hasText: item }).first().click();
      await checkDialog(page, `${name} › ${item}`, opened, english);
    }
  }
  const dialogButtons = page.locator('button[aria-haspopup="dialog"]:visible');
  for (let index = 0; index < (await dialogButtons.count()); index += 1) {
    const button = dialogButtons.nth(index);
    const name = (await button.innerText()).trim();
    await button.click();
    await checkDialog(page, name, opened, english);
  }
  // the command palette, on mod+K from the page
  await page.locator('body').press('Control+k');
  const palette = openDialog(page);
  await palette.waitFor({ state: 'visible' });
  const labels = await latinOnlyLabels(palette);
  opened.push('command palette');
  if (labels.length) english['command palette'] = labels;
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'hidden' });
  return { opened, english };
}

describe.each(CHINESE_PAGES)('$path in Chinese', ({ path: pagePath, heading }) => {
  it('names everything in its menus, dialogs and command palette in Chinese', async () => {
    const visit = await openInChinese(session, pagePath, heading, { viewport: { width: 1280, height: 800 } });
    const { opened, english } = await walkPopups(visit.app.page);
    console.log(`${pagePath}: opened ${opened.join(', ')}`);
    expect(english).toEqual({});
    // the walk did open what the page offers (the Renderer and the Editor have their workspace menus)
    if (pagePath === '/renderer' || pagePath === '/editor')
      expect(opened.filter((name) => name.startsWith('menu')).length).toBeGreaterThan(3);
    expect(visit.watch.problems()).toEqual(noProblems());
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])('cuts no interface text off at %i px wide', async (width, height) => {
    const visit = await openInChinese(session, pagePath, heading, { viewport: { width, height } });
    const page = visit.app.page;
    await eventually(
      () => cutOffText(page),
      (cut) => expect(cut).toEqual([]),
      { what: `no text cut off on ${pagePath} at ${width} px` },
    );
    // on a phone the workspace shows code and picture as tabs: the other tab too
    const tabs = page.locator('[role="tab"]:visible');
    for (let index = 1; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await eventually(
        () => cutOffText(page),
        (cut) => expect(cut).toEqual([]),
        { what: `no text cut off on ${pagePath} at ${width} px, tab ${index + 1}` },
      );
    }
    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      const name = pagePath === '/' ? 'home' : pagePath.slice(1);
      await visit.app.page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    }
  });
});
