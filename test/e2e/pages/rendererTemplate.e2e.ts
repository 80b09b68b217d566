// The Renderer's Template select commits on Enter, not per key (issue 28): typing a template's name draws nothing and takes
// no snapshot until Enter, which then draws once and leaves exactly one "Before a template was opened" snapshot. "Use sample
// data" over text the user typed (issue 52 item 1) opens the sample as a new document, says so, and mod+Z or the palette's
// Undo brings the typed text back in one step.
import type { Page } from 'playwright-core';
import type { AppPage } from '../harness/appPage';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { HistoryPanel } from './historyPanel';
import { openRendererWithOwnText, RendererPage } from './rendererPage';

const session = useBrowser();

const TYPED = 'chart-column-s';
const TEMPLATE_SNAPSHOT = 'Before a template was opened';
/** How long typing must leave the picture alone: the per-key drawing came within a frame or two of each key. */
const QUIET_MS = 1500;

/** Counts every new picture the page shows (each change of a preview's data-picture-version), from the page's start. */
async function countPictures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { picturesDrawn: number };
    record.picturesDrawn = 0;
    new MutationObserver((changes) => {
      for (const change of changes)
        if ((change.target as Element).getAttribute('data-picture-version') !== change.oldValue) record.picturesDrawn++;
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-picture-version'] });
  });
}

const picturesDrawn = (page: Page) => page.evaluate(() => (window as unknown as { picturesDrawn: number }).picturesDrawn);
const templateLine = async (renderer: RendererPage) => (await renderer.source.inputValue()).split('\n')[0];

it('typing a name into the Template select draws nothing until Enter, then draws once and takes one snapshot', async () => {
  const { app, watch } = await session.visit();
  await countPictures(app.page);
  await app.goto('/renderer');
  await app.waitForHeading('Renderer');
  const renderer = new RendererPage(app.page);
  await renderer.waitForPictureText('Shipping a release');
  const picker = app.page.getByRole('combobox', { name: 'Template', exact: true });
  await eventually(
    () => picker.isEnabled(),
    (enabled) => expect(enabled).toBe(true),
    { what: 'the Template select enabled (templates listed)' },
  );
  const before = { line: await templateLine(renderer), drawn: await picturesDrawn(app.page) };
  expect(before.line).toBe('infographic list-row-simple-horizontal-arrow');

  await picker.focus();
  await app.page.keyboard.type(TYPED);
  // the select shows the name typed so far, and the text and picture are left alone
  const shown = await eventually(
    () => picker.inputValue(),
    (value) => expect(value.startsWith(TYPED)).toBe(true),
    { what: `the Template select showing a template starting "${TYPED}"` },
  );
  await app.page.waitForTimeout(QUIET_MS);
  expect({ line: await templateLine(renderer), drawn: await picturesDrawn(app.page) }).toEqual(before);

  await app.page.keyboard.press('Enter');
  await eventually(
    async () => ({ line: await templateLine(renderer), drawn: await picturesDrawn(app.page) }),
    (now) => expect(now).toEqual({ line: `infographic ${shown}`, drawn: before.drawn + 1 }),
    { what: `the source on ${shown} and one new picture` },
  );
  await app.page.waitForTimeout(QUIET_MS);
  expect(await picturesDrawn(app.page)).toBe(before.drawn + 1);

  await app.navigateTo('Editor');
  await app.waitForHeading('Editor');
  const history = new HistoryPanel(app.page);
  await history.open();
  await eventually(
    () => history.titles(),
    (titles) => expect(titles.filter((title) => title === TEMPLATE_SNAPSHOT)).toHaveLength(1),
    { what: `exactly one "${TEMPLATE_SNAPSHOT}" snapshot` },
  );
  expect(watch.problems()).toEqual(noProblems());
});

const spec = (title: string) =>
  `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n    - label Two\n`;
const TIMELINE = 'sequence-timeline-simple';
const SAMPLE_NOTICE = `Opened the sample of “${TIMELINE}” as a new document, “Project timeline”. “Typed by me” stays in Documents.`;

/**
 * Types a text of the user's own, picks another template and clicks "Use sample data": the sample opens as a new document
 * and the notice says so. Returns the Renderer and the text the user had (on the template picked).
 */
async function sampleOverTypedText(visit: Visit): Promise<{ renderer: RendererPage; mine: string }> {
  const { app } = visit;
  const renderer = await openRendererWithOwnText(app, spec('Typed by me'), 'Typed by me');
  await renderer.chooseTemplate(TIMELINE);
  const mine = await renderer.source.inputValue();
  await app.waitForDocumentName('Typed by me');

  await renderer.button('Use sample data').click();
  const notice = app.page.getByRole('status').filter({ hasText: SAMPLE_NOTICE });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Back to “Typed by me”' }).waitFor();
  await renderer.waitForPictureText('Project timeline');
  await app.waitForDocumentName('Project timeline');
  return { renderer, mine };
}

/** The user's text is back, in its own document, and the notice is gone. */
async function expectTypedTextBack(app: AppPage, renderer: RendererPage, mine: string): Promise<void> {
  await renderer.waitForSourceText(mine);
  await renderer.waitForPictureText('Typed by me');
  await app.waitForDocumentName('Typed by me');
  await app.page.getByRole('status').filter({ hasText: SAMPLE_NOTICE }).waitFor({ state: 'detached' });
}

it('Use sample data over typed text says what it did, and mod+Z brings the typed text back (then takes the template back)', async () => {
  const visit = await session.visit();
  const { app, watch } = visit;
  const { renderer, mine } = await sampleOverTypedText(visit);

  // The focus is on the button just clicked.
  await app.page.keyboard.press('ControlOrMeta+z');
  await expectTypedTextBack(app, renderer, mine);
  // In the text field, the next mod+Z takes the template change back (the field's own undo knows nothing of it).
  await renderer.source.focus();
  await app.page.keyboard.press('ControlOrMeta+z');
  await renderer.waitForSourceText(spec('Typed by me'));
  // The sample stays in Documents.
  await app.documentButton('Typed by me').click();
  const dialog = app.page.getByRole('dialog', { name: 'Documents', exact: true });
  await dialog.getByRole('button', { name: 'Open “Project timeline”' }).waitFor();
  expect(watch.problems()).toEqual(noProblems());
});

it('Use sample data over typed text is taken back by the command palette’s Undo too', async () => {
  const visit = await session.visit();
  const { app, watch } = visit;
  const { renderer, mine } = await sampleOverTypedText(visit);

  await renderer.runFromPalette('undo', /^Undo\b/);
  await expectTypedTextBack(app, renderer, mine);
  expect(watch.problems()).toEqual(noProblems());
});
