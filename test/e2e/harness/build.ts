// The production build, exactly as deployed: webpack in production mode into dist/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, REPO_ROOT } from './paths';

export interface BuildResult {
  distDir: string;
  /** Wall-clock time of the webpack run; 0 when an existing dist/ was reused. */
  durationMs: number;
}

export function buildProduction(): BuildResult {
  const webpack = join(REPO_ROOT, 'node_modules', '.bin', 'webpack');
  const started = performance.now();
  const run = spawnSync(webpack, ['--mode', 'production'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const durationMs = performance.now() - started;
  if (run.status !== 0) {
    throw new Error(`production build failed (exit ${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
  }
  assertBuilt();
  return { distDir: DIST_DIR, durationMs };
}

/** Builds unless E2E_SKIP_BUILD=1 asks to reuse an existing dist/ (a quick local loop). */
export function buildUnlessSkipped(): BuildResult {
  if (process.env.E2E_SKIP_BUILD === '1') {
    assertBuilt();
    return { distDir: DIST_DIR, durationMs: 0 };
  }
  return buildProduction();
}

function assertBuilt(): void {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(`no production build at ${DIST_DIR}: run "npx webpack --mode production" or unset E2E_SKIP_BUILD`);
  }
}
