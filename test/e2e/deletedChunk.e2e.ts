// After a deploy removes an old chunk, nginx answers 404 (never index.html), so the app reports a plain `error`, not `missing`.
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { useBrowser } from './harness/browserSession';
import { copyDist, type DistCopy } from './harness/distCopy';
import { chunkFiles } from './harness/distFiles';
import { eventually } from './harness/eventually';
import { startNginx, type NginxServer } from './harness/nginx';
import { pageNamed } from './harness/pages';
import { suiteDist } from './harness/suiteEnv';

const session = useBrowser();
const renderer = pageNamed('Renderer');
const script = chunkFiles(suiteDist(), renderer.chunk).js;
let dist: DistCopy;
let server: NginxServer;

beforeAll(async () => {
  dist = copyDist(suiteDist());
  unlinkSync(join(dist.dir, script));
  server = await startNginx(dist.dir);
});

afterAll(async () => {
  await server?.stop();
  dist?.remove();
});

it.each([
  ['through the nav', false],
  ['by deep link', true],
])('reports a deleted page chunk reached %s as a failed request (type error)', async (_how, deepLink) => {
  const visit = await session.visit({ origin: server.origin });
  const warnings: string[] = [];
  visit.app.page.on('console', (message) => warnings.push(message.text()));
  if (deepLink) {
    await visit.app.goto(renderer.path);
  } else {
    await visit.app.goto('/');
    await visit.app.waitForHeading(pageNamed('Home').heading);
    await visit.app.navigateTo(renderer.name);
  }

  const alert = await visit.app.chunkAlertText();
  const url = visit.app.url(`/${script}`);
  expect(alert).toContain(`Loading chunk ${renderer.chunk} failed.`);
  expect(alert).toContain(url);
  expect(alert).toContain('request failed');
  // Console messages and responses reach us as events, possibly after the alert is read.
  await eventually(
    () => ({ warnings: warnings.join('\n'), problems: visit.watch.problems() }),
    ({ warnings: logged, problems }) => {
      expect(logged).toContain(`(error: ${url})`);
      expect(problems.errorResponses).toEqual([`404 ${url}`]);
    },
    { what: 'the failed request logged and seen as a 404' },
  );
  expect(warnings.join('\n')).not.toContain('(missing:');
  expect(visit.watch.problems().pageErrors).toEqual([]);
});
