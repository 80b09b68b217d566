// The open document in the shared header (issue #28, item 2; Home and the not-found page since issue #52, item 4), in Chromium
// against nginx: every page names it there, as a button that opens "Documents"; a rename or another document opened on one page is what the next
// page shows, the Renderer's text follows the document opened from its header, and the name follows a saved title until
// renamed. Long names stay whole for assistive technology and end in an ellipsis on screen, at 1366 px and on a phone.
import type { Page } from 'playwright-core';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import type { AppPage } from '../harness/appPage';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage } from './editorPage';
import { RendererPage } from './rendererPage';
import { waitUntilStored } from './storedDocument';

const session = useBrowser();
const spec = (title: string) =>
  `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n    - label Two\n`;
/** The default sample's title, so a fresh visit's document is named so. */
const SAMPLE_NAME = 'Shipping a release';

/** Opens Documents from the header's document button and waits for its list. */
async function openDocumentsFromHeader(app: AppPage, name: string) {
  await app.documentButton(name).click();
  const dialog = app.page.getByRole('dialog', { name: 'Documents', exact: true });
  await dialog.getByRole('list', { name: 'Named documents' }).waitFor();
  return dialog;
}

/** Types a spec titled `title` into the Renderer and waits until it is saved and the header names the document after it. */
async function typeTitled(app: AppPage, renderer: RendererPage, title: string): Promise<void> {
  await renderer.source.fill(spec(title));
  await renderer.waitForPictureText(title);
  await waitUntilStored(app.page, spec(title));
  await app.waitForDocumentName(title);
}

/** Renames the open document `from` to `to` through the header's Documents; returns the dialog, still open. */
async function renameFromHeader(app: AppPage, from: string, to: string) {
  const dialog = await openDocumentsFromHeader(app, from);
  await dialog.getByRole('button', { name: `Rename “${from}”` }).click();
  const field = dialog.getByRole('textbox', { name: `New name for “${from}”` });
  await field.fill(to);
  await field.press('Enter');
  await dialog.getByRole('button', { name: `Open “${to}”` }).waitFor();
  return dialog;
}

async function openRenderer(app: AppPage): Promise<RendererPage> {
  await app.goto('/renderer');
  await app.waitForHeading('Renderer');
  const renderer = new RendererPage(app.page);
  await renderer.waitForPictureText(SAMPLE_NAME);
  return renderer;
}

const HEADINGS: Record<string, string> = { '/renderer': 'Renderer', '/editor': 'Editor', '/style': 'Style', '/dynamic': 'Dynamic' };

it.each(Object.keys(HEADINGS))('%s names the open document in the header, as a button that opens Documents; so does Home', async (path) => {
  const visit = await session.visit();
  const { app } = visit;
  await app.goto(path);
  await app.waitForHeading(HEADINGS[path]);
  await app.waitForDocumentName(SAMPLE_NAME);

  const dialog = await openDocumentsFromHeader(app, SAMPLE_NAME);
  // The open document is the one listed as open (it cannot be opened again).
  const openIt = dialog.getByRole('button', { name: `Open “${SAMPLE_NAME}”` });
  await openIt.waitFor();
  expect(await openIt.isDisabled()).toBe(true);
  await app.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(
    () => app.page.evaluate(() => document.activeElement?.closest('header') !== null && document.activeElement?.textContent),
    (focused) => expect(focused).toBe(SAMPLE_NAME),
    { what: 'the focus back on the header’s document button' },
  );

  await app.navigateTo('Home');
  await app.waitForHeading('Infographic Preview');
  await app.waitForDocumentName(SAMPLE_NAME);
  expect(visit.watch.problems()).toEqual(noProblems());
});

/** Home and the not-found page, as /renderer and the others: their headings in each language. */
const NOT_PAGES = [
  { path: '/', heading: 'Infographic Preview' },
  { path: '/no-such-page', heading: { en: 'Page not found', zh: '找不到页面' } },
] as const;

