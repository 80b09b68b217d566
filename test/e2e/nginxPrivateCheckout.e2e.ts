// A clone inside a mode-700 folder (what `mktemp -d` and /root give): the suite's nginx still serves it, and when nginx
// cannot serve the app every browser spec fails at once, saying why and what to do, instead of timing out test after test.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from './harness/http';
import { startNginx, type NginxServer } from './harness/nginx';
import { assertServesApp, blockedFolder } from './harness/servedRoot';

const INDEX = '<!doctype html><title>private</title><div id="root"></div>';
let folder: string;
let server: NginxServer | undefined;

beforeEach(() => {
  // mkdtemp makes the folder 700, as `mktemp -d` does
  folder = mkdtempSync(join(tmpdir(), 'e2e-private-'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'dist', 'index.html'), INDEX);
  writeFileSync(join(folder, 'dist', 'app.12345678.js'), 'console.log(1);');
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  rmSync(folder, { recursive: true, force: true });
});

it('serves a build inside a mode-700 folder: the page and its assets, not a 500', async () => {
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  server = await startNginx(join(folder, 'dist'));
  const page = await get(`${server.origin}/renderer`);
  expect(page.status).toBe(200);
  expect(page.body.toString()).toBe(INDEX);
  expect((await get(`${server.origin}/app.12345678.js`)).status).toBe(200);
  await expect(assertServesApp(server.origin, join(folder, 'dist'), server.errorLog)).resolves.toBeUndefined();
});

it('stops at once, with the status nginx gave, when / does not answer with the build the suite serves', async () => {
  server = await startNginx(join(folder, 'dist'));
  // the build nginx serves is not the one the suite expects: / answers with other bytes
  writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>other</title>');
  const other = mkdtempSync(join(tmpdir(), 'e2e-other-'));
  writeFileSync(join(other, 'index.html'), INDEX);
  try {
    await expect(assertServesApp(server.origin, other, server.errorLog)).rejects.toThrow(
      /nginx answered 200 for \/ instead of .*index\.html/,
    );
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

it('names the folder other users cannot enter, with its mode', () => {
  const file = join(folder, 'dist', 'index.html');
  expect(blockedFolder(file, 65534, 65534)).toBe(`${folder} (mode 700, owner uid ${statSync(folder).uid})`);
  // its owner (and root) may enter
  expect(blockedFolder(file, statSync(folder).uid, statSync(folder).gid)).toBeNull();
});
