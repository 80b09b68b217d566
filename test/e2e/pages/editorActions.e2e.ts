// The Editor's document actions in Chromium against nginx: a new document from a template (undone by mod+Z), a dropped
// file (opened as a new document), the source downloaded, the Renderer’s "Open in Editor" and Home’s "Edit" (a search typed just before it stays Home’s), the page's keys and the shortcuts dialog,
// a storage that refuses to open (the text stays), and two tabs editing at once (nothing lost).
import { AxeBuilder } from '@axe-core/playwright';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { chunkFiles } from '../harness/distFiles';
import { noProblems } from '../harness/pageWatch';
import { suiteDist } from '../harness/suiteEnv';
import { EditorPage } from './editorPage';
import { menuButton } from './menus';
import { RendererPage } from './rendererPage';
import { SAMPLE_SPECS } from './specs';
import { storedSource, waitUntilStored } from './storedDocument';

const session = useBrowser();

async function openEditor(visit?: Visit): Promise<{ visit: Visit; editor: EditorPage }> {
  const opened = visit ?? (await session.visit());
  await opened.app.goto('/editor');
  await opened.app.waitForHeading('Editor');
  const editor = new EditorPage(opened.app.page);
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.waitForText(DEFAULT_SOURCE);
  return { visit: opened, editor };
}

