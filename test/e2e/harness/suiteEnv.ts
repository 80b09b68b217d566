// How globalSetup hands the running server and the build to the spec files (they run in other processes, so through env).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { NginxServer } from './nginx';
import { DIST_DIR } from './paths';

/** The suite's server, kept on globalThis: jest loads globalSetup and globalTeardown as separate modules. */
export const suiteServer: { current?: NginxServer } = ((globalThis as { __e2eServer?: { current?: NginxServer } }).__e2eServer ??= {});

/** The run's temp folder (suiteTemp.ts), kept the same way for globalTeardown. */
export const suiteTemp: { dir?: string } = ((globalThis as { __e2eTemp?: { dir?: string } }).__e2eTemp ??= {});

const ORIGIN_VARIABLE = 'E2E_ORIGIN';
const DIST_VARIABLE = 'E2E_DIST';
const BUILD_STATUS_VARIABLE = 'E2E_BUILD_STATUS';

/** What globalSetup writes once the build it started is served, or has failed. */
export type BuildStatus = { ok: true; durationMs: number } | { ok: false; message: string };

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

/** Tells the spec files where the build's status will be written (a file in the run's temp folder). */
export function publishBuildStatusFile(file: string): void {
  process.env[BUILD_STATUS_VARIABLE] = file;
}

export function writeBuildStatus(status: BuildStatus): void {
  writeFileSync(process.env[BUILD_STATUS_VARIABLE]!, JSON.stringify(status));
}

/**
 * In a spec file: waits until this run's build is served (globalSetup builds while the unit tests run) and returns its
 * folder, or throws the build's failure; null outside a browser-suite run (no such build: the caller makes its own).
 */
export async function suiteBuildReady(): Promise<string | null> {
  const file = process.env[BUILD_STATUS_VARIABLE];
  if (!file) return null;
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 200));
  const status = JSON.parse(readFileSync(file, 'utf8')) as BuildStatus;
  if (!status.ok) throw new Error(status.message);
  return suiteDist();
}
