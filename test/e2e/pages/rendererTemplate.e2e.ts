// The Renderer's Template select commits on Enter, not per key (issue 28): typing a template's name draws nothing and takes
// no snapshot until Enter, which then draws once and leaves exactly one "Before a template was opened" snapshot.
import type { Page } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { HistoryPanel } from './historyPanel';
import { RendererPage } from './rendererPage';

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
