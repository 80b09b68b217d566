// A share link starts what its picture needs at boot, not after the page's own code: while the Renderer's chunk is held
// back, the engine, the default family's Latin font (its stylesheet and slices), the icons index and the chunks of exactly
// the icons the spec names are all fetched; once the chunk is let through, the picture draws with those icons.
import lucide from '@iconify-json/lucide/icons.json';
import { iconBucketOf } from '../../src/engine/icons/iconBucket';
import { encodeShareCode } from '../../src/shared/links/shareLink';
import { useBrowser } from './harness/browserSession';
import { chunkFiles } from './harness/distFiles';
import { eventually } from './harness/eventually';
import { holdChunk } from './harness/holdChunk';
import { noProblems } from './harness/pageWatch';
import { suiteDist } from './harness/suiteEnv';
import { RendererPage } from './pages/rendererPage';

const session = useBrowser();

const SPEC = `infographic list-row-horizontal-icon-arrow
data
  title Preloaded link
  lists
    - label Build
      icon rocket
    - label Ship
      icon truck
`;

const pathsOf = (body: string) => [...body.matchAll(/\bd="([^"]+)"/g)].map((match) => match[1]!);

it('a share link fetches the engine, its fonts and its icons while the page chunk is still on its way', async () => {
  const visit = await session.visit();
  const { page } = visit.app;
  const encoded = encodeShareCode(SPEC);
  if (!encoded.ok) throw new Error(encoded.message);
  const release = await holdChunk(page, 'renderer');
  try {
    // not until 'load': the held chunk keeps the load event back
    await page.goto(visit.app.url(`/renderer#v=1&code=${encoded.code}`), { waitUntil: 'commit' });
    const fetched = () => visit.watch.requests.map((url) => url.pathname);
    const buckets = [...new Set([iconBucketOf('lucide', 'rocket'), iconBucketOf('lucide', 'truck')])];
    await eventually(
      async () => fetched(),
      (paths) => {
        expect(paths).toContain(`/${chunkFiles(suiteDist(), 'engine').js}`);
        expect(paths).toContain(`/${chunkFiles(suiteDist(), 'icons').js}`);
        expect(paths.some((path) => /^\/font-noto-sans-sc\.[0-9a-f]+\.css$/.test(path))).toBe(true);
        expect(paths.some((path) => /^\/fonts\/noto-sans-sc-latin-400-normal\.[0-9a-f]+\.woff2$/.test(path))).toBe(true);
        for (const bucket of buckets)
          expect(paths.some((path) => new RegExp(`^/lucide-${bucket}\\.[0-9a-f]+\\.js$`).test(path))).toBe(true);
      },
      { what: 'the engine, the Latin font and the icon chunks requested while the Renderer chunk is held' },
    );
    // nothing of the page has run yet: its heading is not there
    expect(await visit.app.headings.count()).toBe(0);
  } finally {
    release();
  }

  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(page);
  await renderer.waitForPictureText('Preloaded link');
  await eventually(
    () => renderer.picture.locator('symbol path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d'))),
    (paths) => expect(paths).toEqual(expect.arrayContaining([...pathsOf(lucide.icons.rocket.body), ...pathsOf(lucide.icons.truck.body)])),
    { what: "Lucide's rocket and truck paths in the picture" },
  );
  // the page asked for nothing the boot had not already fetched: each chunk once
  const lucideChunks = visit.watch.requests.filter((url) => /^\/lucide-\d+\./.test(url.pathname)).map((url) => url.pathname);
  expect(new Set(lucideChunks).size).toBe(lucideChunks.length);
  expect(visit.watch.problems()).toEqual(noProblems());
});
