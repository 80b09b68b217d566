// The floor a share link is measured against: the library's own UMD bundle on a blank page with a short script that draws
// the share link's text (the same `#v=1&code=…` fragment, inflated by the browser's own DecompressionStream), served by the
// same nginx as the app under deploy/nginx.conf (its headers, CSP, gzip_static and cache rules), at /bare/.
// The bench adds it to the server with `location ^~ /bare/` (the app's files and routes are untouched).
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../test/e2e/harness/paths';

/** The page's address (its index.html); a share link's fragment follows it. */
export const BARE_PATH = '/bare/';

const LIBRARY = join(REPO_ROOT, 'node_modules/@antv/infographic/dist/infographic.min.js');

/** In the page: the fragment's code → base64url → raw deflate → the text, drawn by the library into #stage. */
const SCRIPT = `const code = /(?:^#|&)code=([A-Za-z0-9_-]+)/.exec(location.hash);
if (code) {
  const base64 = code[1].replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  new Response(inflated).text().then((text) => {
    new AntVInfographic.Infographic({ container: '#stage' }).render(text);
  });
}
`;

export interface BareSite {
  /** Server directives for startNginx: /bare/ served from the page's folder. */
  extra: string;
  remove(): void;
}

/** Named by content, as the build names its chunks, so nginx gives them the same year-long immutable caching. */
function hashed(name: string, ext: string, body: Buffer): string {
  return `${name}.${createHash('sha256').update(body).digest('hex').slice(0, 16)}.${ext}`;
}

/** Writes the page (with gzip twins of its scripts at level 9, as the build's CompressionPlugin makes) into a new folder. */
export function bareLibrarySite(): BareSite {
  const root = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  // mkdtemp makes it private; nginx's workers may run as another user.
  chmodSync(root, 0o755);
  const dir = join(root, 'bare');
  mkdirSync(dir);
  const library = readFileSync(LIBRARY);
  const script = Buffer.from(SCRIPT);
  const libraryFile = hashed('infographic', 'js', library);
  const scriptFile = hashed('bare', 'js', script);
  for (const [file, body] of [
    [libraryFile, library],
    [scriptFile, script],
  ] as const) {
    writeFileSync(join(dir, file), body);
    writeFileSync(join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>The bare library</title>
    <script defer src="${BARE_PATH}${libraryFile}"></script>
    <script defer src="${BARE_PATH}${scriptFile}"></script>
  </head>
  <body>
    <div id="stage"></div>
  </body>
</html>
`,
  );
  return {
    // ^~ keeps the app's regex locations (its .js rule, the SPA fallback) off these paths; the server's headers still apply.
    extra: `location ^~ ${BARE_PATH} {\n    root ${root};\n    index index.html;\n}`,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
