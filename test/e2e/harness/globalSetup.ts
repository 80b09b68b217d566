// Once per browser-suite run: a temp folder cleaned up even when the run is interrupted, check the tools, build the
// production bundle, serve it with nginx and check that nginx serves it.
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
  const { distDir } = buildUnlessSkipped();
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
