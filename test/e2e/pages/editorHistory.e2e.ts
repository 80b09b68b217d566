// The Editor's history in Chromium against nginx: mod+S names a snapshot that survives a reload; Restore brings its text and
// picture back and mod+Z undoes it; export and import round-trip the history, an invalid file changes nothing; "Keep mine as
// a copy" keeps this tab's text when another tab's version is loaded; the open panel passes axe.
import { AxeBuilder } from '@axe-core/playwright';
import type { Download } from 'playwright-core';
import { useBrowser, type Visit } from '../harness/browserSession';
import { downloadBytes } from '../harness/downloads';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage, openEditorPage } from './editorPage';
import { HistoryPanel } from './historyPanel';

const session = useBrowser();

async function openEditor(visit?: Visit): Promise<{ visit: Visit; editor: EditorPage; history: HistoryPanel }> {
  visit ??= await session.visit();
  return { visit, editor: await openEditorPage(visit), history: new HistoryPanel(visit.app.page) };
}

const spec = (title: string) =>
  `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n    - label Two\n`;
const titleLine = async (editor: EditorPage) => (await editor.text()).split('\n')[2];

/** Types a title into the default sample, saves it as a named snapshot with mod+S, and waits until it is saved. */
async function saveNamedSnapshot(editor: EditorPage, history: HistoryPanel, name: string): Promise<void> {
  await editor.source.click();
  await editor.page.keyboard.press('ControlOrMeta+s');
  await history.nameDialog.waitFor();
  await eventually(
    () => history.nameField.inputValue(),
    (value) => expect(value).toMatch(/^Snapshot [A-Z][a-z]{2} \d{1,2}, \d\d:\d\d:\d\d$/),
    { what: 'a name from the time offered' },
  );
  await history.nameField.fill(name);
  await editor.page.keyboard.press('Enter');
  await history.nameDialog.waitFor({ state: 'hidden' });
  await editor.page
    .getByRole('status')
    .filter({ hasText: `Saved snapshot “${name}”.` })
    .waitFor();
}

