// The fidelity suite's server: deploy/nginx.conf serving dist/ as in production, plus one location of the test's own, a bare
// page that loads the library's UMD bundle and nothing else. The page and the bundle are copied into a temp folder and
// aliased under FIDELITY_PATH, so dist/ (what ships) never holds them; the location adds no header, so the server's
// headers, the CSP among them, apply to the bare page as to the app.
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx, type NginxServer } from '../harness/nginx';
import { REPO_ROOT } from '../harness/paths';

/** Where the bare page answers: a path the app's routes never use. */
export const FIDELITY_PATH = '/__fidelity/';
export const LIBRARY_PAGE = `${FIDELITY_PATH}library.html`;
/** The library's own bundle, as published (what a page without this app would load). */
export const LIBRARY_BUNDLE = join(REPO_ROOT, 'node_modules/@antv/infographic/dist/infographic.min.js');

export interface FidelityServer {
  server: NginxServer;
  stop(): Promise<void>;
}

export async function startFidelityServer(distDir: string): Promise<FidelityServer> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-fidelity-'));
  // mkdtemp makes it private; nginx's workers run as another user when nginx is started as root.
  chmodSync(dir, 0o755);
  copyFileSync(join(__dirname, 'library.html'), join(dir, 'library.html'));
  copyFileSync(LIBRARY_BUNDLE, join(dir, 'infographic.min.js'));
  // ^~ keeps the production config's regex locations (the 404 for a missing .js) off these two files
  const server = await startNginx(distDir, `location ^~ ${FIDELITY_PATH} { alias ${dir}/; }`);
  return {
    server,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
