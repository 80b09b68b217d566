// After a first visit the app opens and draws with no network at all (the service worker's precache), and a
// deployment made under a running page shows "A new version is ready" whose Reload switches to it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lucide from '@iconify-json/lucide/icons.json';
import { encodeShareCode } from '../../src/shared/links/shareLink';
import { useBrowser, type Visit } from './harness/browserSession';
import { copyDist, type DistCopy } from './harness/distCopy';
import { eventually } from './harness/eventually';
import { startNginx, type NginxServer } from './harness/nginx';
import { pageNamed } from './harness/pages';
import { suiteDist } from './harness/suiteEnv';
import { openEditorPage } from './pages/editorPage';
import { RendererPage } from './pages/rendererPage';

const session = useBrowser();
const home = pageNamed('Home');
// A template that draws icons, so the icons index and the icons' own lucide chunks have to come from the worker too.
const SHARED = `infographic list-row-horizontal-icon-arrow
data
  title Drawn without a network
  lists
    - label Cached once
      icon download
    - label Opened offline
      icon wifi-off
`;
let dist: DistCopy;
let server: NginxServer;

beforeEach(async () => {
  dist = copyDist(suiteDist());
  server = await startNginx(dist.dir);
});

afterEach(async () => {
  await server?.stop();
  dist?.remove();
});

/** The first visit: Home, then wait until the service worker has precached the build and is active. */
async function firstVisit(): Promise<Visit> {
  const visit = await session.visit({ origin: server.origin, serviceWorkers: 'allow' });
  await visit.app.goto(home.path);
  await visit.app.waitForHeading(home.heading);
  await eventually(
    () => visit.app.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
    (state) => expect(state).toBe('activated'),
    { what: 'the service worker installed (build precached) and active', timeoutMs: 60_000 },
  );
  return visit;
}

/** Every response the page gets from now on: its address and whether the service worker answered it. */
function recordResponses(visit: Visit): Array<{ url: string; fromServiceWorker: boolean }> {
  const seen: Array<{ url: string; fromServiceWorker: boolean }> = [];
  visit.app.page.on('response', (response) =>
    seen.push({ url: new URL(response.url()).pathname, fromServiceWorker: response.fromServiceWorker() }),
  );
  return seen;
}

/** No network at all: the browser is offline and the server is gone. */
async function goOffline(visit: Visit): Promise<void> {
  await server.stop();
  await visit.context.setOffline(true);
}

function shareLinkPath(text: string): string {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error(encoded.message);
  return `/renderer#v=1&code=${encoded.code}`;
}

/** The notice a waiting deployment shows. */
function updateNotice(visit: Visit) {
  return visit.app.page.getByRole('status', { name: 'New version' });
}

it('opens Home, the Editor and a share link, and draws them, with the network switched off after a first visit', async () => {
  const visit = await firstVisit();
  await goOffline(visit);
  const responses = recordResponses(visit);

  await visit.app.goto(home.path);
  await visit.app.waitForHeading(home.heading);
  const gallery = visit.app.page.getByRole('region', { name: 'Templates' });
  await gallery.scrollIntoViewIfNeeded();
  await gallery.getByRole('link').first().locator('svg').first().waitFor();

  await openEditorPage(visit);

  await visit.app.goto(shareLinkPath(SHARED));
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForSourceText(SHARED);
  await renderer.waitForPictureText('Drawn without a network');
  // the icons are drawn: every lucide chunk is precached, not only those a page drew online
  const pathsOf = (body: string) => [...body.matchAll(/\bd="([^"]+)"/g)].map((match) => match[1]!);
  await eventually(
    () => renderer.picture.locator('symbol path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d'))),
    (paths) =>
      expect(paths).toEqual(expect.arrayContaining([...pathsOf(lucide.icons.download.body), ...pathsOf(lucide.icons['wifi-off'].body)])),
    { what: 'the download and wifi-off icons drawn offline' },
  );
  expect(await renderer.picture.locator('[data-engine-placeholder]').count()).toBe(0);
  expect(visit.watch.problems().pageErrors).toEqual([]);

  // Every document, script and stylesheet came from the service worker: the three routes, the engine, the icons index and chunks.
  const paths = responses.map((response) => response.url);
  const file = (name: string) => new RegExp(`^/${name}\\.[0-9a-f]+\\.js$`);
  expect(paths).toEqual(expect.arrayContaining(['/', '/editor', '/renderer']));
  for (const chunk of ['main', 'home', 'editor', 'renderer', 'engine', 'icons', 'lucide-\\d+'])
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(file(chunk))]));
  expect(responses.filter((response) => !response.fromServiceWorker)).toEqual([]);
});

