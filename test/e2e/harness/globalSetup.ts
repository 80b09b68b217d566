// Once per browser-suite run: a temp folder cleaned up even when the run is interrupted, check the tools, build the
// production bundle once for the whole run, serve it with nginx and check that nginx serves it.
import { buildUnlessSkipped } from './build';
import { startNginx } from './nginx';
import { missingBrowserSuiteTools, requiredMessage } from './requirements';
import { assertServesApp } from './servedRoot';
import { publishSuiteEnv, suiteServer, suiteTemp } from './suiteEnv';
import { cleanUpOnSignals, createSuiteTemp, stopAndRemove } from './suiteTemp';

export default async function globalSetup(): Promise<void> {
  const missing = missingBrowserSuiteTools();
  if (missing.length > 0) throw new Error(requiredMessage(missing));
  const temp = createSuiteTemp();
  suiteTemp.dir = temp;
  cleanUpOnSignals(temp);
  const { distDir, durationMs } = buildUnlessSkipped();
  if (durationMs > 0) console.log(`\n::: production build took ${(durationMs / 1000).toFixed(0)} s`);
  // the workers start after this: the unit project's build test (test/build/dist.test.ts) reads this same build
  process.env.E2E_SKIP_BUILD = '1';
  const server = await startNginx(distDir);
  try {
    await assertServesApp(server.origin, distDir, server.errorLog);
  } catch (error) {
    // jest skips globalTeardown when globalSetup fails
    await stopAndRemove(temp);
    throw error;
  }
  suiteServer.current = server;
  publishSuiteEnv(server.origin, distDir);
}
