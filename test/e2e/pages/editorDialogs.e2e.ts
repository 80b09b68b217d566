// The Editor's dialogs are the app's one modal dialog: Escape closes each and the focus goes back to what opened it (a button,
// or the code editor for mod+S), and every dialog passes axe (WCAG 2.1 A/AA) and
// keeps AA text contrast in the light and the dark scheme.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage } from './editorPage';
import { menuButton, menuItem } from './menus';

const session = useBrowser();

it('Documents, opened from the File menu with the keyboard: Escape closes it and the focus is back on the menu button', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  const file = menuButton(editor.page, 'File');
  // the menu's code loads after the first paint; until then the button stands in, and Enter opens the menu once it is in
  await file.focus();
  await editor.page.keyboard.press('Enter');
  const documents = menuItem(editor.page, 'Documents');
  await documents.waitFor();
  // the menu pattern's keys: typing a name's first letters moves to the item, Enter runs it
  await editor.page.keyboard.type('Doc');
  await eventually(
    () => editor.focused(),
    (now) => expect(now).toBe('div: Documents'),
    { what: 'the focus on the Documents item' },
  );
  await editor.page.keyboard.press('Enter');
  const dialog = editor.dialog('Documents');
  await dialog.getByRole('list', { name: 'Named documents' }).waitFor();
  await eventually(
    () => editor.focused(),
    (now) => expect(now).not.toBe('button: Documents'),
    { what: 'the focus inside the dialog' },
  );
  await editor.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(
    () => editor.focused(),
    (now) => expect(now).toBe('button: File'),
    { what: 'the focus back on the File menu button' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('mod+S in the code editor opens "Save a snapshot"; Escape closes it and a key typed at once goes on where the caret was', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.caretAtEndOfLine(3);
  const inEditor = await editor.focused();
  await editor.page.keyboard.press('ControlOrMeta+s');
  const dialog = editor.dialog('Save a snapshot');
  await dialog.getByRole('textbox', { name: 'Snapshot name' }).waitFor();
  // No wait between the two keys, as a quick typist: with the focus given back by element.focus(), the editor had no caret
  // until CodeMirror's next update and this key was lost.
  await editor.page.keyboard.press('Escape');
  await editor.page.keyboard.type('!');
  await dialog.waitFor({ state: 'hidden' });
  await editor.waitForText(DEFAULT_SOURCE.replace('Shipping a release', 'Shipping a release!'));
  await eventually(
    () => editor.focused(),
    (now) => expect(now).toBe(inEditor),
    { what: 'the focus back in the code editor' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

/** Each Editor dialog: the toolbar button that opens it, and what it shows once its content is in. */
const DIALOGS = [
  { button: 'Documents', name: 'Documents', shows: (dialog: Locator) => dialog.getByRole('button', { name: 'Open “Shipping a release”' }) },
  {
    button: 'New from template…',
    name: 'New from a template',
    shows: (dialog: Locator) => dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first(),
  },
  { button: 'Keyboard shortcuts', name: 'Keyboard shortcuts', shows: (dialog: Locator) => dialog.getByRole('table').first() },
  { button: 'Save snapshot', name: 'Save a snapshot', shows: (dialog: Locator) => dialog.getByRole('textbox', { name: 'Snapshot name' }) },
  { button: 'History', name: 'History', shows: (dialog: Locator) => dialog.getByRole('button', { name: 'Close' }) },
  { button: 'Try other templates…', name: 'Try other templates', shows: (dialog: Locator) => dialog.locator('svg').first() },
] as const;

/**
 * Text in the open dialog (outside pictures) whose contrast with what is behind it is under WCAG AA (4.5:1, 3:1 for large
 * text): axe leaves colour contrast undecided in the top layer, so it is measured here from the computed colours.
 */
function lowContrastText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const background = (element: Element | null): Rgba => {
      if (!element) return parse(getComputedStyle(document.body).backgroundColor);
      const own = parse(getComputedStyle(element).backgroundColor);
      return own[3] === 1 ? own : over(own, background(element.parentElement));
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((n) => n / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const dialog = document.querySelector('dialog[open]')!;
    const low: string[] = [];
    for (const element of [dialog, ...dialog.querySelectorAll('*')]) {
      if (element.closest('svg') || element.closest(':disabled') || element.getClientRects().length === 0) continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (!text) continue;
      const style = getComputedStyle(element);
      const behind = background(element);
      const [hi, lo] = [luminance(over(parse(style.color), behind)), luminance(behind)].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) low.push(`${text.slice(0, 40)}: ${ratio.toFixed(2)}`);
    }
    return low;
  });
}

describe.each(['light', 'dark'] as const)('the Editor’s dialogs in the %s scheme', (scheme) => {
  it.each(DIALOGS.map((entry) => [entry.name, entry] as const))(
    '%s passes axe (WCAG 2.1 A/AA) and keeps AA text contrast while open',
    async (_, entry) => {
      const visit = await session.visit({ colorScheme: scheme });
      const editor = await openEditorPage(visit);
      await editor.runAction(entry.button);
      const dialog = editor.dialog(entry.name);
      await entry.shows(dialog).waitFor();
      const results = await new AxeBuilder({ page: editor.page })
        .include('dialog[open]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      // Proof the rules ran on the dialog's controls.
      expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['button-name']));
      expect(results.incomplete.filter((rule) => rule.id !== 'color-contrast')).toEqual([]);
      expect(await lowContrastText(editor.page)).toEqual([]);
      expect(visit.watch.problems()).toEqual(noProblems());
    },
  );
});

it('the contrast measure reports faint text put into an open dialog', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.runAction('Keyboard shortcuts');
  await editor.dialog('Keyboard shortcuts').getByRole('table').first().waitFor();
  expect(await lowContrastText(editor.page)).toEqual([]);
  await editor.page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'faint words';
    faint.style.color = '#bbb';
    faint.style.background = '#fff';
    document.querySelector('dialog[open]')!.append(faint);
  });
  expect(await lowContrastText(editor.page)).toEqual([expect.stringMatching(/^faint words: 1\.\d\d$/)]);
});

it('mod+S inside an open dialog neither opens another dialog nor reaches the browser (its "Save page as")', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.runAction('Documents');
  const dialog = editor.dialog('Documents');
  await dialog.getByRole('list', { name: 'Named documents' }).waitFor();
  // What the browser would see after the page's listeners: a default not prevented is its Save page.
  await editor.page.evaluate(() => {
    window.addEventListener('keydown', (event) => {
      if (event.key.toLowerCase() === 's') document.body.dataset.saveKeyPrevented = String(event.defaultPrevented);
    });
  });
  await editor.page.keyboard.press('ControlOrMeta+s');
  await eventually(
    () => editor.page.evaluate(() => document.body.dataset.saveKeyPrevented),
    (prevented) => expect(prevented).toBe('true'),
    { what: 'mod+S kept from the browser' },
  );
  expect(await editor.page.getByRole('dialog').count()).toBe(1);
  await expect(dialog.isVisible()).resolves.toBe(true);
  expect(visit.watch.problems()).toEqual(noProblems());
});
