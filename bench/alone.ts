// `npm run bench:<name>`: one bench alone, against the dist/ already built (E2E_SKIP_BUILD=1) or a new build. It prints the
// figures with the load average around them and replaces that bench's entry in bench/results.json (the key `npm run bench`
// writes). A benchmark, not a test: it asserts nothing about time.
import './cssInNode';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildUnlessSkipped } from '../test/e2e/harness/build';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { REPO_ROOT } from '../test/e2e/harness/paths';
import { bareLibrarySite } from './bareLibraryPage';
import { benchBigSpecs, formatBigSpecBench } from './bigSpecTyping';
import { benchDynamic, formatDynamicBench } from './dynamic';
import { benchEditorTyping, formatEditorTyping } from './editorTyping';
import { benchExports, formatExportBench } from './exports';
import { benchFonts, formatFontsBench } from './fonts';
import { benchGenerate, formatGenerateBench } from './generate';
import { benchOversize, formatOversizeBench } from './oversize';
import { benchPages, formatPagesBench } from './pages';
import { benchShareLinks, formatShareLinkBench } from './shareLinkCold';
import { benchShareLinkProfile, formatShareLinkProfile } from './shareLinkProfile';
import { benchStyle, formatStyleBench } from './style';

const RESULTS_FILE = join(REPO_ROOT, 'bench', 'results.json');
const runs = (fallback: number) => Number(process.env.BENCH_RUNS ?? fallback);

interface Where {
  origin: string;
  distDir: string;
  browser: Browser;
}
interface Bench {
  /** Its key in bench/results.json. */
  key: string;
  measure(where: Where): Promise<object>;
  format(result: object): string[];
}

// Each bench's own formatter reads the result it measured: the casts only bridge the table's common shape.
const BENCHES: Record<string, Bench> = {
  dynamic: {
    key: 'dynamic',
    measure: ({ origin, browser }) => benchDynamic(origin, browser, runs(10)),
    format: (r) => formatDynamicBench(r as Awaited<ReturnType<typeof benchDynamic>>),
  },
  generate: {
    key: 'generate',
    measure: ({ distDir, browser }) => benchGenerate(distDir, browser, runs(10)),
    format: (r) => formatGenerateBench(r as Awaited<ReturnType<typeof benchGenerate>>),
  },
  fonts: {
    key: 'fonts',
    measure: ({ origin, browser }) => benchFonts(origin, browser),
    format: (r) => formatFontsBench(r as Awaited<ReturnType<typeof benchFonts>>),
  },
  exports: {
    key: 'exports',
    measure: ({ origin, browser, distDir }) => benchExports(origin, browser, distDir, runs(5)),
    format: (r) => formatExportBench(r as Awaited<ReturnType<typeof benchExports>>),
  },
  big: {
    key: 'bigSpecs',
    measure: ({ origin, browser }) => benchBigSpecs(origin, browser),
    format: (r) => formatBigSpecBench(r as Awaited<ReturnType<typeof benchBigSpecs>>),
  },
  style: {
    key: 'style',
    measure: ({ origin, browser }) => benchStyle(origin, browser, runs(10)),
    format: (r) => formatStyleBench(r as Awaited<ReturnType<typeof benchStyle>>),
  },
  // The Renderer's keystroke → preview against the bare library's render, its typing frames, Home's first paint.
  pages: {
    key: 'pages',
    measure: ({ origin, browser }) => benchPages(origin, browser),
    format: (r) => formatPagesBench(r as Awaited<ReturnType<typeof benchPages>>),
  },
  // bench/run.ts keeps the Editor's typing under `editor.typing`.
  typing: {
    key: 'editor',
    measure: async ({ origin, browser }) => ({ typing: await benchEditorTyping(origin, browser) }),
    format: (r) => [formatEditorTyping((r as { typing: Awaited<ReturnType<typeof benchEditorTyping>> }).typing)],
  },
  share: {
    key: 'shareLinks',
    measure: ({ origin, browser }) => benchShareLinks(origin, browser, runs(9)),
    format: (r) => formatShareLinkBench(r as Awaited<ReturnType<typeof benchShareLinks>>),
  },
  // The longest main-thread task after an oversize paste into each field, and of a deflate bomb's link on /renderer.
  oversize: {
    key: 'oversize',
    measure: ({ origin, browser }) => benchOversize(origin, browser, runs(3)),
    format: (r) => formatOversizeBench(r as Awaited<ReturnType<typeof benchOversize>>),
  },
  profile: {
    key: 'shareLinkProfile',
    measure: ({ origin, browser, distDir }) => benchShareLinkProfile(origin, browser, distDir, runs(5)),
    format: (r) => formatShareLinkProfile(r as Awaited<ReturnType<typeof benchShareLinkProfile>>),
  },
};

const load = () => loadavg().map((l) => Number(l.toFixed(2)));

async function main(name: string | undefined): Promise<void> {
  const bench = name ? BENCHES[name] : undefined;
  if (!bench) throw new Error(`usage: bench/alone.ts <${Object.keys(BENCHES).join('|')}>`);
  const build = buildUnlessSkipped();
  // the bare library's page beside the app, for the share-link benches' floor
  const bare = bareLibrarySite();
  const server = await startNginx(build.distDir, bare.extra);
  const browser = await launchChromium();
  try {
    const before = load();
    const result = await bench.measure({ origin: server.origin, distDir: build.distDir, browser });
    const after = load();
    console.log(bench.format(result).join('\n'));
    console.log(`load average before ${before.join(' ')}, after ${after.join(' ')}`);
    const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
    const entry = { measuredAt: new Date().toISOString(), loadAverage: { before, after }, ...result };
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...results, [bench.key]: entry }, null, 2)}\n`);
    console.log(`written to bench/results.json (${bench.key})`);
  } finally {
    await browser.close();
    await server.stop();
    bare.remove();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