it('makes a new document from a searched template, draws it, and mod+Z brings the old text and picture back', async () => {
  const { visit, editor } = await openEditor();
  await editor.runAction('New from template…');
  const dialog = editor.dialog('New from a template');
  await dialog.getByRole('searchbox', { name: 'Search templates' }).fill('timeline simple');
  await dialog.getByRole('button', { name: /sequence-timeline-simple$/ }).click();
  await dialog.waitFor({ state: 'hidden' });

  await eventually(
    () => editor.text(),
    (text) => expect(text.split('\n')[0]).toBe('infographic sequence-timeline-simple'),
    { what: "the template's sample in the code editor" },
  );
  await editor.preview.waitForPictureText('Research');
  expect(await editor.preview.pictureText()).not.toContain('Shipping a release');
  await eventually(
    () => storedSource(editor.page),
    (stored) => expect(stored?.split('\n')[0]).toBe('infographic sequence-timeline-simple'),
    { what: 'the new document saved as the current document' },
  );

  await editor.source.click();
  await editor.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(DEFAULT_SOURCE);
  await editor.preview.waitForPictureText('Shipping a release');
  await waitUntilStored(editor.page, DEFAULT_SOURCE);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('opens a .txt file dropped on the code editor as a new document and refuses a file that is not a spec, keeping the text', async () => {
  const { visit, editor } = await openEditor();
  await editor.dropFile('notes.md', '# not a spec', 'text/markdown');
  await editor.page.getByRole('alert').filter({ hasText: '“notes.md” is not a .txt or .json file.' }).waitFor();
  await editor.waitForText(DEFAULT_SOURCE);
  // Typed in, the document is the user's work: what is opened next gets a document of its own.
  await editor.source.click();
  await editor.page.keyboard.press('ControlOrMeta+End');
  await editor.page.keyboard.type(' ');
  await editor.waitForText(`${DEFAULT_SOURCE} `);

  await editor.dropFile('release.txt', SAMPLE_SPECS[0].text, 'text/plain');
  await editor.waitForText(SAMPLE_SPECS[0].text);
  await editor.preview.waitForPictureText(SAMPLE_SPECS[0].shows);
  await editor.page
    .getByRole('status')
    .filter({ hasText: 'Opened “release” as a new document. “Shipping a release” stays in Documents.' })
    .waitFor();

  // The document open before is still there, in Documents, with what was typed.
  await editor.runAction('Documents');
  const dialog = editor.page.getByRole('dialog', { name: 'Documents' });
  await dialog.getByRole('button', { name: 'Open “Shipping a release”' }).click();
  await editor.waitForText(`${DEFAULT_SOURCE} `);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('downloads the source as .txt, or as .json for JSON options, holding exactly the text', async () => {
  const { visit, editor } = await openEditor();
  const download = () => editor.runAction('Download source');
  const text = await editor.download(download);
  expect(text).toEqual({ name: 'shipping-a-release.txt', text: DEFAULT_SOURCE });

  const json = JSON.stringify(
    { template: 'chart-column-simple', data: { title: 'Column facts', values: [{ label: 'A', value: 3 }] } },
    null,
    2,
  );
  await editor.replaceText(json);
  await editor.preview.waitForPictureText('Column facts');
  expect(await editor.download(download)).toEqual({ name: 'column-facts.json', text: json });
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('opens the Renderer’s text in the Editor with "Open in Editor"', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.source.fill(SAMPLE_SPECS[2].text);
  await renderer.waitForPictureText(SAMPLE_SPECS[2].shows);

  await renderer.runAction('Open in Editor');
  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  await editor.waitForText(SAMPLE_SPECS[2].text);
  await editor.preview.waitForPictureText(SAMPLE_SPECS[2].shows);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('opens a gallery card’s template in the Editor with "Edit", and the address no longer names it', async () => {
  const visit = await session.visit();
  await visit.app.goto('/');
  await visit.app.waitForHeading('Infographic Preview');
  const gallery = visit.app.page.getByRole('region', { name: 'Templates' });
  await gallery.scrollIntoViewIfNeeded();
  await visit.app.page.getByRole('searchbox', { name: 'Search templates' }).fill('sequence-timeline-simple');
  await gallery.getByRole('link', { name: 'Edit sequence-timeline-simple in the Editor', exact: true }).click();

  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  await eventually(
    () => editor.text(),
    (text) => expect(text.split('\n')[0]).toBe('infographic sequence-timeline-simple'),
    { what: "the template's sample in the code editor" },
  );
  await editor.preview.waitForPictureText('Research');
  // Cleared, so a reload opens what the user typed since rather than the sample again.
  await eventually(
    () => new URL(visit.app.page.url()).pathname + new URL(visit.app.page.url()).search,
    (address) => expect(address).toBe('/editor'),
    { what: 'the address back to /editor' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

/** Home, its gallery in view, with the Editor's chunk held back a second: Home stays on screen while it loads, past the
 * search's 300 ms wait before the address follows it. */
async function homeWithSlowEditor() {
  const visit = await session.visit();
  const { page } = visit.app;
  await page.route(`**/${chunkFiles(suiteDist(), 'editor').js}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await visit.app.goto('/');
  await visit.app.waitForHeading('Infographic Preview');
  const gallery = page.getByRole('region', { name: 'Templates' });
  await gallery.scrollIntoViewIfNeeded();
  return { visit, page, gallery, search: page.getByRole('searchbox', { name: 'Search templates' }) };
}

it('a search typed just before following "Edit" stays Home’s: the Editor opens the template, and Back shows the search', async () => {
  const { visit, page, gallery, search } = await homeWithSlowEditor();
  await search.fill('sequence-timeline-simpl');
  const edit = gallery.getByRole('link', { name: 'Edit sequence-timeline-simple in the Editor', exact: true });
  await edit.waitFor();
  // The last letter and the click in one task, as a quick user's: the address has not followed the search yet.
  const href = await edit.getAttribute('href');
  await search.evaluate((field: HTMLInputElement, link) => {
    field.focus();
    document.execCommand('insertText', false, 'e');
    document.querySelector<HTMLAnchorElement>(`a[href="${link}"]`)!.click();
  }, href);

  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(page);
  await eventually(
    () => editor.text(),
    (text) => expect(text.split('\n')[0]).toBe('infographic sequence-timeline-simple'),
    { what: "the template's sample in the code editor" },
  );
  await eventually(
    () => new URL(page.url()).pathname + new URL(page.url()).search,
    (address) => expect(address).toBe('/editor'),
    { what: 'the address back to /editor' },
  );
  await page.goBack();
  await visit.app.waitForHeading('Infographic Preview');
  await eventually(
    () => search.inputValue(),
    (value) => expect(value).toBe('sequence-timeline-simple'),
    { what: 'the search back in the field' },
  );
  expect(new URL(page.url()).searchParams.get('q')).toBe('sequence-timeline-simple');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('shows the shortcuts with "?" outside the editor, closes with Escape and gives the focus back; keys work in the editor', async () => {
  const { visit, editor } = await openEditor();
  await menuButton(editor.page, 'File').focus();
  await editor.page.keyboard.press('?');
  const dialog = editor.dialog('Keyboard shortcuts');
  await dialog.waitFor();
  for (const does of ['Render now', 'Save snapshot', 'Search and replace', 'Comment or uncomment the line']) {
    await dialog.getByRole('cell', { name: does, exact: true }).waitFor();
  }
  await editor.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(
    () => editor.focused(),
    (now) => expect(now).toBe('button: File'),
    { what: 'the focus back on the button it was on' },
  );

  // In the code editor "?" is a character; mod+Enter draws without inserting a line; mod+Shift+Z redoes; mod+F searches.
  await editor.caretAtEndOfLine(3);
  await editor.page.keyboard.type(' now?');
  await editor.page.keyboard.press('ControlOrMeta+Enter');
  await editor.preview.waitForPictureText('Shipping a release now?');
  expect(await dialog.isVisible()).toBe(false);
  const typed = DEFAULT_SOURCE.replace('Shipping a release', 'Shipping a release now?');
  await editor.waitForText(typed);
  await editor.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(DEFAULT_SOURCE);
  await editor.page.keyboard.press('ControlOrMeta+Shift+z');
  await editor.waitForText(typed);
  await editor.page.keyboard.press('ControlOrMeta+f');
  await editor.page.getByRole('textbox', { name: 'Find', exact: true }).waitFor();

  await editor.runAction('Keyboard shortcuts');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('says so when the browser refuses storage, and keeps the typed text in the tab (and in a download)', async () => {
  const visit = await session.visit();
  await visit.context.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await visit.app.goto('/editor');
  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  await editor.page.getByRole('status').filter({ hasText: 'This browser does not let the app save your work' }).waitFor();
  await editor.preview.waitForPictureText('Shipping a release');

  await editor.caretAtEndOfLine(3);
  await editor.page.keyboard.type(' offline');
  await editor.preview.waitForPictureText('Shipping a release offline');
  const typed = DEFAULT_SOURCE.replace('Shipping a release', 'Shipping a release offline');
  await visit.app.navLink('Renderer').click();
  await visit.app.waitForHeading('Renderer');
  await visit.app.navLink('Editor').click();
  await visit.app.waitForHeading('Editor');
  await editor.waitForText(typed);
  await editor.page.getByRole('status').filter({ hasText: 'Your work stays in this tab' }).waitFor();
  const file = await editor.download(() => editor.runAction('Download source'));
  expect(file.text).toBe(typed);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('two tabs typing at once: the second is offered "Load it" or "Keep mine", and keeping it loses neither text', async () => {
  const { visit, editor: first } = await openEditor();
  const secondPage = await visit.context.newPage();
  await secondPage.goto(visit.app.url('/editor'));
  const second = new EditorPage(secondPage);
  await second.preview.waitForPictureText('Shipping a release');

  await first.caretAtEndOfLine(3);
  await first.page.keyboard.type(' from one');
  const fromOne = DEFAULT_SOURCE.replace('Shipping a release', 'Shipping a release from one');
  await waitUntilStored(first.page, fromOne);

  // The offer arrives with the first tab's save; waited for, so the line clicked next does not move under the pointer.
  const offer = secondPage.getByRole('status').filter({ hasText: 'A newer version of this document was saved in another tab' });
  await offer.waitFor();
  await second.caretAtEndOfLine(3);
  await second.page.keyboard.type(' from two');
  const fromTwo = DEFAULT_SOURCE.replace('Shipping a release', 'Shipping a release from two');
  await second.waitForText(fromTwo);
  await offer.getByRole('button', { name: 'Load it', exact: true }).waitFor();
  await offer.getByRole('button', { name: 'Keep mine', exact: true }).click();
  await offer.waitFor({ state: 'detached' });
  await second.waitForText(fromTwo);
  await waitUntilStored(secondPage, fromTwo);

  // The first tab is told, not overwritten: its own text stays until it chooses.
  const firstOffer = first.page.getByRole('status').filter({ hasText: 'A newer version of this document was saved in another tab' });
  await firstOffer.waitFor();
  await first.waitForText(fromOne);
  await firstOffer.getByRole('button', { name: 'Load it', exact: true }).click();
  await first.waitForText(fromTwo);
  await first.preview.waitForPictureText('Shipping a release from two');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('both dialogs pass axe (WCAG 2.1 A/AA) while open', async () => {
  const { visit, editor } = await openEditor();
  const check = async (opener: string, name: string, shown: string | RegExp) => {
    await editor.runAction(opener);
    const dialog = editor.dialog(name);
    await dialog.waitFor();
    await dialog.getByText(shown).first().waitFor();
    const results = await new AxeBuilder({ page: editor.page })
      .include('dialog[open]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${name}: ${violation.id}: ${violation.help}`)).toEqual([]);
    // Proof the rules ran on the dialog's controls. Colour contrast axe cannot decide in the top layer ("overlapped by another
    // element"); the dialog uses the page's own colour tokens, which the page-wide axe run checks.
    expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['button-name', 'aria-allowed-attr']));
    expect(results.incomplete.filter((rule) => rule.id !== 'color-contrast')).toEqual([]);
    await editor.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  };
  await check('New from template…', 'New from a template', /sequence-timeline-simple$/);
  await check('Keyboard shortcuts', 'Keyboard shortcuts', 'Render now');
  expect(visit.watch.problems()).toEqual(noProblems());
});
