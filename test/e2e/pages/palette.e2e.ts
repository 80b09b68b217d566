// The command palette (DESIGN.md: mod+K opens a dialog listing every action by name, role="option" items, with its keys): on
// every page it lists the actions registered there, typing filters them, Enter runs the chosen one and Escape closes it with
// the focus back where it was. The workspace menus' items are listed too, and run from it. On the Editor it runs "Save snapshot" from the code editor, and the snapshot dialog's Escape
// brings the focus back to the code editor.
import type { Page } from 'playwright-core';
import { APP_ACTIONS } from '../../../src/actions/appActions';
import { messages as english } from '../../../src/i18n/messages/en';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { PAGES } from '../harness/pages';
import { openEditorPage } from './editorPage';

const session = useBrowser();

/** The app's actions listed in the palette on every page. */
const APP_ENTRIES = APP_ACTIONS.filter((action) => action.shownAs?.includes('palette') ?? true).map(
  // The table names its actions by message id; the page shows them in English here.
  (action) => (english as unknown as Record<string, string>)[action.label] ?? action.label,
);
/** The Editor's actions (src/pages/editor/editorActions.ts), listed before the app's. */
const EDITOR_ENTRIES = [
  'Render now',
  'Save snapshot',
  'History',
  'Documents',
  'New from template…',
  'Download source',
  'Show problems',
  'Search and replace',
  'Undo (text and canvas edits, a new document or an opened file)',
  'Redo',
];

/** The Renderer's actions (src/pages/renderer/rendererActions.ts). */
const RENDERER_ENTRIES = ['Undo (a template, its sample data, an opened file or link)'];

/** The items of the workspace menus (Export, Share, View, File, Tools) not already listed as the page's actions, in any order. */
const EXPORT_AND_VIEW = [
  'Download SVG',
  'Download PNG',
  'Download JPEG',
  'Download WebP',
  'Download PDF',
  'Download PowerPoint',
  'Image size: 1x',
  'Image size: 2x',
  'Image size: 3x',
  'Image size: Width in pixels…',
  'Transparent background',
  'Copy SVG code',
  'Copy Markdown',
  'Copy HTML',
  'Copy image',
  'Copy link',
  'Fit to the window',
  'Zoom in',
  'Zoom out',
  'Fullscreen',
  'Text alternative',
  'Open file…',
  'Try other templates…',
  'Restyle',
];
const MENU_ITEMS: Record<string, string[]> = {
  Editor: [...EXPORT_AND_VIEW, 'Open in Renderer'],
  Renderer: [...EXPORT_AND_VIEW, 'Open in Editor', 'Check many specs'],
};

/** The palette's options by name, in order. */
function options(page: Page): Promise<string[]> {
  return page
    .getByRole('dialog', { name: 'Command palette' })
    .getByRole('option')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

/** The focused element as "tag: name", looking into shadow roots (the code editor's). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element ? `${element.tagName.toLowerCase()}: ${element.getAttribute('aria-label') ?? element.textContent ?? ''}` : 'nothing';
  });
}

it.each(PAGES.map((facts) => [facts.name, facts] as const))(
  'on %s mod+K lists the page’s actions, then the app’s, with their keys; Escape closes it and the focus goes back',
  async (_name, facts) => {
    const visit = await session.visit();
    const { page } = visit.app;
    await visit.app.goto(facts.path);
    await visit.app.waitForHeading(facts.heading);
    const link = visit.app.navLink(facts.name);
    await link.focus();
    const before = await focused(page);
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    const own = facts.name === 'Editor' ? EDITOR_ENTRIES : facts.name === 'Renderer' ? RENDERER_ENTRIES : [];
    const menus = MENU_ITEMS[facts.name] ?? [];
    await eventually(
      () => options(page),
      (now) => {
        // the page's actions, then its menus' other items, then the app's
        expect(now.slice(0, own.length)).toEqual(own);
        expect(now.slice(own.length, own.length + menus.length).sort()).toEqual([...menus].sort());
        expect(now.slice(own.length + menus.length)).toEqual(APP_ENTRIES);
      },
      { what: 'every registered action listed by name' },
    );
    // This page is not a place to go; its keys are said.
    expect(await palette.getByRole('option', { name: `Go to ${facts.name}` }).getAttribute('aria-disabled')).toBe('true');
    expect(await palette.getByRole('option', { name: 'Keyboard shortcuts' }).getAttribute('aria-keyshortcuts')).toBe('?');
    expect(await focused(page)).toBe('input: ');
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'hidden' });
    await eventually(
      () => focused(page),
      (now) => expect(now).toBe(before),
      { what: 'the focus back on the nav link' },
    );
    expect(visit.watch.problems()).toEqual(noProblems());
  },
);

it('a menu’s item runs from the palette too: "Download SVG" on the Renderer downloads the picture', async () => {
  const visit = await session.visit();
  const { page } = visit.app;
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  await visit.app.previewPicture.waitFor();
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type('download svg');
  await eventually(
    () => options(page),
    (now) => expect(now).toEqual(['Download SVG']),
    { what: 'the list filtered to Download SVG' },
  );
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('shipping-a-release.svg');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('typing filters key by key, and Enter runs the chosen action: "Go to Style" from Home', async () => {
  const visit = await session.visit();
  const { page } = visit.app;
  await visit.app.goto('/');
  await visit.app.waitForHeading(PAGES[0]!.heading);
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type('go sty');
  await eventually(
    () => options(page),
    (now) => expect(now).toEqual(['Go to Style']),
    { what: 'the list filtered to the words typed' },
  );
  await page.keyboard.press('Enter');
  await palette.waitFor({ state: 'hidden' });
  await visit.app.waitForHeading('Style');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('on the Editor, mod+K from the code editor runs "Save snapshot": its dialog opens, and Escape gives the code editor the focus back', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.caretAtEndOfLine(3);
  const inEditor = await editor.focused();
  await editor.page.keyboard.press('ControlOrMeta+k');
  const palette = editor.dialog('Command palette');
  await palette.waitFor();
  expect(await palette.getByRole('option', { name: 'Save snapshot' }).getAttribute('aria-keyshortcuts')).toBe('Control+S Meta+S');
  await editor.page.keyboard.type('save snap');
  await eventually(
    () => options(editor.page),
    (now) => expect(now).toEqual(['Save snapshot']),
    { what: 'the list filtered to Save snapshot' },
  );
  await editor.page.keyboard.press('Enter');
  await palette.waitFor({ state: 'hidden' });
  const dialog = editor.dialog('Save a snapshot');
  await dialog.getByRole('textbox', { name: 'Snapshot name' }).waitFor();
  await editor.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(
    () => editor.focused(),
    (now) => expect(now).toBe(inEditor),
    { what: 'the focus back in the code editor' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
