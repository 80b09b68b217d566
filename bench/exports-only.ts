// `npm run bench:exports`: only the exports bench, against the dist/ already built (E2E_SKIP_BUILD=1) or a new build; its
// figures replace the `exports` entry of bench/results.json. A benchmark, not a test: it asserts nothing about time.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildUnlessSkipped } from '../test/e2e/harness/build';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { REPO_ROOT } from '../test/e2e/harness/paths';
import { benchExports, formatExportBench } from './exports';

const RESULTS_FILE = join(REPO_ROOT, 'bench', 'results.json');

async function main(): Promise<void> {
  const build = buildUnlessSkipped();
  const server = await startNginx(build.distDir);
  const browser = await launchChromium();
  try {
    const result = await benchExports(server.origin, browser, build.distDir, Number(process.env.BENCH_RUNS ?? 5));
    console.log(formatExportBench(result).join('\n'));
    const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ ...results, exports: { measuredAt: new Date().toISOString(), ...result } }, null, 2)}\n`,
    );
    console.log('written to bench/results.json (exports)');
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
