// The Editor's picture does not wait for the code editor's chunk (CodeMirror): with that chunk held back, a share link's
// picture is drawn, the text is in a plain text area named as the code editor is, and what is typed there is in CodeMirror
// once the chunk is let through, with the caret where it was and the typing going on there.
import { encodeShareCode } from '../../../src/shared/links/shareLink';
import { useBrowser } from '../harness/browserSession';
import { holdChunk } from '../harness/holdChunk';
import { noProblems } from '../harness/pageWatch';
import { EditorPage } from './editorPage';

const session = useBrowser();

const SPEC = `infographic list-row-simple-horizontal-arrow
data
  title Held chunk
  lists
    - label One
    - label Two
`;

it('draws a share link while CodeMirror is held back; typing before it opens ends up in it', async () => {
  const visit = await session.visit();
  const { page } = visit.app;
  const encoded = encodeShareCode(SPEC);
  if (!encoded.ok) throw new Error(encoded.message);
  const release = await holdChunk(page, 'code-editor');
  const editor = new EditorPage(page);
  try {
    // not until 'load': the held chunk keeps the load event back
    await page.goto(visit.app.url(`/editor#v=1&code=${encoded.code}`), { waitUntil: 'commit' });
    await visit.app.waitForHeading('Editor');
    await editor.preview.waitForPictureText('Held chunk');
    // the link is open in the plain text area (the document is read, the link opened in it)
    await editor.waitForText(SPEC);
    expect(await editor.source.evaluate((content) => content.tagName)).toBe('TEXTAREA');
    await editor.source.click();
    await editor.source.evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf(' chunk');
      area.setSelectionRange(at, at);
    });
    await page.keyboard.type(' back');
    await editor.preview.waitForPictureText('Held back chunk');
  } finally {
    release();
  }
  await editor.waitForCodeEditor();
  await editor.waitForText(SPEC.replace('Held', 'Held back'));
  // the caret and the focus came along: typing goes on where it stopped
  await page.keyboard.type(' now');
  await editor.waitForText(SPEC.replace('Held', 'Held back now'));
  await editor.preview.waitForPictureText('Held back now chunk');
  expect(visit.watch.problems()).toEqual(noProblems());
});
