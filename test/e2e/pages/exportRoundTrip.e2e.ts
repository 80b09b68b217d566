// A picture is its own share link: an SVG and a PNG downloaded from the Renderer open (file picker) in the Renderer and
// drop into the Editor as the exact text that drew them; a picture from elsewhere gets a clear message.
import { useBrowser } from '../harness/browserSession';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage } from './editorPage';
import { downloadOf, openRenderer } from './exportFiles';

const session = useBrowser();

const SOURCE = `infographic list-row-simple-horizontal-arrow
# a comment the options would not keep
data
  title Round trip <b>&</b> 季度
  lists
    - label Draft
    - label Review
`;
const OTHER = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Something else\n  lists\n    - label One\n';

it('an exported SVG and PNG open in the Renderer and drop into the Editor as the same source', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  const page = visit.app.page;
  await renderer.source.fill(SOURCE);
  await renderer.waitForPictureText('Round trip <b>&</b> 季度');
  const svg = await downloadOf(page, () => renderer.runAction('Download SVG'));
  const png = await downloadOf(page, () => renderer.runAction('Download PNG'));

  for (const file of [svg, png]) {
    await renderer.source.fill(OTHER);
    await renderer.waitForPictureText('Something else');
    const type = file.name.endsWith('.png') ? 'image/png' : 'image/svg+xml';
    await page.getByLabel('Open a spec file').setInputFiles({ name: file.name, mimeType: type, buffer: file.bytes });
    await renderer.waitForSourceText(SOURCE);
    await renderer.waitForPictureText('Round trip <b>&</b> 季度');
  }

  // a picture drawn elsewhere carries no source: the message says so, the text stays
  await page.getByLabel('Open a spec file').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'),
  });
  await page.getByRole('alert').filter({ hasText: '“logo.svg” carries no infographic source' }).waitFor();
  await renderer.waitForSourceText(SOURCE);

  // the Editor (a fresh visitor, on its default document) takes a dropped PNG the same way
  const editorVisit = await session.visit();
  const editor = await openEditorPage(editorVisit);
  const drop = await editor.page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { base64: png.bytes.toString('base64'), name: png.name },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await editor.source.dispatchEvent(type, { dataTransfer: drop });
  await editor.waitForText(SOURCE);
  await editor.preview.waitForPictureText('Round trip <b>&</b> 季度');
  expect(visit.watch.problems()).toEqual(noProblems());
  expect(editorVisit.watch.problems()).toEqual(noProblems());
});