/** A new deployment as the server sees it: a changed index.html, and a worker whose asset list names its new revision. */
function deployChangedBuild(dir: string): void {
  const indexPath = join(dir, 'index.html');
  const index = readFileSync(indexPath, 'utf8');
  const changed = index.replace('<head>', '<head><meta name="deployment" content="second">');
  if (changed === index) throw new Error('index.html has no <head> to mark');
  const workerPath = join(dir, 'service-worker.js');
  const worker = readFileSync(workerPath, 'utf8');
  const revision = /(['"]revision['"]:\s*['"])([0-9a-f]+)(['"],\s*['"]url['"]:\s*['"]\/index\.html['"])/;
  if (!revision.test(worker)) throw new Error('service-worker.js does not list /index.html with a revision');
  const changedWorker = worker.replace(revision, '$1second$3');
  // nginx's gzip_static would otherwise send the old .gz twins.
  for (const [path, text] of [
    [indexPath, changed],
    [workerPath, changedWorker],
  ] as const) {
    writeFileSync(path, text);
    writeFileSync(`${path}.gz`, gzipSync(text));
  }
}

const deploymentMark = (visit: Visit) =>
  visit.app.page.evaluate(() => document.querySelector('meta[name="deployment"]')?.getAttribute('content') ?? 'first');

it('shows "A new version is ready" when a deployment lands under the running page, and its Reload switches to it', async () => {
  const visit = await firstVisit();
  expect(await updateNotice(visit).count()).toBe(0);

  deployChangedBuild(dist.dir);
  // Moving to another page looks for a new deployment, as a full navigation would.
  await visit.app.navigateTo('Renderer');
  await visit.app.waitForHeading('Renderer');
  const notice = updateNotice(visit);
  await notice.waitFor({ timeout: 60_000 });
  expect(await notice.innerText()).toContain('A new version is ready.');
  expect(await deploymentMark(visit)).toBe('first');

  // Keyboard: focus the notice's Reload and press Enter.
  const reload = notice.getByRole('button', { name: 'Reload', exact: true });
  await reload.focus();
  await Promise.all([visit.app.page.waitForEvent('load'), visit.app.page.keyboard.press('Enter')]);
  await visit.app.waitForHeading('Renderer');
  expect(await deploymentMark(visit)).toBe('second');
  expect(await updateNotice(visit).count()).toBe(0);

  // The new worker took over: offline, the app still opens the new deployment's document.
  await goOffline(visit);
  await visit.app.page.reload();
  await visit.app.waitForHeading('Renderer');
  expect(await deploymentMark(visit)).toBe('second');
});

/** A spec drawn with LXGW WenKai (its Latin slice for the title, a CJK slice for the label). */
function wenKaiSpec(title: string, label: string): string {
  return JSON.stringify({
    template: 'list-row-simple-horizontal-arrow',
    themeConfig: { base: { text: { 'font-family': 'LXGW WenKai' } } },
    data: { title, lists: [{ label }] },
  });
}

/** The statuses of the LXGW WenKai faces the page has started to load ('loaded', 'error', 'loading'). */
function wenKaiStatuses(visit: Visit): Promise<string[]> {
  return visit.app.page.evaluate(() => {
    const statuses: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'LXGW WenKai' && face.status !== 'unloaded') statuses.push(face.status);
    });
    return statuses;
  });
}

/** A new document (by way of Home, not a hash change) on a share link drawn with LXGW WenKai; waits for its label. */
async function openWenKai(visit: Visit, label: string): Promise<void> {
  await visit.app.goto(home.path);
  await visit.app.waitForHeading(home.heading);
  await visit.app.goto(shareLinkPath(wenKaiSpec('Plan', label)));
  await visit.app.waitForHeading('Renderer');
  await new RendererPage(visit.app.page).waitForPictureText(label);
}

it('a font whose slices were never fetched online draws offline with a fallback face and says it needs a connection once', async () => {
  const visit = await firstVisit();
  const unavailable = visit.app.page.getByText('LXGW WenKai could not be loaded, so this picture draws its text with a fallback face.');
  const loadedWithoutError = (statuses: string[]) => expect([...new Set(statuses)]).toEqual(['loaded']);
  // online: the Latin slice the text needs is fetched, and kept by the service worker
  await openWenKai(visit, 'Plan');
  await eventually(() => wenKaiStatuses(visit), loadedWithoutError, { what: 'the LXGW WenKai slice for "Plan" loaded online' });
  await goOffline(visit);

  // offline, Latin text again: its slice comes from the worker's cache, and nothing is said
  await openWenKai(visit, 'Plan again');
  await eventually(() => wenKaiStatuses(visit), loadedWithoutError, { what: 'the cached LXGW WenKai slice loaded offline' });
  expect(await unavailable.count()).toBe(0);

  // offline, Chinese text whose slice was never fetched: drawn with a fallback, and the page says why and what to do
  await openWenKai(visit, '这样说');
  await unavailable.waitFor();
  expect(await wenKaiStatuses(visit)).toContain('error');
  await expect(
    visit.app.page.getByText('A font comes over the network the first time a picture uses it, and works offline after that').count(),
  ).resolves.toBe(1);
});