it('mod+S names a snapshot that survives a reload; Restore brings its text and picture back, and mod+Z undoes the restore', async () => {
  const { visit, editor, history } = await openEditor();
  await editor.replaceText(spec('Release one'));
  await editor.preview.waitForPictureText('Release one');
  await saveNamedSnapshot(editor, history, 'First release');

  await editor.replaceText(spec('Second draft'));
  await editor.preview.waitForPictureText('Second draft');
  await editor.page.reload();
  await visit.app.waitForHeading('Editor');
  await eventually(
    () => titleLine(editor),
    (line) => expect(line).toBe('  title Second draft'),
    { what: 'the typed text back after the reload' },
  );

  await history.open();
  const row = history.item('First release');
  await row.waitFor();
  await expect(row.locator('code').innerText()).resolves.toBe('infographic list-row-simple-horizontal-arrow');
  // The thumbnail is the snapshot's own picture, drawn by the engine.
  await history.item('First release').locator('.history-thumbnail.is-drawn svg', { hasText: 'Release one' }).first().waitFor();

  await history.itemButton('First release', 'Restore').click();
  await history.dialog.waitFor({ state: 'hidden' });
  await editor.waitForText(spec('Release one').trimEnd() + '\n');
  await editor.preview.waitForPictureText('Release one');

  // The text before the restore was kept first.
  await history.open();
  await eventually(
    () => history.titles(),
    (titles) => expect(titles.slice(0, 2)).toEqual(['Before a restore', 'First release']),
    { what: 'the text before the restore, newest in History' },
  );
  await history.close();

  await editor.source.click();
  await editor.page.keyboard.press('ControlOrMeta+z');
  await eventually(
    () => titleLine(editor),
    (line) => expect(line).toBe('  title Second draft'),
    { what: 'mod+Z bringing back the text from before the restore' },
  );
  await editor.preview.waitForPictureText('Second draft');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('exports the history and imports it back; an invalid file shows what is wrong and the list stays as it was', async () => {
  const { visit, editor, history } = await openEditor();
  await editor.replaceText(spec('Exported'));
  await editor.preview.waitForPictureText('Exported');
  await saveNamedSnapshot(editor, history, 'To export');

  await history.open();
  await history.item('To export').waitFor();
  const [download] = (await Promise.all([
    editor.page.waitForEvent('download'),
    history.dialog.getByRole('button', { name: 'Export history', exact: true }).click(),
  ])) as [Download, void];
  expect(download.suggestedFilename()).toMatch(/^infographic-history-\d{4}-\d\d-\d\d\.json$/);
  const exported = await downloadBytes(download);
  expect(JSON.parse(exported.toString('utf8'))).toMatchObject({ type: 'infographic-preview-history', version: 1 });

  const before = await history.titles();
  await history.importInput.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ type: 'infographic-preview-history', version: 1, snapshots: [{ savedAt: 'soon', kind: 'named' }] }),
    ),
  });
  await history.alert
    .filter({ hasText: '“broken.json” was not imported: snapshot 1 of 1 (snapshots[0]): "savedAt" should be a date' })
    .waitFor();
  await expect(history.alert.innerText()).resolves.toContain('Nothing was changed.');
  expect(await history.titles()).toEqual(before);

  await history.itemButton('To export', 'Delete').click();
  await eventually(
    () => history.titles(),
    (titles) => expect(titles).not.toContain('To export'),
    { what: 'the deleted snapshot gone from the list' },
  );
  await history.importInput.setInputFiles({ name: 'saved-history.json', mimeType: 'application/json', buffer: exported });
  await history.status.filter({ hasText: /Imported \d+ snapshots? from “saved-history\.json”\./ }).waitFor();
  await history.item('To export').waitFor();
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('renames a snapshot in place', async () => {
  const { visit, editor, history } = await openEditor();
  await saveNamedSnapshot(editor, history, 'Old name');
  await history.open();
  await history.itemButton('Old name', 'Rename').click();
  const field = history.dialog.getByRole('textbox', { name: 'New name', exact: true });
  await field.fill('New name');
  await field.press('Enter');
  await history.item('New name').waitFor();
  expect(await history.titles()).not.toContain('Old name');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('"Keep mine as a copy" loads the other tab\'s newer version and keeps this tab\'s text in History', async () => {
  const mine = await openEditor();
  // A second tab of the same browser profile (same context: same storage and channel).
  const otherPage = await mine.visit.context.newPage();
  await otherPage.goto(mine.visit.app.url('/editor'));
  const other = { editor: new EditorPage(otherPage) };
  await other.editor.preview.waitForPictureText('Shipping a release');
  await other.editor.replaceText(spec('Saved in the other tab'));
  await other.editor.preview.waitForPictureText('Saved in the other tab');

  const notice = mine.editor.page.getByRole('status').filter({ hasText: 'A newer version of this document was saved in another tab' });
  await notice.waitFor();
  await expect(notice.innerText()).resolves.toContain('keeps your text here as a snapshot in History');
  await notice.getByRole('button', { name: 'Keep mine as a copy', exact: true }).click();
  await eventually(
    () => titleLine(mine.editor),
    (line) => expect(line).toBe('  title Saved in the other tab'),
    { what: "the other tab's version loaded" },
  );
  await mine.history.open();
  const copy = mine.history.items.filter({ hasText: 'My version from this tab' });
  await copy.waitFor();
  await copy.getByRole('button', { name: 'Restore', exact: true }).click();
  await eventually(
    () => titleLine(mine.editor),
    (line) => expect(line).toBe('  title Shipping a release'),
    { what: "this tab's own text back from History" },
  );
  expect(mine.visit.watch.problems()).toEqual(noProblems());
});

it.each(['light', 'dark'] as const)('the open History panel has no WCAG 2.1 A/AA violation in the %s scheme', async (colorScheme) => {
  const { visit, editor, history } = await openEditor(await session.visit({ colorScheme }));
  await saveNamedSnapshot(editor, history, 'Checked by axe');
  await editor.replaceText(spec('Second'));
  await editor.preview.waitForPictureText('Second');
  await history.open();
  await history.thumbnail('Checked by axe').waitFor();
  const results = await new AxeBuilder({ page: editor.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});
