// Once per browser-suite run: check the tools, build the production bundle, serve it with nginx.
import { buildUnlessSkipped } from './build';
import { startNginx } from './nginx';
import { missingBrowserSuiteTools, requiredMessage } from './requirements';
import { assertServesApp } from './servedRoot';
import { publishSuiteEnv, suiteServer } from './suiteEnv';

export default async function globalSetup(): Promise<void> {
  const missing = missingBrowserSuiteTools();
  if (missing.length > 0) throw new Error(requiredMessage(missing));
  const { distDir } = buildUnlessSkipped();
  const server = await startNginx(distDir);
  try {
    await assertServesApp(server.origin, distDir, server.errorLog);
  } catch (error) {
    // jest skips globalTeardown when globalSetup fails
    await server.stop();
    throw error;
  }
  suiteServer.current = server;
  publishSuiteEnv(server.origin, distDir);
}
