// The Editor puts the caret back where it was: reopening /editor on the same document, typing goes on the line left.
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage } from './editorPage';

const session = useBrowser();

it('restores the caret after a reload: a typed character lands on the line the caret was left on', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.caretAtEndOfLine(4);
  // the place is written as the caret moves (throttled) and on pagehide
  await editor.page.reload();
  await visit.app.waitForHeading('Editor');
  await editor.preview.waitForPictureText('Shipping a release');
  // CodeMirror takes the plain text area's place right after the first picture: a focus sent to the text area as it is
  // hidden lands nowhere, and the key typed next with it (a CI run lost the "!" that way)
  await editor.waitForCodeEditor();
  // focus by keyboard's way in, not a click, which would move the caret itself
  await editor.source.focus();
  await editor.page.keyboard.type('!');
  await eventually(
    async () => (await editor.text()).split('\n'),
    (lines) =>
      expect(lines.slice(2, 5)).toEqual(['  title Shipping a release', '  desc From first draft to production in four steps!', '  lists']),
    { what: 'the typed "!" at the end of line 4' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
