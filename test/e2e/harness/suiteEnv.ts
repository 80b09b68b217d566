// How globalSetup hands the running server to the spec files (they run in other processes, so through env).
import type { NginxServer } from './nginx';
import { DIST_DIR } from './paths';

/** The suite's server, kept on globalThis: jest loads globalSetup and globalTeardown as separate modules. */
export const suiteServer: { current?: NginxServer } = ((globalThis as { __e2eServer?: { current?: NginxServer } }).__e2eServer ??= {});

/** The run's temp folder (suiteTemp.ts), kept the same way for globalTeardown. */
export const suiteTemp: { dir?: string } = ((globalThis as { __e2eTemp?: { dir?: string } }).__e2eTemp ??= {});

const ORIGIN_VARIABLE = 'E2E_ORIGIN';
const DIST_VARIABLE = 'E2E_DIST';

export function publishSuiteEnv(origin: string, distDir: string): void {
  process.env[ORIGIN_VARIABLE] = origin;
  process.env[DIST_VARIABLE] = distDir;
}

/** Origin of the nginx that serves the production build, e.g. http://127.0.0.1:41234. */
export function suiteOrigin(): string {
  const origin = process.env[ORIGIN_VARIABLE];
  if (!origin) throw new Error(`${ORIGIN_VARIABLE} is not set: run the browser suite through jest (npm run test:e2e)`);
  return origin;
}

/** The dist/ directory nginx serves. */
export function suiteDist(): string {
  return process.env[DIST_VARIABLE] ?? DIST_DIR;
}
