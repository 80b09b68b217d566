// The production build, exactly as deployed: webpack in production mode into dist/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, REPO_ROOT } from './paths';

export interface BuildResult {
  distDir: string;
  /** Wall-clock time of the webpack run; 0 when an existing dist/ was reused. */
  durationMs: number;
}

const WEBPACK = join(REPO_ROOT, 'node_modules', '.bin', 'webpack');
const BUILD_ENV = { ...process.env, NODE_ENV: 'production' };

/** `tag` goes on webpack's command line (`--env`, which the config ignores), so the suite's cleanup can find the build. */
function webpackArgs(tag?: string): string[] {
  return ['--mode', 'production', ...(tag ? ['--env', `suite=${tag}`] : [])];
}

function failed(status: number | string | null, output: string): Error {
  return new Error(`production build failed (exit ${status}):\n${output}`);
}

export function buildProduction(): BuildResult {
  const started = performance.now();
  const run = spawnSync(WEBPACK, webpackArgs(), { cwd: REPO_ROOT, env: BUILD_ENV, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const durationMs = performance.now() - started;
  if (run.status !== 0) throw failed(run.status ?? run.signal, `${run.stdout}\n${run.stderr}`);
  assertBuilt();
  return { distDir: DIST_DIR, durationMs };
}

/** The same build without blocking this process: the browser suite's setup lets the unit tests run meanwhile. */
export function buildProductionInBackground(tag: string): Promise<BuildResult> {
  const started = performance.now();
  const child = spawn(WEBPACK, webpackArgs(tag), { cwd: REPO_ROOT, env: BUILD_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(failed(code ?? signal, output));
      try {
        assertBuilt();
        resolve({ distDir: DIST_DIR, durationMs: performance.now() - started });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** E2E_SKIP_BUILD=1 asks to reuse an existing dist/ (a quick local loop, or the build this run's setup already made). */
export function skipsBuild(): boolean {
  return process.env.E2E_SKIP_BUILD === '1';
}

/** Builds unless E2E_SKIP_BUILD=1 asks to reuse an existing dist/. */
export function buildUnlessSkipped(): BuildResult {
  if (skipsBuild()) {
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
