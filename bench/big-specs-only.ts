// `npm run bench:big`: only the big-spec typing bench (bench/bigSpecTyping.ts), against the dist/ already built
// (E2E_SKIP_BUILD=1) or a new build. Prints the figures and the load average; asserts nothing about time.
import { loadavg } from 'node:os';
import { buildUnlessSkipped } from '../test/e2e/harness/build';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { benchBigSpecs, formatBigSpecBench } from './bigSpecTyping';

async function main(): Promise<void> {
  const build = buildUnlessSkipped();
  const server = await startNginx(build.distDir);
  const browser = await launchChromium();
  try {
    const before = loadavg();
    const result = await benchBigSpecs(server.origin, browser);
    console.log(formatBigSpecBench(result).join('\n'));
    console.log(
      `load average before ${before.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
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
