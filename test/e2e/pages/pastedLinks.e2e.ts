// A whole address pasted into the source: a link from the AntV site's live editor (`?content=pako:…`) or one of our share
// links inserts the text it carries, in the Renderer and in the Editor, and the page says so (issue 31 item 6).
import { strToU8, zlibSync } from 'fflate';
import { encodeBase64Url } from '../../../src/shared/links/base64url';
import { shareFragment } from '../../../src/shared/links/shareLink';
import { useBrowser, type Visit } from '../harness/browserSession';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage } from './editorPage';
import { RendererPage } from './rendererPage';
import { SAMPLE_SPECS } from './specs';

const session = useBrowser();
const SAMPLE = SAMPLE_SPECS[0];
const SPEC = SAMPLE.text.endsWith('\n') ? SAMPLE.text : `${SAMPLE.text}\n`;
// What the AntV site's live editor writes: pako.deflate (zlib), base64 made URL-safe, padding dropped.
const ANTV_URL = `https://infographic.antv.vision/editor?content=pako:${encodeBase64Url(zlibSync(strToU8(SPEC), { level: 9 }))}`;

async function copy(visit: Visit, text: string): Promise<void> {
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  await visit.app.page.evaluate((value) => navigator.clipboard.writeText(value), text);
}

it('the Renderer: a pasted AntV live-editor address becomes its text and is drawn', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await copy(visit, ANTV_URL);
  await renderer.source.fill('');
  await renderer.source.focus();
  await visit.app.page.keyboard.press('ControlOrMeta+V');
  await visit.app.page.getByRole('status').filter({ hasText: 'Pasted the text of the link from the AntV site.' }).waitFor();
  await renderer.waitForSourceText(SPEC);
  await renderer.waitForPictureText(SAMPLE.shows);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('the Editor: a pasted share link replaces the selection with its text, and mod+Z takes it back', async () => {
  const fragment = shareFragment(SPEC);
  if (!fragment.ok) throw new Error('the sample does not fit a link');
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  const before = await editor.text();
  await copy(visit, `${visit.app.url('/renderer')}#${fragment.fragment}`);
  await editor.source.click();
  await visit.app.page.keyboard.press('ControlOrMeta+a');
  await visit.app.page.keyboard.press('ControlOrMeta+v');
  await visit.app.page.getByRole('status').filter({ hasText: 'Pasted the text of the share link.' }).waitFor();
  await editor.waitForText(SPEC);
  await editor.preview.waitForPictureText(SAMPLE.shows);
  await visit.app.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(before);
  expect(visit.watch.problems()).toEqual(noProblems());
});
