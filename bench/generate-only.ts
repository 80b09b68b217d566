// `npm run bench:generate`: only the Generate bench, against the dist/ already built (E2E_SKIP_BUILD=1) or a new build.
// A benchmark, not a test: it prints figures and asserts nothing about time.
import { buildUnlessSkipped } from '../test/e2e/harness/build';
import { launchChromium } from '../test/e2e/harness/chromium';
import { benchGenerate, formatGenerateBench } from './generate';

async function main(): Promise<void> {
  const build = buildUnlessSkipped();
  const browser = await launchChromium();
  try {
    const result = await benchGenerate(build.distDir, browser, Number(process.env.BENCH_RUNS ?? 10));
    console.log(formatGenerateBench(result).join('\n'));
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
