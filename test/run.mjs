// `npm test`: every jest project, with the browser suite whenever Chromium and nginx are here (and always in CI).
// SIGINT, SIGTERM and SIGHUP are passed on to jest, whose browser-suite harness stops its nginx and Chromium and removes its
// temp folder (test/e2e/harness/suiteTemp.ts); this script then removes its own and exits as the signal would have.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';

// The same paths the browser suite and the bench use (one copy, read as JSON since this file is plain Node).
const tools = JSON.parse(readFileSync(new URL('./e2e/harness/browserTools.json', import.meta.url), 'utf8'));
const CHROMIUM = tools.chromiumPath;
const hasNginx = tools.nginxPaths.some((file) => existsSync(file));
const hasBrowser = existsSync(CHROMIUM);
const inCi = Boolean(process.env.CI);
const projects = ['unit'];

if (hasBrowser && hasNginx) {
  projects.push('e2e');
} else if (inCi) {
  console.error(`CI requires the browser suite, but ${hasBrowser ? 'nginx' : CHROMIUM} is missing. .ci/run installs both with apt-get.`);
  process.exit(1);
} else {
  console.warn(`\n*** Browser suite SKIPPED: Chromium (${CHROMIUM}) or nginx is missing.`);
  console.warn(`*** Install them with: sudo apt-get update && sudo ${tools.installHint}\n`);
}

const resultsDir = mkdtempSync(path.join(tmpdir(), 'jest-results-'));
const resultsFile = path.join(resultsDir, 'results.json');
// Test files run in parallel, the browser suite's among them: its one build and one nginx serve every worker, and each worker
// keeps one Chromium (test/e2e/harness). jest's default of cores - 1 would leave one of this machine's 2 cores to a lone worker.
const workers = process.env.TEST_WORKERS ?? '2';
const extraArgs = process.argv.slice(2);
const args = ['--selectProjects', ...projects, '--json', `--outputFile=${resultsFile}`, `--maxWorkers=${workers}`, ...extraArgs];
const startedAt = Date.now();
// jest's own bin, run by this node directly (npx would put npm and a shell in between, which pass no signal on)
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const child = spawn(process.execPath, [jestBin, ...args], { stdio: 'inherit' });
let stoppedBy;
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    stoppedBy ??= name;
    child.kill(name);
    // the harness needs a few seconds to stop nginx and Chromium; a jest that hangs beyond that is stopped for good
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}
const status = await new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? 128 + constants.signals[signal])));
if (stoppedBy) {
  rmSync(resultsDir, { recursive: true, force: true });
  console.log(`\ntests: stopped by ${stoppedBy}`);
  process.exit(128 + constants.signals[stoppedBy]);
}

let summary = 'no results';
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  summary = `${results.numPassedTests} passed, ${results.numFailedTests} failed`;
  printStages(results.testResults, Date.now() - startedAt);
  printSlowest(results.testResults);
  // a whole run (no file or name filter) refreshes the times the next run on a fresh clone sorts by
  if (extraArgs.length === 0 && projects.includes('e2e')) updateTimings(results.testResults);
}
rmSync(resultsDir, { recursive: true, force: true });
console.log(`\nprojects: ${projects.join(', ')}${projects.includes('e2e') ? '' : ' (browser suite skipped)'}`);
// The plain closing line CI reads.
console.log(`tests: ${summary}`);
process.exit(status ?? 1);

/** A test file's path from the repository root and the seconds it took, from jest's own start and end of it. */
function timed(files) {
  return files.map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }));
}

/** The unit and browser stages: they run side by side, so each says its span and the time its files took in all. */
function printStages(files, wallMs) {
  console.log(`\n::: jest took ${(wallMs / 1000).toFixed(0)} s with ${workers} workers`);
  for (const [stage, pattern] of [
    ['unit', /^test\/(?!e2e\/)/],
    ['browser', /^test\/e2e\//],
  ]) {
    const mine = files.filter((file) => pattern.test(path.relative(process.cwd(), file.name)));
    if (mine.length === 0) continue;
    const span = (Math.max(...mine.map((file) => file.endTime)) - Math.min(...mine.map((file) => file.startTime))) / 1000;
    const sum = timed(mine).reduce((total, { seconds }) => total + seconds, 0);
    console.log(
      `::: ${stage}: ${mine.length} files, from first start to last end ${span.toFixed(0)} s, ${sum.toFixed(0)} s of files in all`,
    );
  }
}

/** test/timings.json: each file's seconds, rewritten only when a file came or went or a time moved by half and 5 s. */
function updateTimings(files) {
  const file = new URL('./timings.json', import.meta.url);
  const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const after = Object.fromEntries(
    timed(files)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ name, seconds }) => [name, Math.max(1, Math.round(seconds))]),
  );
  const moved = (name) => {
    const old = before[name];
    return old === undefined || Math.abs(after[name] - old) > Math.max(5, old / 2);
  };
  const changed = Object.keys(before).length !== Object.keys(after).length || Object.keys(after).some(moved);
  if (changed) writeFileSync(file, `${JSON.stringify(after, null, 2)}\n`);
}

/** Where the time goes: the slowest test files. */
function printSlowest(files, count = 15) {
  const slowest = timed(files);
  slowest.sort((a, b) => b.seconds - a.seconds);
  console.log(`\nthe ${Math.min(count, slowest.length)} slowest of ${slowest.length} test files:`);
  for (const { name, seconds } of slowest.slice(0, count)) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
