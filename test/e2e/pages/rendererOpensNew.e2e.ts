// The Renderer in Chromium against nginx: an opened file and a share link open as new named documents, never over the
// text the user was working on, and a notice says so; the text from before is still listed (and opens) in Documents, and a reload after a link does not open the link again.
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { encodeShareCode } from '../../../src/shared/links/shareLink';
import { EditorPage } from './editorPage';
import { openRendererWithOwnText } from './rendererPage';

const session = useBrowser();
const spec = (title: string) =>
  `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n    - label Two\n`;

it('a file and a share link open as new documents; the text typed before stays in Documents', async () => {
  const visit = await session.visit();
  const { app } = visit;
  const renderer = await openRendererWithOwnText(app, spec('Typed by me'), 'Typed by me');

  await app.page
    .getByLabel('Open a spec file')
    .setInputFiles({ name: 'opened.txt', mimeType: 'text/plain', buffer: Buffer.from(spec('From a file')) });
  await app.page.getByRole('status').filter({ hasText: 'Opened “opened” as a new document. “Typed by me” stays in Documents.' }).waitFor();
  await renderer.waitForPictureText('From a file');
  expect(await renderer.source.inputValue()).toBe(spec('From a file'));

  const encoded = encodeShareCode(spec('From a link'));
  if (!encoded.ok) throw new Error(encoded.message);
  await app.goto(`/renderer#v=1&code=${encoded.code}`);
  await app.page
    .getByRole('status')
    .filter({ hasText: 'Opened the link as a new document, “From a link”. “opened” stays in Documents.' })
    .waitFor();
  await renderer.waitForPictureText('From a link');
  await eventually(
    () => renderer.source.inputValue(),
    (value) => expect(value).toBe(spec('From a link')),
    { what: 'the link’s text in the source field' },
  );
  // The address no longer carries the link, so a reload opens the same document rather than a second copy.
  await eventually(
    () => new URL(app.page.url()).hash,
    (hash) => expect(hash).toBe(''),
    { what: 'the link cleared from the address' },
  );
  await app.page.reload();
  await app.waitForHeading('Renderer');
  await renderer.waitForPictureText('From a link');

  await app.navigateTo('Editor');
  await app.waitForHeading('Editor');
  const editor = new EditorPage(app.page);
  await editor.waitForText(spec('From a link'));
  await editor.runAction('Documents');
  const dialog = app.page.getByRole('dialog', { name: 'Documents' });
  const list = dialog.getByRole('list', { name: 'Named documents' });
  await list.waitFor();
  // One document each: what was typed, the file, the link (no second copy of the link after the reload).
  await dialog.getByRole('button', { name: 'Open “opened”' }).waitFor();
  expect(await dialog.getByRole('button', { name: /^Open “From a link/ }).count()).toBe(1);
  await dialog.getByRole('button', { name: 'Open “Typed by me”' }).click();
  await editor.waitForText(spec('Typed by me'));
  expect(visit.watch.problems()).toEqual(noProblems());
});
