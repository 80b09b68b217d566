// The Editor's dialogs are the app's one modal dialog: Escape closes each and the focus goes back to what opened it (a button,
// or the code editor for mod+S), and the Documents dialog passes axe (WCAG 2.1 A/AA) in the light and the dark scheme.
import { AxeBuilder } from '@axe-core/playwright';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage } from './editorPage';

const session = useBrowser();

it('Documents, opened from the keyboard: Escape closes it and the focus is back on its button', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  const button = editor.documentToolbar.getByRole('button', { name: 'Documents', exact: true });
  await button.focus();
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
    (now) => expect(now).toBe('button: Documents'),
    { what: 'the focus back on the Documents button' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('mod+S in the code editor opens "Save a snapshot"; Escape closes it and the caret is back in the code editor', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.caretAtEndOfLine(3);
  const inEditor = await editor.focused();
  await editor.page.keyboard.press('ControlOrMeta+s');
  const dialog = editor.dialog('Save a snapshot');
  await dialog.getByRole('textbox', { name: 'Snapshot name' }).waitFor();
  await editor.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(
    () => editor.focused(),
    (now) => expect(now).toBe(inEditor),
    { what: 'the focus back in the code editor' },
  );
  // Typing goes on where it was.
  await editor.page.keyboard.type('!');
  await editor.waitForText(DEFAULT_SOURCE.replace('Shipping a release', 'Shipping a release!'));
  expect(visit.watch.problems()).toEqual(noProblems());
});

describe.each(['light', 'dark'] as const)('the Documents dialog in the %s scheme', (scheme) => {
  it('passes axe (WCAG 2.1 A/AA) while open', async () => {
    const visit = await session.visit({ colorScheme: scheme });
    const editor = await openEditorPage(visit);
    await editor.documentToolbar.getByRole('button', { name: 'Documents', exact: true }).click();
    const dialog = editor.dialog('Documents');
    await dialog.getByRole('button', { name: 'Open “Shipping a release”' }).waitFor();
    const results = await new AxeBuilder({ page: editor.page })
      .include('dialog[open]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // Proof the rules ran on the dialog's controls. Colour contrast axe cannot decide in the top layer; the dialog uses the
    // page's own colour tokens, which the page-wide axe run checks in both schemes.
    expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['button-name', 'list', 'listitem']));
    expect(results.incomplete.filter((rule) => rule.id !== 'color-contrast')).toEqual([]);
    expect(visit.watch.problems()).toEqual(noProblems());
  });
});
