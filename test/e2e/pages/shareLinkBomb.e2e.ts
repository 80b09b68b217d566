// A deflate bomb through `#code=` (issue 52 item 12), production build behind nginx: on /renderer and /editor a link of
// 200 MB of zeros (271,790 characters of code) and one within the link's length that inflates past the byte limit are each
// refused with a message that says the sizes, the open document is shown, and the page goes on working. What the bomb costs
// the main thread is bench/oversize.ts's (npm run bench:oversize), not a pass/fail test's.
import { useBrowser, type Visit } from '../harness/browserSession';
import { noProblems } from '../harness/pageWatch';
import { EditorPage } from './editorPage';
import { bombCode, BOMB_BYTES, count, LINK_REFUSED, SHORT_BOMB_BYTES } from './oversizePastes';
import { RendererPage } from './rendererPage';
import { SAMPLE_SPECS } from './specs';

const session = useBrowser();

const BOMB = bombCode(BOMB_BYTES);
const SHORT_BOMB = bombCode(SHORT_BOMB_BYTES);

const BOMBS = [
  {
    bomb: '200 MB of zeros',
    code: BOMB,
    message: `This link is too long to open: ${count(BOMB.length)} characters of code; the limit is 32,768. ${LINK_REFUSED}`,
  },
  {
    bomb: '24 MB of zeros in a link of allowed length',
    code: SHORT_BOMB,
    message: `This link unpacks to more than 600,000 bytes, more than a source of 200,000 characters can have: unpacking stopped there. ${LINK_REFUSED}`,
  },
];

/** Each page opened at a link: it waits for the page, and then types a spec of its own and sees it drawn. */
const PAGES: Array<{ page: string; open(visit: Visit, hash: string): Promise<(text: string, shows: string) => Promise<void>> }> = [
  {
    page: '/renderer',
    async open(visit, hash) {
      await visit.app.goto(`/renderer${hash}`);
      await visit.app.waitForHeading('Renderer');
      const renderer = new RendererPage(visit.app.page);
      await renderer.waitForPictureText('Shipping a release');
      return async (text, shows) => {
        await renderer.source.fill(text);
        await renderer.waitForPictureText(shows);
      };
    },
  },
  {
    page: '/editor',
    async open(visit, hash) {
      await visit.app.goto(`/editor${hash}`);
      await visit.app.waitForHeading('Editor');
      const editor = new EditorPage(visit.app.page);
      await editor.preview.waitForPictureText('Shipping a release');
      await editor.waitForCodeEditor();
      return async (text, shows) => {
        await editor.replaceText(text);
        await editor.preview.waitForPictureText(shows);
      };
    },
  },
];

describe.each(PAGES)('$page', ({ open }) => {
  it.each(BOMBS)('refuses a link of $bomb with its sizes, shows the open document and stays usable', async ({ code, message }) => {
    const visit = await session.visit();
    const type = await open(visit, `#v=1&code=${code}`);
    await visit.app.page.getByRole('alert').filter({ hasText: message }).waitFor();
    await type(SAMPLE_SPECS[0].text, SAMPLE_SPECS[0].shows);
    expect(visit.watch.problems()).toEqual(noProblems());
  });
});
