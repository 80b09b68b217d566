// The command palette is found without knowing its keys (issue 52 item 11), in Chromium against nginx: the header's
// "Search commands" button, on every page, opens it (by a click and from the keyboard, with a visible focus), in English and
// Chinese; Ctrl+Shift+P and F1 open it too, as in the code editors people know. And the palette finds actions by the menu
// they sit in (issue 52 item 7): "Export" and 导出 list the Export menu's items.
import type { Page } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { PAGES } from '../harness/pages';
import { openInChinese } from './chineseLabels';

const session = useBrowser();

const TEXT = {
  en: { button: 'Search commands', palette: 'Command palette' },
  zh: { button: '搜索命令', palette: '命令面板' },
} as const;

/** The palette's options by name, in order. */
function options(page: Page, palette: string): Promise<string[]> {
  return page
    .getByRole('dialog', { name: palette })
    .getByRole('option')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

async function closePalette(page: Page, palette: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: palette }).waitFor({ state: 'hidden' });
}

it.each(PAGES.map((facts) => [facts.name, facts] as const))(
  'on %s the header’s "Search commands" button shows mod+K and opens the palette; Ctrl+Shift+P and F1 open it too',
  async (_name, facts) => {
    const { app, watch } = await session.visit();
    await app.goto(facts.path);
    await app.waitForHeading(facts.heading);
    const button = app.page.getByRole('banner').getByRole('button', { name: TEXT.en.button, exact: true });
    expect(await button.innerText()).toContain('Ctrl+K');
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K Control+Shift+P Meta+Shift+P F1');
    await button.click();
    await app.page.getByRole('dialog', { name: TEXT.en.palette }).waitFor();
    await closePalette(app.page, TEXT.en.palette);
    for (const keys of ['Control+Shift+P', 'F1']) {
      await app.page.keyboard.press(keys);
      await app.page.getByRole('dialog', { name: TEXT.en.palette }).waitFor();
      await closePalette(app.page, TEXT.en.palette);
    }
    expect(watch.problems()).toEqual(noProblems());
  },
);

it('is reached with Tab, shows its focus, and opens the palette with Enter; Escape gives the focus back to it', async () => {
  const { app, watch } = await session.visit();
  await app.goto('/renderer');
  await app.waitForHeading('Renderer');
  const button = app.page.getByRole('button', { name: TEXT.en.button, exact: true });
  const focusedName = () => app.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  // Tab from the last nav link reaches it (the Renderer's document button may come between)
  await app.navLink('Style').focus();
  for (let tab = 0; tab < 4 && (await focusedName()) !== TEXT.en.button; tab++) await app.page.keyboard.press('Tab');
  expect(await focusedName()).toBe(TEXT.en.button);
  const outline = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, visible: element.matches(':focus-visible') };
  });
  expect(outline).toEqual({ style: 'solid', width: '2px', visible: true });
  await app.page.keyboard.press('Enter');
  await app.page.getByRole('dialog', { name: TEXT.en.palette }).waitFor();
  await closePalette(app.page, TEXT.en.palette);
  await eventually(focusedName, (name) => expect(name).toBe(TEXT.en.button), { what: 'the focus back on the button' });
  expect(watch.problems()).toEqual(noProblems());
});

it('in Chinese the button is 搜索命令, and it, Ctrl+Shift+P and F1 open 命令面板', async () => {
  const visit = await openInChinese(session, '/editor', '编辑器');
  const { page } = visit.app;
  const button = page.getByRole('button', { name: TEXT.zh.button, exact: true });
  expect(await button.innerText()).toContain('Ctrl+K');
  await button.click();
  await page.getByRole('dialog', { name: TEXT.zh.palette }).waitFor();
  await closePalette(page, TEXT.zh.palette);
  for (const keys of ['Control+Shift+P', 'F1']) {
    await page.keyboard.press(keys);
    await page.getByRole('dialog', { name: TEXT.zh.palette }).waitFor();
    await closePalette(page, TEXT.zh.palette);
  }
  expect(visit.watch.problems()).toEqual(noProblems());
});

const EXPORT_ITEMS = ['Download SVG', 'Download PNG', 'Download PDF', 'Download PowerPoint', 'Copy SVG code'];
const EXPORT_ITEMS_ZH = ['下载 SVG', '下载 PNG', '下载 PDF', '下载 PowerPoint', '复制 SVG 代码'];

it.each([
  ['Export', 'en', EXPORT_ITEMS],
  ['导出', 'zh', EXPORT_ITEMS_ZH],
] as const)('the palette finds the Export menu’s items by the menu’s name: %s', async (query, language, expected) => {
  const visit = language === 'zh' ? await openInChinese(session, '/renderer', '渲染器') : await session.visit();
  const { page } = visit.app;
  if (language === 'en') {
    await visit.app.goto('/renderer');
    await visit.app.waitForHeading('Renderer');
    await visit.app.previewPicture.waitFor();
  }
  await page.getByRole('button', { name: TEXT[language].button, exact: true }).click();
  await page.getByRole('dialog', { name: TEXT[language].palette }).waitFor();
  await page.keyboard.type(query);
  await eventually(
    () => options(page, TEXT[language].palette),
    (names) => expect(names).toEqual(expect.arrayContaining([...expected])),
    { what: `the Export menu's items listed for “${query}”` },
  );
  // each says the menu it sits in
  const first = page.getByRole('dialog', { name: TEXT[language].palette }).getByRole('option', { name: expected[0], exact: true });
  expect(await first.innerText()).toContain(language === 'zh' ? '导出' : 'in Export');
  // the menu's name and a word of the item's narrow to it
  await page.keyboard.type(' svg');
  await eventually(
    () => options(page, TEXT[language].palette),
    (names) => {
      expect(names).toContain(expected[0]);
      expect(names.every((name) => name.includes('SVG'))).toBe(true);
    },
    { what: 'narrowed to the SVG items' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
