// Cold share link → picture on /renderer and /editor (a spec whose template draws icons), for one or more builds, behind deploy/nginx.conf.
// Usage: node -r ts-node/register bench/shareLinkCold.ts [runs] [distDir ...]
import { encodeShareCode } from '../src/shared/shareLink';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { DIST_DIR } from '../test/e2e/harness/paths';
import { coldShareLink } from './coldLoads';
import { median, percentile } from './stats';

const TITLE = 'Cold link picture';
const SPEC = `infographic list-row-horizontal-icon-arrow
data
  title ${TITLE}
  lists
    - label Research
      icon search
    - label Build
      icon rocket
`;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 7);
  const dists = process.argv.length > 3 ? process.argv.slice(3) : [DIST_DIR];
  const encoded = encodeShareCode(SPEC);
  if (!encoded.ok) throw new Error(encoded.message);
  const browser = await launchChromium();
  try {
    for (const dist of dists) {
      const server = await startNginx(dist);
      try {
        for (const route of ['/renderer', '/editor']) {
          const path = `${route}#v=1&code=${encoded.code}`;
          await coldShareLink(browser, server.origin, path, TITLE); // warm-up: nginx and Chromium's own caches of the binary
          const samples = [];
          for (let run = 0; run < runs; run += 1) samples.push(await coldShareLink(browser, server.origin, path, TITLE));
          const times = samples.map((sample) => sample.pictureMs);
          console.log(
            JSON.stringify({
              dist,
              route,
              runs,
              pictureMedianMs: Math.round(median(times)),
              pictureP95Ms: Math.round(percentile(times, 95)),
              transferredKB: Math.round(median(samples.map((sample) => sample.transferredBytes)) / 1024),
            }),
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