it.each(['en', 'zh'] as const)('Home and the not-found page name the open document in the header too (%s)', async (language) => {
  const visit = await session.visit();
  const { app } = visit;
  // the document is the user's own, typed on the Renderer, so the name is not the default's
  const renderer = await openRenderer(app);
  await typeTitled(app, renderer, 'Sales by region');
  if (language === 'zh') {
    await app.banner.getByRole('combobox', { name: /Language/ }).selectOption({ label: '中文' });
    await eventually(
      () => app.page.evaluate(() => document.documentElement.lang),
      (lang) => expect(lang).toBe('zh-CN'),
      { what: 'the Chinese interface' },
    );
  }
  for (const { path, heading } of NOT_PAGES) {
    await app.goto(path);
    await app.waitForHeading(typeof heading === 'string' ? heading : heading[language]);
    await app.waitForDocumentName('Sales by region');
    // the same button as elsewhere: it opens Documents, which lists the open document
    await app.documentButton('Sales by region').click();
    const dialog = app.page.getByRole('dialog');
    await dialog.getByRole('list').first().waitFor();
    expect(await dialog.innerText()).toContain('Sales by region');
    await app.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a rename from the Renderer’s header shows there at once and in the Editor’s header, over the same text', async () => {
  const visit = await session.visit();
  const { app } = visit;
  await typeTitled(app, await openRenderer(app), 'Sales by region');
  const dialog = await renameFromHeader(app, 'Sales by region', 'Quarterly sales 2025');
  await app.waitForDocumentName('Quarterly sales 2025');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await app.navigateTo('Editor');
  await app.waitForHeading('Editor');
  const editor = new EditorPage(app.page);
  await editor.waitForText(spec('Sales by region'));
  await app.waitForDocumentName('Quarterly sales 2025');
  // The Editor's toolbar Documents opens the same dialog, which lists the document under its new name.
  await editor.runAction('Documents');
  await editor.dialog('Documents').getByRole('button', { name: 'Open “Quarterly sales 2025”' }).waitFor();
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('another document opened from the Renderer’s header becomes the Renderer’s text and picture, and its name', async () => {
  const visit = await session.visit();
  const { app } = visit;
  const renderer = await openRenderer(app);
  await typeTitled(app, renderer, 'First of two');

  let dialog = await openDocumentsFromHeader(app, 'First of two');
  await dialog.getByRole('button', { name: 'New document' }).click();
  await renderer.waitForSourceText(DEFAULT_SOURCE);
  await renderer.waitForPictureText(SAMPLE_NAME);
  await app.waitForDocumentName(SAMPLE_NAME);

  dialog = await openDocumentsFromHeader(app, SAMPLE_NAME);
  await dialog.getByRole('button', { name: 'Open “First of two”' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await renderer.waitForSourceText(spec('First of two'));
  await renderer.waitForPictureText('First of two');
  await app.waitForDocumentName('First of two');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('the Renderer’s header follows the title once the text is saved, until the document is renamed', async () => {
  const visit = await session.visit();
  const { app } = visit;
  const renderer = await openRenderer(app);
  await app.waitForDocumentName(SAMPLE_NAME);
  await typeTitled(app, renderer, 'Quarterly sales 2025');

  const dialog = await renameFromHeader(app, 'Quarterly sales 2025', 'Board deck');
  await app.waitForDocumentName('Board deck');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Renamed: a new title no longer moves the name.
  await renderer.source.fill(spec('Quarterly sales 2026'));
  await waitUntilStored(app.page, spec('Quarterly sales 2026'));
  await renderer.waitForPictureText('Quarterly sales 2026');
  await app.waitForDocumentName('Board deck');
});

/** Where the header's parts are: the nav's place and its links, the page's width, the document's button and its name. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
    const links = [...document.querySelectorAll('nav[aria-label="Main"] a')].map((link) => link.getBoundingClientRect());
    // the open document's button (on a phone the nav's Menu button is in the header too)
    const button = document.querySelector('header .layout__document button');
    const name = button?.firstElementChild;
    return {
      nav: { left: Math.round(nav.left), top: Math.round(nav.top), inside: nav.left >= 0 && nav.right <= window.innerWidth },
      linksInside: links.every((box) => box.left >= 0 && box.right <= window.innerWidth && box.width > 0),
      pageWiderThanWindow: document.documentElement.scrollWidth > window.innerWidth,
      buttonInside: button ? button.getBoundingClientRect().right <= window.innerWidth : null,
      nameCut: name ? name.scrollWidth > name.clientWidth && getComputedStyle(name).textOverflow === 'ellipsis' : null,
    };
  });
}

it.each([
  // On a phone the links sit behind the nav's Menu button (as on Home): they are not on screen until it is pressed.
  { width: 1366, height: 900, allLinksFit: true },
  { width: 390, height: 844, allLinksFit: false },
])(
  'a long name at $width×$height: the nav stays where Home has it, the name is cut on screen and whole as the button’s name',
  async ({ allLinksFit, ...viewport }) => {
    const visit = await session.visit({ viewport });
    const { app } = visit;
    await app.goto('/');
    await app.waitForHeading('Infographic Preview');
    const onHome = await headerLayout(app.page);
    // Home names the open document too (the default sample's, short): inside the window
    expect(onHome).toMatchObject({ buttonInside: true, pageWiderThanWindow: false });

    await openRenderer(app);
    const long = `Quarterly sales 2025 by region, product line and channel, with the board’s notes from the March review`;
    const dialog = await renameFromHeader(app, SAMPLE_NAME, long);
    // Closed from the keyboard: the focus goes back to the header's button, with a visible ring.
    await app.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const ring = await eventually(
      () =>
        app.documentButton(long).evaluate((button) => {
          const style = getComputedStyle(button);
          return { focused: document.activeElement === button, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        }),
      (shown) => expect(shown.focused).toBe(true),
      { what: 'the focus back on the header’s document button' },
    );
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    const layout = await headerLayout(app.page);
    expect(layout).toEqual({
      nav: { ...onHome.nav, inside: true },
      linksInside: allLinksFit ? true : layout.linksInside,
      pageWiderThanWindow: false,
      buttonInside: true,
      nameCut: true,
    });
    expect(visit.watch.problems()).toEqual(noProblems());
  },
);
