// `npm test`: every jest project, with the browser suite whenever Chromium and nginx are here (and always in CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const args = ['jest', '--selectProjects', ...projects, '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)];
// The browser suite shares one nginx and one build: run test files one at a time.
if (projects.includes('e2e')) args.push('--runInBand');
const run = spawnSync('npx', args, { stdio: 'inherit' });

let summary = 'no results';
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  summary = `${results.numPassedTests} passed, ${results.numFailedTests} failed`;
}
rmSync(resultsDir, { recursive: true, force: true });
console.log(`\nprojects: ${projects.join(', ')}${projects.includes('e2e') ? '' : ' (browser suite skipped)'}`);
// The plain closing line CI reads.
console.log(`tests: ${summary}`);
process.exit(run.status ?? 1);
