// "Try other templates" in Chromium against nginx: the document's data drawn in every template that fits it (every list
// template of Home's gallery among them, and the sequences and quadrants it converts to), a card switches the template
// in the Renderer, and in the Editor as one undo step; axe finds nothing wrong in the open dialog; nothing goes wrong behind.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_SOURCE, DEFAULT_TEMPLATE } from '../../../src/shared/document/defaultSource';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage } from './editorPage';
import { RendererPage } from './rendererPage';

const session = useBrowser();
/** The default document is a list of four items: as a sequence its `lists` key becomes `sequences`. */
const TARGET = 'sequence-timeline-simple';
const AS_SEQUENCE = DEFAULT_SOURCE.replace(DEFAULT_TEMPLATE, TARGET).replace('  lists\n', '  sequences\n');
/** Drawing every card of the dialog a screen at a time, on a busy two-core machine. */
const ALL_CARDS_TIMEOUT_MS = 300_000;

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Try other templates' });
}

/** Template name and drawing state of every card in the dialog, in order. */
function cards(dialog: Locator): Promise<{ name: string; state: string; group: string }[]> {
  return dialog.locator('.fit-card').evaluateAll((elements) =>
    elements.map((card) => ({
      name: (card as HTMLElement).dataset.template ?? '',
      state: (card as HTMLElement).dataset.state ?? '',
      group: card.closest('section')?.getAttribute('aria-label') ?? '',
    })),
  );
}

/** Scrolls the dialog a screen at a time until no card is waiting to be drawn. */
async function drawEveryCard(dialog: Locator): Promise<void> {
  await eventually(
    async () => {
      await dialog.evaluate((element) => element.scrollBy(0, element.clientHeight * 0.8));
      return (await cards(dialog)).filter((card) => card.state === 'waiting').length;
    },
    (waiting) => expect(waiting).toBe(0),
    { what: 'every card drawn', timeoutMs: ALL_CARDS_TIMEOUT_MS },
  );
}

/**
 * Home's gallery lists every template; the list templates are the ones a list fits as it is. Read in a tab of its own, closed
 * afterwards: the gallery goes on loading chunks as it draws, and leaving it in the watched tab aborted one (icons.js).
 */
async function listTemplatesOfHome(page: Page, origin: string): Promise<string[]> {
  const home = await page.context().newPage();
  try {
    await home.goto(new URL('/', origin).href);
    const gallery = home.getByRole('region', { name: 'Templates' });
    await gallery.scrollIntoViewIfNeeded();
    await gallery.locator('.gallery-card').first().waitFor({ state: 'attached' });
    const names = await gallery
      .locator('.gallery-card')
      .evaluateAll((elements) =>
        elements.filter((card) => !card.textContent?.includes('deprecated')).map((card) => (card as HTMLElement).dataset.template ?? ''),
      );
    return names.filter((name) => name.startsWith('list-'));
  } finally {
    await home.close();
  }
}

it(
  'in the Renderer: a drawn card for every template that fits the data, and a card switches the template',
  async () => {
    const visit = await session.visit();
    const page = visit.app.page;
    const listTemplates = await listTemplatesOfHome(page, visit.app.origin);
    expect(listTemplates.length).toBeGreaterThan(10);

    await visit.app.goto('/renderer');
    const renderer = new RendererPage(page);
    await renderer.waitForPictureText('Shipping a release');
    await renderer.runAction('Try other templates…');
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await drawEveryCard(dialog);
    const shown = await cards(dialog);
    const names = shown.map((card) => card.name);
    // One card per template, every list template as it is, and the list converted into sequences and quadrants.
    expect(new Set(names).size).toBe(names.length);
    expect(shown.filter((card) => card.group === 'Fits your data').map((card) => card.name)).toEqual(expect.arrayContaining(listTemplates));
    const converted = shown.filter((card) => card.group === 'After converting the data').map((card) => card.name);
    expect(converted).toContain(TARGET);
    expect(converted.some((name) => name.startsWith('compare-quadrant'))).toBe(true);
    expect(shown.filter((card) => card.state !== 'drawn')).toEqual([]);
    expect(await dialog.getByRole('status').innerText()).toMatch(
      new RegExp(
        `^Your data in ${names.length} templates: ${names.length - converted.length} read it as it is, ${converted.length} after a conversion`,
      ),
    );
    // The current template is marked as such.
    expect(await dialog.locator(`.fit-card[data-template="${DEFAULT_TEMPLATE}"] button`).getAttribute('aria-current')).toBe('true');

    // A card holds the data in that template: the title is drawn there too.
    const target = dialog.locator(`.fit-card[data-template="${TARGET}"]`);
    await target.scrollIntoViewIfNeeded();
    expect(await target.locator('svg').first().textContent()).toContain('Shipping a release');

    const before = await renderer.preview.pictureVersion();
    await target.getByRole('button').click();
    await dialog.waitFor({ state: 'detached' });
    await renderer.waitForSourceText(AS_SEQUENCE);
    await renderer.preview.waitForNewPicture(before);
    await renderer.waitForPictureText('Shipping a release');
    await eventually(
      () => renderer.shownDiagnostics(),
      (diagnostics) => expect(diagnostics).toEqual({ summary: 'No problems', errors: [] }),
      { what: 'the switched source without a problem' },
    );
    expect(visit.watch.problems()).toEqual(noProblems());
  },
  ALL_CARDS_TIMEOUT_MS + 60_000,
);

it('in the Editor: choosing a card is one undo step', async () => {
  const visit = await session.visit();
  await visit.app.goto('/editor');
  const editor = new EditorPage(visit.app.page);
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.waitForText(DEFAULT_SOURCE);
  await editor.runAction('Try other templates…');
  const dialog = dialogOf(visit.app.page);
  const target = dialog.locator(`.fit-card[data-template="${TARGET}"]`);
  await target.scrollIntoViewIfNeeded();
  await target.getByRole('button').click();
  await dialog.waitFor({ state: 'detached' });
  await editor.waitForText(AS_SEQUENCE);
  await editor.preview.waitForPictureText('Shipping a release');

  // the closed dialog gives the focus back to the Tools menu's button first; then the user goes back to the text
  await eventually(
    () => editor.focused(),
    (now) => expect(now).toBe('button: Tools'),
    { what: 'the focus back on the Tools menu button' },
  );
  await editor.source.focus();
  await visit.app.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(DEFAULT_SOURCE);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('the open dialog has no WCAG 2.1 A/AA violation, and Escape closes it', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.runAction('Try other templates…');
  const dialog = dialogOf(visit.app.page);
  await dialog.locator('.fit-card[data-state="drawn"]').first().waitFor();
  const results = await new AxeBuilder({ page: visit.app.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await visit.app.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(visit.watch.problems()).toEqual(noProblems());
});
