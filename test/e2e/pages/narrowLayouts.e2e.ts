// Tablet, small-laptop and phone widths (issue 52, items 2 and 3), in Chromium against nginx, in English and Chinese: the
// Editor and the Renderer never scroll sideways, the header stays inside the window, each nav label is one line, the
// document's name shows its first characters (whole as the button's name), at the tablet sizes the picture starts above the
// fold, and on a phone the nav's menu closes on a tap outside it, on Escape and on choosing a link.
import type { Page } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';

const session = useBrowser();
jest.setTimeout(180_000);

const SIZES = [
  { width: 768, height: 1024, phone: false },
  { width: 800, height: 600, phone: false },
  { width: 390, height: 844, phone: true },
] as const;
const LANGUAGES = [
  { locale: 'en-US', headings: { '/editor': 'Editor', '/renderer': 'Renderer' }, preview: 'Preview', menu: 'Menu' },
  { locale: 'zh-CN', headings: { '/editor': '编辑器', '/renderer': '渲染器' }, preview: '预览', menu: '菜单' },
] as const;
const PATHS = ['/editor', '/renderer'] as const;

const CASES = SIZES.flatMap((size) =>
  LANGUAGES.flatMap((language) => PATHS.map((path) => ({ ...size, language, path, locale: language.locale }))),
);

/** What the window shows of the header and the page right now (a probe for eventually()). */
function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const name = document.querySelector<HTMLElement>('header .document-button__name');
    let shown = '';
    if (name && name.firstChild) {
      // The characters drawn wholly before the ellipsis (one em is kept for the ellipsis itself).
      const box = name.getBoundingClientRect();
      const em = parseFloat(getComputedStyle(name).fontSize);
      const text = name.textContent ?? '';
      const range = document.createRange();
      for (let i = 1; i <= text.length; i += 1) {
        range.setStart(name.firstChild, 0);
        range.setEnd(name.firstChild, i);
        const right = range.getBoundingClientRect().right;
        if (right > box.right - (i < text.length ? em : 0) + 0.5) break;
        shown = text.slice(0, i);
      }
    }
    // Each visible nav label: how many lines its text takes.
    const labelLines = [...document.querySelectorAll<HTMLAnchorElement>('header nav a')]
      .filter((a) => a.getClientRects().length > 0)
      .map((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return { label: a.textContent ?? '', lines: tops.size };
      });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      innerWidth: window.innerWidth,
      headerRight: Math.round(header.right),
      fullName: name?.textContent ?? '',
      shown,
      labelLines,
    };
  });
}

describe.each(CASES)('$path at $width×$height in $locale', ({ width, height, phone, language, path, locale }) => {
  it('does not scroll sideways, keeps the header inside, labels on one line and the document named', async () => {
    const visit = await session.visit({ viewport: { width, height }, locale });
    const { app } = visit;
    await app.goto(path);
    await app.waitForHeading(language.headings[path]);
    const page = app.page;
    if (phone) {
      // The links are behind Menu: open it to see them.
      await page.getByRole('button', { name: language.menu, exact: true }).click();
      await page.locator('header nav a').first().waitFor({ state: 'visible' });
    }
    const shown = await eventually(
      () => measure(page),
      (m) => {
        expect(m.fullName.length).toBeGreaterThan(2);
        expect(m.shown.length).toBeGreaterThan(2);
      },
      { what: 'the document’s name in the header' },
    );

    console.log(`${path} ${width}×${height} ${locale}: page ${shown.scrollWidth}×${shown.scrollHeight}`);
    expect(shown.scrollWidth).toBeLessThanOrEqual(shown.innerWidth);
    expect(shown.headerRight).toBeLessThanOrEqual(width);
    expect(shown.fullName.startsWith(shown.shown)).toBe(true);
    await app.documentButton(shown.fullName).waitFor();
    expect(shown.labelLines.length).toBeGreaterThan(0);
    expect(shown.labelLines.filter((l) => l.lines !== 1)).toEqual([]);

    if (!phone) {
      const preview = page.getByRole('region', { name: language.preview, exact: true });
      await preview.waitFor();
      const top = await preview.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeLessThan(height);
    }
  });
});

describe.each(LANGUAGES)('the phone’s nav menu in $locale', (language) => {
  it('closes on a tap outside it, on Escape and on choosing a link', async () => {
    const visit = await session.visit({ viewport: { width: 390, height: 844 }, locale: language.locale });
    const { app } = visit;
    await app.goto('/editor');
    await app.waitForHeading(language.headings['/editor']);
    const page = app.page;
    const menu = page.getByRole('button', { name: language.menu, exact: true });
    const expanded = () => menu.getAttribute('aria-expanded');
    const waitFor = (state: string, what: string) =>
      eventually(expanded, (value) => expect(value).toBe(state), { what: `the menu ${what}` });

    await menu.click();
    await waitFor('true', 'open');
    await page.mouse.click(200, 820);
    await waitFor('false', 'closed after a tap outside it');

    await menu.click();
    await waitFor('true', 'open again');
    await page.keyboard.press('Escape');
    await waitFor('false', 'closed by Escape');

    await menu.click();
    await waitFor('true', 'open once more');
    await page.getByRole('navigation').getByRole('link', { name: language.headings['/editor'], exact: true }).click();
    await waitFor('false', 'closed after choosing a link');
  });
});
