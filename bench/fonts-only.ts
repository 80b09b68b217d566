// `npm run bench:fonts`: only the webfont bytes bench, against the dist/ already built (E2E_SKIP_BUILD=1) or a new build.
import { buildUnlessSkipped } from '../test/e2e/harness/build';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { benchFonts, formatFontsBench } from './fonts';

async function main(): Promise<void> {
  const build = buildUnlessSkipped();
  const server = await startNginx(build.distDir);
  const browser = await launchChromium();
  try {
    const result = await benchFonts(server.origin, browser);
    console.log(formatFontsBench(result).join('\n'));
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
