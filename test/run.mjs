// `npm test`: every jest project, with the browser suite whenever Chromium and nginx are here (and always in CI).
// SIGINT, SIGTERM and SIGHUP are passed on to jest, whose browser-suite harness stops its nginx and Chromium and removes its
// temp folder (test/e2e/harness/suiteTemp.ts); this script then removes its own and exits as the signal would have.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const args = ['--selectProjects', ...projects, '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)];
// The browser suite shares one nginx and one build: run test files one at a time.
if (projects.includes('e2e')) args.push('--runInBand');
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
  printSlowest(results.testResults);
}
rmSync(resultsDir, { recursive: true, force: true });
console.log(`\nprojects: ${projects.join(', ')}${projects.includes('e2e') ? '' : ' (browser suite skipped)'}`);
// The plain closing line CI reads.
console.log(`tests: ${summary}`);
process.exit(status ?? 1);

/** Where the time goes: the slowest test files, from jest's own start and end of each. */
function printSlowest(files, count = 15) {
  const timed = files.map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }));
  timed.sort((a, b) => b.seconds - a.seconds);
  console.log(`\nthe ${Math.min(count, timed.length)} slowest of ${timed.length} test files:`);
  for (const { name, seconds } of timed.slice(0, count)) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
