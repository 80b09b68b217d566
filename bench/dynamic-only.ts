// `npm run bench:dynamic`: only the Dynamic page's streaming bench, against the dist/ already built (E2E_SKIP_BUILD=1) or a new build.
// A benchmark, not a test: it prints figures and asserts nothing about time.
import { buildUnlessSkipped } from '../test/e2e/harness/build';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { benchDynamic, formatDynamicBench } from './dynamic';

async function main(): Promise<void> {
  const build = buildUnlessSkipped();
  const server = await startNginx(build.distDir);
  const browser = await launchChromium();
  try {
    const result = await benchDynamic(server.origin, browser, Number(process.env.BENCH_RUNS ?? 10));
    console.log(formatDynamicBench(result).join('\n'));
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
