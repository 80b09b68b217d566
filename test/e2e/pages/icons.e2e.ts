// Icon references in Chromium against nginx: mdi/rocket draws mdi's own path from one small mdi chunk, Lucide icons come
// from the icons index and their own lucide chunks only, an unknown mdi id is drawn with the best local match and reported
// as a warning on its line, and a failed icon set (its index or an icon's chunk) offers Retry.
import lucide from '@iconify-json/lucide/icons.json';
import mdi from '@iconify-json/mdi/icons.json';
import { iconBucketOf } from '../../../src/engine/icons/iconBucket';
import { useBrowser } from '../harness/browserSession';
import { chunkFiles } from '../harness/distFiles';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { suiteDist } from '../harness/suiteEnv';
import { openEditorPage } from './editorPage';
import { RendererPage } from './rendererPage';

const session = useBrowser();

const MDI_SPEC = `infographic list-row-horizontal-icon-arrow
data
  title Launch plan
  lists
    - label Build
      icon mdi/rocket
    - label Ship
      icon mdi/zzq-no-such-icon-anywhere
    - label Celebrate
      icon party popper
`;

const rocketPath = /d="([^"]+)"/.exec(mdi.icons.rocket.body)![1]!;

it('Renderer: mdi/rocket draws the mdi path; the unknown mdi id is a warning on line 8 naming the icon drawn', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.source.fill(MDI_SPEC);
  await renderer.waitForPictureText('Celebrate');
  await eventually(
    () => renderer.picture.locator('symbol path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d'))),
    (paths) => expect(paths).toContain(rocketPath),
    { what: "mdi's rocket path in the picture" },
  );
  const warnings = visit.app.page.getByRole('region', { name: /^Diagnostics/ }).locator('li.diagnostic--warning');
  await eventually(
    () => warnings.allInnerTexts(),
    (texts) =>
      expect(texts.join('\n')).toMatch(/line 8: No icon 'mdi\/zzq-no-such-icon-anywhere' in the local sets; drawn with '[a-z0-9-]+'\./),
    { what: 'the substitute-icon warning on line 8' },
  );
  // free text is a search: no warning for line 10; the exact mdi icon: none for line 6
  expect((await warnings.allInnerTexts()).join('\n')).not.toMatch(/line (6|10):/);
  // only the mdi chunks of the icons named load, not the whole set
  const mdiChunks = visit.watch.requests.filter((url) => /\/mdi-\d+\./.test(url.pathname));
  expect(mdiChunks.length).toBeGreaterThan(0);
  expect(mdiChunks.length).toBeLessThanOrEqual(2);
  expect(visit.watch.problems()).toEqual(noProblems());
});

const LUCIDE_SPEC = `infographic list-row-horizontal-icon-arrow
data
  title Launch plan
  lists
    - label Build
      icon rocket
    - label Ship
      icon truck
`;

it.each([
  ['the icons index', () => `**/${chunkFiles(suiteDist(), 'icons').js}`],
  ["the icons' own chunks", () => '**/lucide-*.js'],
])('Renderer: when %s cannot be fetched the icons are placeholders with a warning and Retry; Retry draws the icons', async (_, files) => {
  const visit = await session.visit();
  const icons = files();
  await visit.context.route(icons, (route) => route.abort('connectionreset'));
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.source.fill(LUCIDE_SPEC);
  await renderer.waitForPictureText('Ship');

  const warnings = visit.app.page.getByRole('region', { name: /^Diagnostics/ }).locator('li.diagnostic--warning');
  const unloaded = warnings.filter({ hasText: 'The icon set could not be loaded' });
  await eventually(
    () => unloaded.allInnerTexts(),
    (texts) => {
      expect(texts.join('\n')).toMatch(
        /line 6: .*The icon set could not be loaded, so the icon 'rocket' of 'Build' is drawn as a placeholder\./,
      );
      expect(texts.join('\n')).toMatch(/line 8: .*'truck'/);
    },
    { what: 'an icon-set warning on lines 6 and 8' },
  );
  expect(await renderer.picture.locator('[data-engine-placeholder="unloaded"]').count()).toBeGreaterThan(0);
  expect(await warnings.filter({ hasText: 'No icon matches' }).count()).toBe(0);

  // the network is back: Retry beside the message fetches the set and redraws with the real icons
  await visit.context.unroute(icons);
  await unloaded.first().getByRole('button', { name: 'Retry' }).click();
  await eventually(
    () => renderer.picture.locator('[data-engine-placeholder]').count(),
    (count) => expect(count).toBe(0),
    { what: 'no placeholder left in the picture' },
  );
  await eventually(
    () => unloaded.count(),
    (count) => expect(count).toBe(0),
    { what: 'the icon-set warnings gone' },
  );
  expect(await renderer.picture.locator('symbol path').count()).toBeGreaterThan(0);
});

const pathsOf = (body: string) => [...body.matchAll(/\bd="([^"]+)"/g)].map((match) => match[1]!);

it("Renderer: Lucide icons draw their own paths, fetching the icons index and only those icons' lucide chunks", async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.source.fill(LUCIDE_SPEC);
  await renderer.waitForPictureText('Ship');
  await eventually(
    () => renderer.picture.locator('symbol path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d'))),
    (paths) => expect(paths).toEqual(expect.arrayContaining([...pathsOf(lucide.icons.rocket.body), ...pathsOf(lucide.icons.truck.body)])),
    { what: "Lucide's rocket and truck paths in the picture" },
  );
  const requested = visit.watch.requests.map((url) => url.pathname);
  expect(requested.filter((path) => /^\/icons\.[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
  const buckets = requested.flatMap((path) => /^\/lucide-(\d+)\.[0-9a-f]+\.js$/.exec(path)?.[1] ?? []).map(Number);
  expect(buckets.sort((a, b) => a - b)).toEqual(
    [...new Set([iconBucketOf('lucide', 'rocket'), iconBucketOf('lucide', 'truck')])].sort((a, b) => a - b),
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Editor: the unknown mdi id is a lint warning on line 8 in the problems list', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.replaceText(MDI_SPEC);
  await editor.preview.waitForPictureText('Celebrate');
  await editor.runAction('Show problems');
  const item = editor.lintPanel
    .getByRole('option')
    .filter({ hasText: /Line 8: No icon 'mdi\/zzq-no-such-icon-anywhere' in the local sets; drawn with '[a-z0-9-]+'\./ });
  await item.waitFor();
  expect(visit.watch.problems()).toEqual(noProblems());
});
