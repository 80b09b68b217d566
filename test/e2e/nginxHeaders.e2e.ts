// deploy/nginx.conf as a browser meets it: history fallback, 404 for missing assets, no source maps or .gz twins by their own
// name, one range per request, caching, compression, security headers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { SERVICE_WORKER_FILE } from '../../src/runtime/serviceWorkerMessages';
import { copyDist } from './harness/distCopy';
import { chunkFiles, entryFiles } from './harness/distFiles';
import { get } from './harness/http';
import { startNginx } from './harness/nginx';
import { suiteDist, suiteOrigin } from './harness/suiteEnv';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const GZIP = { 'Accept-Encoding': 'gzip' };
const url = (path: string) => new URL(path, suiteOrigin()).href;
const indexHtml = () => readFileSync(join(suiteDist(), 'index.html'));
const rendererFiles = () => chunkFiles(suiteDist(), 'renderer');
const mainScript = () => entryFiles(suiteDist()).js;

describe('history fallback', () => {
  it.each(['/', '/editor', '/renderer?x=1', '/no/such/page', '/renderer/deeper'])(
    'answers %s with index.html, never cached',
    async (path) => {
      const response = await get(url(path));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.equals(indexHtml())).toBe(true);
    },
  );
});

describe('missing assets', () => {
  it.each(['/renderer.00000000.js', '/renderer.00000000.css', '/no-such.js', '/deep/path/app.css', '/main.00000000.js.map'])(
    'answers %s with 404 and no cache header',
    async (path) => {
      const response = await get(url(path));
      expect(response.status).toBe(404);
      expect(response.body.includes(Buffer.from('<div id="root">'))).toBe(false);
      expect(response.body.includes(Buffer.from('<div id=root>'))).toBe(false);
      expect(response.headers['cache-control']).toBeUndefined();
    },
  );
});

describe('files the build keeps to itself', () => {
  const onDisk = (file: string) => {
    // The build wrote it: the 404 below is nginx's refusal, not a missing file.
    expect(existsSync(join(suiteDist(), file))).toBe(true);
    return url(`/${file}`);
  };

  it('answers a source map the build wrote with 404: the source stays on the server', async () => {
    for (const file of [`${mainScript()}.map`, `${rendererFiles().js}.map`]) {
      const response = await get(onDisk(file));
      expect([file, response.status, response.headers['cache-control']]).toEqual([file, 404, undefined]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a .gz twin asked for by its own name with 404, while the real name still gets it (gzip_static)', async () => {
    const file = mainScript();
    for (const headers of [{}, GZIP]) {
      const response = await get(onDisk(`${file}.gz`), headers);
      expect([response.status, response.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    }
    const zipped = await get(url(`/${file}`), GZIP);
    expect([zipped.status, zipped.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(zipped.body.equals(readFileSync(join(suiteDist(), `${file}.gz`)))).toBe(true);
  });

  it('serves one range (a resumed download) but answers many ranges with the whole file once', async () => {
    const path = url(`/${mainScript()}`);
    const whole = readFileSync(join(suiteDist(), mainScript()));
    const one = await get(path, { Range: 'bytes=0-9' });
    expect([one.status, one.body.equals(whole.subarray(0, 10))]).toEqual([206, true]);
    const many = await get(path, { Range: 'bytes=0-0,2-2,4-4,6-6' });
    expect([many.status, many.headers['content-type'], many.body.equals(whole)]).toEqual([200, 'text/javascript; charset=utf-8', true]);
  });
});

describe('caching', () => {
  it('marks content-hashed files immutable for a year', async () => {
    for (const file of [mainScript(), rendererFiles().js, rendererFiles().css ?? rendererFiles().js]) {
      const response = await get(url(`/${file}`));
      expect([file, response.status, response.headers['cache-control']]).toEqual([file, 200, IMMUTABLE]);
    }
  });

  it('makes browsers revalidate index.html, and answers the revalidation with 304', async () => {
    const first = await get(url('/index.html'));
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url('/index.html'), { 'If-None-Match': first.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('makes browsers revalidate the service worker script, so a new deployment is found on the next check', async () => {
    const response = await get(url(`/${SERVICE_WORKER_FILE}`));
    expect([response.status, response.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body.toString()).toContain('/index.html');
  });

  it('serves scripts and stylesheets with their real types', async () => {
    expect((await get(url(`/${rendererFiles().js}`))).headers['content-type']).toBe('text/javascript; charset=utf-8');
    const css = rendererFiles().css;
    if (css) expect((await get(url(`/${css}`))).headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('compression', () => {
  it('gzips scripts and documents for clients that accept it, and says it varies', async () => {
    for (const path of [`/${mainScript()}`, '/renderer']) {
      const plain = await get(url(path));
      const zipped = await get(url(path), GZIP);
      expect([path, zipped.headers['content-encoding'], zipped.headers.vary]).toEqual([path, 'gzip', 'Accept-Encoding']);
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
      expect(zipped.body.length).toBeLessThan(plain.body.length);
    }
  });

  it('sends a pre-compressed .gz file as it is when the build wrote one', async () => {
    const dist = copyDist(suiteDist());
    const server = await startNginx(dist.dir);
    try {
      const file = rendererFiles().js;
      // A marker that on-the-fly compression could never produce proves nginx sent the file from disk.
      const marker = `/* pre-compressed ${file} */\n`;
      writeFileSync(join(dist.dir, `${file}.gz`), gzipSync(marker));
      const zipped = await get(new URL(`/${file}`, server.origin).href, GZIP);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.body).toString()).toBe(marker);
      expect(zipped.headers['cache-control']).toBe(IMMUTABLE);
    } finally {
      await server.stop();
      dist.remove();
    }
  });
});

describe('security headers', () => {
  const assets = [`/${mainScript()}`, `/${rendererFiles().css ?? rendererFiles().js}`];

  it.each(['/', '/editor', ...assets, '/missing.00000000.js'])('are on %s', async (path) => {
    const response = await get(url(path));
    expect({
      'x-content-type-options': response.headers['x-content-type-options'],
      'referrer-policy': response.headers['referrer-policy'],
      'x-frame-options': response.headers['x-frame-options'],
      'content-security-policy': response.headers['content-security-policy'] !== undefined,
    }).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': true,
    });
  });

  it('sends a strict Content-Security-Policy: own scripts only, no eval, no inline script, no plugins, no framing', async () => {
    const policy = parsePolicy((await get(url('/'))).headers['content-security-policy'] ?? '');
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    // Stylesheets and <style> elements only from files; inline style attributes (the engine's SVG uses them) cannot run code.
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    // No directive may open the door again: no eval, no wildcard, no whole scheme.
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => /unsafe-eval|^\*$|^https?:$/.test(source)),
    ).toEqual([]);
  });

  it('does not announce the nginx version', async () => {
    expect((await get(url('/'))).headers.server).toBe('nginx');
  });
});

function parsePolicy(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
