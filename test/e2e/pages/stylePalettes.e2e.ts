// The Style page's palettes in Chromium: saved by name across a reload (a name with markup stays text), shared by link,
// imported from JSON (a bad file or link changes nothing), reordered by keyboard, seen with colour-vision deficiencies,
// checked against the dark theme's own background, forty colours at once, and axe-clean with all of it on screen.
import { AxeBuilder } from '@axe-core/playwright';
import type { Visit } from '../harness/browserSession';
import { useBrowser } from '../harness/browserSession';
import { downloadBytes } from '../harness/downloads';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { StylePage } from './stylePage';

const session = useBrowser();
const MARKUP_NAME = '<img src=x onerror="window.__ranMarkup=1">Brand';

async function openStyle(visit: Visit, path = '/style'): Promise<StylePage> {
  await visit.app.goto(path);
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  await style.preview.waitForNewPicture(0);
  return style;
}

/** The names IndexedDB holds in the app's `palettes` or `themes` store (the page saves after showing the name). */
function storedNames(visit: Visit, store: 'palettes' | 'themes'): Promise<string[]> {
  return visit.app.page.evaluate(
    (storeName) =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('infographic-preview');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction(storeName).objectStore(storeName).getAllKeys();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map(String));
          };
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );
}

it('keeps a saved palette and theme across a reload, the name with markup shown as text, offered in the Palette and Theme selects', async () => {
  const visit = await session.visit();
  const style = await openStyle(visit);
  await style.control('Brand colours').fill('#123456, #abcdef');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #123456 #abcdef$/m), 'with the pasted colours');
  await style.control('Theme').selectOption('dark');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^theme dark$/m), 'with the dark theme');
  await style.control('Name to save under').fill(MARKUP_NAME);
  await style.button('Save palette').click();
  await style.button('Save theme').click();
  for (const store of ['palettes', 'themes'] as const)
    await eventually(
      () => storedNames(visit, store),
      (names) => expect(names).toEqual([MARKUP_NAME]),
      { what: `the name in IndexedDB's ${store}` },
    );

  await visit.app.page.reload();
  await visit.app.waitForHeading('Style');
  const saved = visit.app.page.getByRole('list', { name: 'Saved palettes' });
  await saved.getByText(MARKUP_NAME, { exact: true }).waitFor();
  await expect(visit.app.page.locator('main img[src="x"]').count()).resolves.toBe(0);
  // The choices left unapplied come back with the page; back to the default theme and no palette, then each saved one.
  await style.waitForThemeBlock((text) => expect(text).toBe('theme dark\n  palette #123456 #abcdef'), 'with the unapplied choices');
  await style.control('Theme').selectOption('');
  await style.control('Palette').selectOption('');
  await style.waitForThemeBlock((text) => expect(text).not.toContain('palette'), 'without a palette');
  await style.control('Palette').selectOption({ label: `${MARKUP_NAME} (saved)` });
  await style.waitForThemeBlock((text) => expect(text).toBe('theme\n  palette #123456 #abcdef'), 'with the saved palette');
  await style.control('Palette').selectOption('');
  await style.waitForThemeBlock((text) => expect(text).not.toContain('palette'), 'without a palette');
  await style.control('Theme').selectOption({ label: `${MARKUP_NAME} (saved)` });
  await style.waitForThemeBlock((text) => expect(text).toBe('theme dark\n  palette #123456 #abcdef'), 'with the saved theme');
  await expect(visit.app.page.evaluate(() => (window as { __ranMarkup?: number }).__ranMarkup)).resolves.toBeUndefined();

  await style.button(`Delete palette ${MARKUP_NAME}`).click();
  await eventually(
    () => storedNames(visit, 'palettes'),
    (names) => expect(names).toEqual([]),
    { what: 'the palette deleted from IndexedDB' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('opens a shared palette link in another browser, and a damaged link changes nothing', async () => {
  const sender = await session.visit();
  const style = await openStyle(sender);
  await style.control('Brand colours').fill('#0b3d91\n#fc3d21\n#ffffff');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #0b3d91 #fc3d21 #ffffff$/m), 'with the pasted colours');
  await style.button('Copy palette link').click();
  const link = await eventually(
    () => style.control('Palette link').inputValue(),
    (value) => expect(value).toMatch(/\/style#v=1&palette=[\w-]+$/),
    { what: 'the palette link' },
  );

  const receiver = await session.visit();
  const opened = await openStyle(receiver, new URL(link).pathname + new URL(link).hash);
  await opened.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #0b3d91 #fc3d21 #ffffff$/m), 'with the linked palette');
  await receiver.app.page.getByRole('status').filter({ hasText: 'Opened the palette “Brand palette” (3 colours).' }).waitFor();

  const damaged = await session.visit();
  const unchanged = await openStyle(damaged, `/style#v=1&palette=${new URL(link).hash.split('palette=')[1]!.slice(0, -6)}`);
  await damaged.app.page.getByRole('alert').filter({ hasText: 'This palette link cannot be opened' }).waitFor();
  await expect(unchanged.themeBlock.inputValue()).resolves.not.toContain('palette');
  expect(sender.watch.problems()).toEqual(noProblems());
  expect(receiver.watch.problems()).toEqual(noProblems());
  expect(damaged.watch.problems()).toEqual(noProblems());
});

it('imports a palette from JSON, and a bad file gives a message and changes nothing', async () => {
  const visit = await session.visit();
  const style = await openStyle(visit);
  const input = style.control('Import palette (JSON)');
  await input.setInputFiles({
    name: 'brand.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ kind: 'infographic-palette', version: 1, name: 'Sea', colors: ['#006d77', '#83c5be'] })),
  });
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #006d77 #83c5be$/m), 'with the imported palette');

  // Exported as JSON (which imports again) and as the theme block a spec carries.
  const exported = async (name: string) => {
    const [download] = await Promise.all([visit.app.page.waitForEvent('download'), style.button(name).click()]);
    return { file: download.suggestedFilename(), text: (await downloadBytes(download)).toString('utf8') };
  };
  const json = await exported('Export JSON');
  expect(json.file).toBe('sea.json');
  expect(JSON.parse(json.text)).toEqual({ kind: 'infographic-palette', version: 1, name: 'Sea', colors: ['#006d77', '#83c5be'] });
  await expect(exported('Export theme block')).resolves.toEqual({ file: 'sea.txt', text: 'theme\n  palette #006d77 #83c5be\n' });

  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"colors": ["#fff", "nope"]}') });
  await visit.app.page
    .getByRole('alert')
    .filter({ hasText: '“broken.json” is not a palette file. "colors" item 2 ("nope") is not a colour. Nothing was changed.' })
    .waitFor();
  await expect(style.themeBlock.inputValue()).resolves.toMatch(/^ {2}palette #006d77 #83c5be$/m);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('reorders the palette by keyboard (announced) and by drag, and the theme block follows', async () => {
  const visit = await session.visit();
  const style = await openStyle(visit);
  await style.control('Brand colours').fill('#111111, #222222, #333333');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #111111 #222222 #333333$/m), 'with three colours');
  await style.button('Move #333333 up').focus();
  await visit.app.page.keyboard.press('Enter');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #111111 #333333 #222222$/m), 'with the third colour second');
  await visit.app.page.getByRole('status').filter({ hasText: 'Moved #333333 to position 2 of 3.' }).waitFor();
  // The focus moved with the row, so the same key moves it again.
  await visit.app.page.keyboard.press('Space');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #333333 #111111 #222222$/m), 'with the third colour first');
  await visit.app.page.getByRole('status').filter({ hasText: 'Moved #333333 to position 1 of 3.' }).waitFor();

  // By drag: the last row dropped on the first.
  const row = (color: string) => visit.app.page.getByRole('row').filter({ has: visit.app.page.getByRole('rowheader', { name: color }) });
  await row('#222222').dragTo(row('#333333'));
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #222222 #333333 #111111$/m), 'with the dragged colour first');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('shows the whole picture as seen with protanopia, deuteranopia and tritanopia', async () => {
  const visit = await session.visit();
  await openStyle(visit);
  for (const name of ['protanopia', 'deuteranopia', 'tritanopia']) {
    const image = visit.app.page.getByRole('img', { name: `The picture as seen with ${name}`, exact: true });
    await image.scrollIntoViewIfNeeded();
    await eventually(
      () => image.evaluate((element) => ({ width: (element as HTMLImageElement).naturalWidth, filter: getComputedStyle(element).filter })),
      (shown) => {
        expect(shown.width).toBeGreaterThan(0);
        expect(shown.filter).toContain(`style-vision-${name}`);
      },
      { what: `the ${name} picture drawn through its filter` },
    );
  }
  // culori's protanopia matrix at full severity (Machado et al. 2009), first row.
  await expect(visit.app.page.locator('filter#style-vision-protanopia feColorMatrix').getAttribute('values')).resolves.toMatch(
    /^0\.152286 1\.052583 -0\.204868 0 0 /,
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('checks contrast against the dark theme’s own background, and takes a palette of forty colours', async () => {
  const visit = await session.visit();
  const style = await openStyle(visit);
  const caption = visit.app.page.locator('caption').filter({ hasText: 'Contrast (WCAG 2.1)' });
  await caption.filter({ hasText: '#ffffff (not set: white assumed)' }).waitFor();
  await style.control('Theme').selectOption('dark');
  await caption.filter({ hasText: /#1f1f1f \(the dark theme’s background\)/i }).waitFor();

  const forty = Array.from({ length: 40 }, (_, i) => `#${(0x0a0b0c + i * 0x030405).toString(16).padStart(6, '0')}`);
  const version = await style.preview.pictureVersion();
  await style.control('Brand colours').fill(forty.join('\n'));
  await style.waitForThemeBlock((text) => expect(text).toContain(`  palette ${forty.join(' ')}`), 'with forty colours');
  await style.preview.waitForNewPicture(version);
  await expect(visit.app.page.getByRole('button', { name: /^Move #[0-9a-f]{6} up$/ }).count()).resolves.toBe(40);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('is axe-clean with saved items, a palette link and the colour-vision pictures on screen', async () => {
  const visit = await session.visit();
  const style = await openStyle(visit);
  await style.control('Brand colours').fill('#1e3a8a, #fde68a');
  await style.control('Name to save under').fill('Brand');
  await style.button('Save palette').click();
  await style.button('Save theme').click();
  await visit.app.page.getByRole('list', { name: 'Saved themes' }).getByText('Brand', { exact: true }).waitFor();
  await style.button('Copy palette link').click();
  await style.control('Palette link').waitFor();
  await visit.app.page.getByRole('img', { name: 'The picture as seen with tritanopia', exact: true }).waitFor();
  const results = await new AxeBuilder({ page: visit.app.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
  // What axe could not decide may only be inside the library's pictures, never in the page's own controls.
  const undecided = results.incomplete.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
  await expect(
    visit.app.page.evaluate((selectors) => selectors.filter((selector) => !document.querySelector(selector)?.closest('svg')), undecided),
  ).resolves.toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});
