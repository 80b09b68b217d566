// The Editor in Chromium against nginx: the code editor named "Infographic source" drives the live preview, the engine's
// diagnostics are lint marks on their line with quick fixes, the document survives a reload, the split moves by keys and
// is remembered, and nothing goes wrong behind the scenes (no console error, no request to another host, no CSP violation).
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage } from './editorPage';

const session = useBrowser();

async function openEditor(): Promise<{ visit: Visit; editor: EditorPage }> {
  const visit = await session.visit();
  await visit.app.goto('/editor');
  await visit.app.waitForHeading('Editor');
  return { visit, editor: new EditorPage(visit.app.page) };
}

const WITH_UNKNOWN_KEY_AT_LINE_4 = `infographic list-row-simple-horizontal-arrow
data
  title Key check
  lsits
    - label One
    - label Two
`;

it('opens the current document; typing redraws the picture in the next frames', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  const shown = await editor.preview.pictureVersion();
  await editor.caretAtEndOfLine(3);
  await editor.page.keyboard.type(' today');
  await editor.preview.waitForNewPicture(shown);
  await editor.preview.waitForPictureText('Shipping a release today');
  expect((await editor.text()).split('\n')[2]).toBe('  title Shipping a release today');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('marks an unknown key at its line, says why in the lint panel, and its quick fix puts the nearest key in', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText(WITH_UNKNOWN_KEY_AT_LINE_4);
  await eventually(
    () => editor.lintMarks(),
    (marks) => expect(marks).toEqual([{ line: 4, text: 'lsits' }]),
    { what: 'one error mark, on line 4 under "lsits"' },
  );
  await editor.runAction('Show problems');
  const item = editor.lintPanel.getByRole('option').filter({ hasText: "Line 4: Unknown key 'lsits'" });
  await item.waitFor();
  // An option's content is presentational to assistive technology (CodeMirror's fix buttons have access keys instead).
  await item.locator('button', { hasText: 'Use lists' }).click();
  await editor.waitForText(WITH_UNKNOWN_KEY_AT_LINE_4.replace('lsits', 'lists').trimEnd() + '\n');
  await eventually(
    () => editor.lintMarks(),
    (marks) => expect(marks).toEqual([]),
    { what: 'no error mark once fixed' },
  );
  await editor.preview.waitForPictureText('Key check');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a mistake typed shows a lint mark naming its line, and the mark goes once it is fixed by typing', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  /** Types `key` in place of the key of line 3 (the title's), as a user would. */
  const retypeKey = async (key: string) => {
    await editor.caretAtEndOfLine(3);
    await editor.page.keyboard.press('Home');
    for (let i = 0; i < 5; i += 1) await editor.page.keyboard.press('Delete');
    await editor.page.keyboard.type(key);
  };
  await retypeKey('tilte');
  await eventually(
    () => editor.lintMarks(),
    (marks) => expect(marks).toEqual([{ line: 3, text: 'tilte Shipping a release' }]),
    { what: 'one error mark, on the typed line 3' },
  );
  await editor.runAction('Show problems');
  await editor.lintPanel.getByRole('option').filter({ hasText: "Line 3: Unknown key 'tilte'" }).waitFor();
  await retypeKey('title');
  await editor.waitForText(DEFAULT_SOURCE);
  await eventually(
    () => editor.lintMarks(),
    (marks) => expect(marks).toEqual([]),
    { what: 'no error mark once fixed' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('keeps the last good picture, marked stale, while the text is broken', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText('infographic list-row-simple-horizontal-arrow\ndata\n  title Never drawn\n    - label Stray\n  lists\n');
  await editor.preview.region.getByText('Showing the last valid render').waitFor();
  const kept = await editor.preview.pictureText();
  expect(kept).toContain('Shipping a release');
  expect(kept).not.toContain('Never drawn');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('restores the typed document and the split after a reload', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.caretAtEndOfLine(3);
  await editor.page.keyboard.type(' again');
  await editor.preview.waitForPictureText('Shipping a release again');

  await editor.separator.focus();
  const before = Number(await editor.separator.getAttribute('aria-valuenow'));
  await editor.page.keyboard.press('ArrowRight');
  await eventually(
    () => editor.separator.getAttribute('aria-valuenow'),
    (now) => expect(Number(now)).toBe(before + 5),
    { what: 'the split moved right by one step' },
  );

  await editor.page.reload();
  await visit.app.waitForHeading('Editor');
  await eventually(
    async () => (await editor.text()).split('\n')[2],
    (line) => expect(line).toBe('  title Shipping a release again'),
    { what: 'the typed line back after the reload' },
  );
  await editor.preview.waitForPictureText('Shipping a release again');
  expect(Number(await editor.separator.getAttribute('aria-valuenow'))).toBe(before + 5);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('offers template names on the head line and the data keys of the template while typing', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText('infographic sequence-time');
  await editor.completion('sequence-timeline-simple').waitFor();
  await editor.page.keyboard.press('Escape');

  await editor.replaceText('infographic sequence-timeline-simple\ndata\n  title Picked\n  seq');
  // Clicked, not Enter: CodeMirror ignores Enter for 75 ms after the list opens, so a fast Enter is not taken as a pick.
  await editor.completion('sequences').click();
  await editor.waitForText('infographic sequence-timeline-simple\ndata\n  title Picked\n  sequences');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('indents by two spaces with Tab, toggles a comment with mod+/, and lets Escape then Tab move focus out', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText('infographic list-row-simple-horizontal-arrow\ndata\n  title Keys\ndesc moved');
  await editor.caretAtEndOfLine(4);
  await editor.page.keyboard.press('Tab');
  await editor.waitForText('infographic list-row-simple-horizontal-arrow\ndata\n  title Keys\n  desc moved');
  await editor.page.keyboard.press('Shift+Tab');
  await editor.waitForText('infographic list-row-simple-horizontal-arrow\ndata\n  title Keys\ndesc moved');
  await editor.page.keyboard.press('ControlOrMeta+/');
  await editor.waitForText('infographic list-row-simple-horizontal-arrow\ndata\n  title Keys\n# desc moved');

  await editor.page.keyboard.press('Escape');
  await editor.page.keyboard.press('Tab');
  await eventually(
    () =>
      editor.source.evaluate(
        (content) => content.getRootNode() instanceof ShadowRoot && (content.getRootNode() as ShadowRoot).activeElement === content,
      ),
    (focused) => expect(focused).toBe(false),
    { what: 'focus moved out of the code editor' },
  );
  await editor.waitForText('infographic list-row-simple-horizontal-arrow\ndata\n  title Keys\n# desc moved');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('shares the current document with the Renderer: what is typed here is what the Renderer opens', async () => {
  const { visit, editor } = await openEditor();
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.caretAtEndOfLine(3);
  await editor.page.keyboard.type(' together');
  await editor.preview.waitForPictureText('Shipping a release together');
  await visit.app.navLink('Renderer').click();
  await visit.app.waitForHeading('Renderer');
  await eventually(
    () => editor.page.getByLabel('Infographic source', { exact: true }).inputValue(),
    (text) => expect(text.split('\n')[2]).toBe('  title Shipping a release together'),
    { what: "the Editor's text in the Renderer's source field" },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
