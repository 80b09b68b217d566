// `npm test` interrupted (SIGINT as from Ctrl-C, SIGTERM as from a CI runner or `kill`), sent to test/run.mjs alone while a
// browser spec runs: it ends as the signal says, and leaves no nginx, no Chromium and no temp folder behind.
import { spawn } from 'node:child_process';
import { constants, tmpdir } from 'node:os';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from './harness/eventually';
import { REPO_ROOT } from './harness/paths';
import { processesUsing, stillRunning } from './harness/suiteTemp';

/** A browser spec that runs long enough (it draws 60 pictures) to be interrupted in the middle. */
const LONG_SPEC = 'test/e2e/pages/hostileFuzz.e2e.ts';

/** jest's transform cache and node's compile cache: kept in TMPDIR between runs by design, not a run's leftovers. */
const CACHES = /^(jest_[^/]*|v8-compile-cache-[^/]*)(\/|$)/;

/** Everything below `dir` but the caches, as paths relative to it. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => !CACHES.test(path));
}

it.each(['SIGINT', 'SIGTERM'] as const)(
  'a run stopped with %s stops its nginx and Chromium and removes its temp folders',
  async (signal) => {
    // the run's TMPDIR: every temp folder it makes lands here, and its processes name it on their command lines
    const dir = mkdtempSync(join(tmpdir(), 'e2e-interrupted-'));
    const env: Record<string, string | undefined> = { ...process.env, TMPDIR: dir, E2E_SKIP_BUILD: '1' };
    for (const name of ['CI', 'JEST_PROJECTS', 'E2E_ORIGIN', 'E2E_DIST']) delete env[name];
    const run = spawn(process.execPath, ['test/run.mjs', LONG_SPEC], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => run.once('exit', (code) => resolve(code)));
    let seen: number[] = [];
    try {
      // mid-run: the suite's nginx serves and a Chromium profile exists
      await eventually(
        () => tree(dir),
        (paths) => {
          expect(paths.some((path) => /e2e-nginx-[^/]+\/nginx\.pid$/.test(path))).toBe(true);
          expect(paths.some((path) => /playwright_chromiumdev_profile-/.test(path))).toBe(true);
        },
        { what: `nginx and Chromium started by the run\n${output}`, timeoutMs: 120_000, intervalMs: 200 },
      );
      seen = processesUsing(dir);
      expect(seen.length).toBeGreaterThan(1);

      run.kill(signal);
      const code = await exit;
      // once run.mjs has ended, nothing of the run is left
      expect(stillRunning(seen)).toEqual([]);
      expect(processesUsing(dir)).toEqual([]);
      expect(tree(dir)).toEqual([]);
      expect(code).toBe(128 + constants.signals[signal]);
      expect(output).toContain(`stopped by ${signal}`);
    } finally {
      for (const pid of stillRunning([run.pid!, ...seen, ...processesUsing(dir)])) process.kill(pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  },
  240_000,
);
