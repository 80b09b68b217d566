// Once per browser-suite run: a temp folder cleaned up even when the run is interrupted, check the tools, serve dist/ with
// nginx, and build the production bundle into it in the background: the unit tests run meanwhile, and each browser spec
// file (browserEnvironment.ts) and the unit project's build test wait for the status written here once nginx serves it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildProductionInBackground, skipsBuild } from './build';
import { startNginx } from './nginx';
import { DIST_DIR } from './paths';
import { missingBrowserSuiteTools, requiredMessage } from './requirements';
import { assertServesApp } from './servedRoot';
import { publishBuildStatusFile, publishSuiteEnv, suiteServer, suiteTemp, writeBuildStatus } from './suiteEnv';
import { cleanUpOnSignals, createSuiteTemp, stopAndRemove } from './suiteTemp';

export default async function globalSetup(): Promise<void> {
  const missing = missingBrowserSuiteTools();
  if (missing.length > 0) throw new Error(requiredMessage(missing));
  const temp = createSuiteTemp();
  suiteTemp.dir = temp;
  cleanUpOnSignals(temp);
  // nginx's workers run as the owner of the folder it serves, which must exist before the build fills it
  mkdirSync(DIST_DIR, { recursive: true });
  let server;
  try {
    server = await startNginx(DIST_DIR);
  } catch (error) {
    // jest skips globalTeardown when globalSetup fails
    stopAndRemove(temp);
    throw error;
  }
  suiteServer.current = server;
  publishSuiteEnv(server.origin, DIST_DIR);
  publishBuildStatusFile(join(temp, 'build-status.json'));
  // the build's command line names the temp folder, so an interrupted run stops it with the rest (suiteTemp.ts)
  const build = skipsBuild() ? Promise.resolve({ durationMs: 0 }) : buildProductionInBackground(temp);
  const served = server;
  void build
    .then(async ({ durationMs }) => {
      await assertServesApp(served.origin, DIST_DIR, served.errorLog);
      if (durationMs > 0) console.log(`\n::: production build took ${(durationMs / 1000).toFixed(0)} s (beside the unit tests)`);
      writeBuildStatus({ ok: true, durationMs });
    })
    .catch((error: unknown) => writeBuildStatus({ ok: false, message: error instanceof Error ? error.message : String(error) }));
}
