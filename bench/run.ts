// `npm run bench`: build for production, serve with nginx, measure sizes and cold loads, print a table, write bench/results.json.
// A benchmark, not a test: it asserts nothing about time; docs/deploy.md says how to read it.
import './cssInNode';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildUnlessSkipped } from '../test/e2e/harness/build';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { PAGES } from '../test/e2e/harness/pages';
import { REPO_ROOT } from '../test/e2e/harness/paths';
import { missingBrowserSuiteTools, NGINX_PATH, requiredMessage } from '../test/e2e/harness/requirements';
import { bareLibrarySite } from './bareLibraryPage';
import { benchBatch, formatBatchBench } from './batch';
import { benchBigSpecs, formatBigSpecBench } from './bigSpecTyping';
import { BUDGETS, checkBudgets, formatBudgetTable, measureAssets } from './bundleBudgets';
import { coldLoad, type LoadSample } from './coldLoads';
import { benchDynamic, formatDynamicBench } from './dynamic';
import { benchEditorTyping, formatEditorTyping } from './editorTyping';
import { benchCanvasEdit, formatCanvasEditBench } from './editorCanvas';
import { benchGenerate, formatGenerateBench } from './generate';
import { benchHostileStreams, formatHostileStreamsBench } from './hostileStreams';
import { entryComposition, formatEntryComposition } from './entryComposition';
import { benchFonts, formatFontsBench } from './fonts';
import { benchExports, formatExportBench } from './exports';
import { benchPages, formatPagesBench } from './pages';
import { formatReport, type BenchResults, type RouteResult } from './report';
import { benchShareLinks, formatShareLinkBench } from './shareLinkCold';
import { measureSizes } from './sizes';
import { benchStyle, formatStyleBench } from './style';
import { median, summarize } from './stats';

const MIN_RUNS = 10;
const RESULTS_FILE = join(REPO_ROOT, 'bench', 'results.json');

function runsPerRoute(): number {
  const requested = Number(process.env.BENCH_RUNS ?? 20);
  if (!Number.isInteger(requested) || requested < MIN_RUNS) throw new Error(`BENCH_RUNS must be an integer of at least ${MIN_RUNS}`);
  return requested;
}

/** A command's first line of output (nginx -v prints to stderr). */
function output(command: string, args: string[]): string {
  const run = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8' });
  return `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n')[0] || 'unknown';
}

function hasUncommittedChanges(): boolean {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return status.status !== 0 || status.stdout.trim() !== '';
}

async function main(): Promise<void> {
  const missing = missingBrowserSuiteTools();
  if (missing.length > 0) throw new Error(requiredMessage(missing));
  const runs = runsPerRoute();

  // E2E_SKIP_BUILD=1 measures the dist/ already built (the browser suite's switch), e.g. to rerun on a quieter moment
  console.log(process.env.E2E_SKIP_BUILD ? 'measuring the dist/ already built…' : 'building for production…');
  const build = buildUnlessSkipped();
  // the bare library's page beside the app, for the share-link benches' floor
  const bare = bareLibrarySite();
  const server = await startNginx(build.distDir, bare.extra);
  const browser = await launchChromium();
  try {
    console.log('measuring sizes…');
    const sizes = await measureSizes(
      server.origin,
      build.distDir,
      PAGES.map((page) => page.chunk),
    );

    // other jobs share this machine: each of the two heavy benches carries the load average around it
    const load = () => loadavg().map((value) => Math.round(value * 100) / 100);
    console.log('measuring big specs (300 and 1,000 items typed into the Renderer and the Editor, the bare library beside) …');
    const bigSpecsLoadBefore = load();
    const bigSpecs = { ...(await benchBigSpecs(server.origin, browser)), loadAverage: { before: bigSpecsLoadBefore, after: load() } };
    console.log(`${formatBigSpecBench(bigSpecs).join('\n')}\nload average ${JSON.stringify(bigSpecs.loadAverage)}`);
    console.log('measuring share links (cold over loopback and on slow 4G, repeat visit through the service worker) …');
    const shareLinksLoadBefore = load();
    const shareLinks = { ...(await benchShareLinks(server.origin, browser)), loadAverage: { before: shareLinksLoadBefore, after: load() } };
    console.log(`${formatShareLinkBench(shareLinks).join('\n')}\nload average ${JSON.stringify(shareLinks.loadAverage)}`);
    // One untimed load first, so the browser process's own start-up is not charged to the first route.
    await coldLoad(browser, server.origin, PAGES[0]);
    const samples = new Map<string, LoadSample[]>(PAGES.map((page) => [page.path, []]));
    for (let run = 0; run < runs; run += 1) {
      process.stdout.write(`\rcold loads: round ${run + 1} of ${runs}`);
      // Routes take turns, so a slow moment of the machine spreads over all of them.
      for (const page of PAGES) samples.get(page.path)?.push(await coldLoad(browser, server.origin, page));
    }
    process.stdout.write('\n');

    console.log('measuring the Renderer (keystroke → preview) and the first paint of / …');
    const pages = await benchPages(server.origin, browser);
    console.log('measuring the Dynamic page (a 40-line spec streamed at 100 chunks per second) …');
    const dynamic = await benchDynamic(server.origin, browser);
    console.log('measuring Generate (a model answer streamed at 100 tokens per second) …');
    const generate = await benchGenerate(build.distDir, browser);
    console.log('measuring hostile streams (an endless spec stream and model answer: to the cap, and stopped) …');
    const hostileStreams = await benchHostileStreams(build.distDir, browser);
    console.log('measuring the Editor (keydown → next frame while typing) …');
    const editor = { typing: await benchEditorTyping(server.origin, browser) };
    console.log('measuring the Style page (twelve comparison cells drawn) …');
    const style = await benchStyle(server.origin, browser);
    console.log('measuring the batch check (a 200-spec Markdown file) …');
    const batch = await benchBatch(server.origin, browser);
    console.log('measuring the Editor (a label typed on the picture → the source) …');
    const editorCanvas = await benchCanvasEdit(server.origin, browser);
    console.log('measuring webfont bytes (a Latin-only and a Chinese picture, cold) …');
    const fonts = await benchFonts(server.origin, browser);
    console.log('measuring the exports (SVG, PNG 2x, PowerPoint, PDF of the default sample) …');
    const exports = await benchExports(server.origin, browser, build.distDir);

    const routes: RouteResult[] = PAGES.map((page) => {
      const loads = samples.get(page.path) ?? [];
      const times = loads.map((load) => load.h1VisibleMs);
      return {
        path: page.path,
        page: page.name,
        h1VisibleMs: { ...summarize(times), samples: times.map((time) => Math.round(time * 10) / 10) },
        transferredBytes: median(loads.map((load) => load.transferredBytes)),
        requests: median(loads.map((load) => load.requests)),
      };
    });
    const results: BenchResults & {
      dynamic: typeof dynamic;
      generate: typeof generate;
      hostileStreams: typeof hostileStreams;
      editor: typeof editor;
      editorCanvas: typeof editorCanvas;
      style: typeof style;
      batch: typeof batch;
      fonts: typeof fonts;
      exports: typeof exports;
      bigSpecs: typeof bigSpecs;
      shareLinks: typeof shareLinks;
    } = {
      generatedAt: new Date().toISOString(),
      commit: output('git', ['rev-parse', 'HEAD']),
      // Uncommitted changes were built too: the numbers then belong to no commit exactly.
      uncommittedChanges: hasUncommittedChanges(),
      environment: {
        node: process.version,
        chromium: `Chromium ${browser.version()}`,
        nginx: output(NGINX_PATH, ['-v']).replace('nginx version: ', ''),
        cpus: cpus().length,
      },
      buildMs: Math.round(build.durationMs),
      sizes,
      budgets: checkBudgets(measureAssets(build.distDir), BUDGETS),
      coldLoads: { runsPerRoute: runs, routes },
      pages,
      dynamic,
      generate,
      hostileStreams,
      editor,
      editorCanvas,
      style,
      batch,
      fonts,
      exports,
      bigSpecs,
      shareLinks,
    };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `\n${formatReport(results)}\n\n${formatPagesBench(pages).join('\n')}\n${formatDynamicBench(dynamic).join('\n')}\n${formatGenerateBench(generate).join('\n')}\n${formatHostileStreamsBench(hostileStreams).join('\n')}\n${formatEditorTyping(editor.typing)}\n${formatCanvasEditBench(editorCanvas).join('\n')}\n${formatStyleBench(style).join('\n')}\n${formatBatchBench(batch).join('\n')}\n\n${formatFontsBench(fonts).join('\n')}\n${formatExportBench(exports).join('\n')}\n${formatBigSpecBench(bigSpecs).join('\n')}\n${formatShareLinkBench(shareLinks).join('\n')}\nload average around them: ${JSON.stringify({ bigSpecs: bigSpecs.loadAverage, shareLinks: shareLinks.loadAverage })}\n\nwritten to bench/results.json`,
    );
    // The same table the build test fails with (bench/bundleBudgets.ts).
    console.log(`\nBundle budgets (bench/budgets.json), KiB gzip level 9\n\n${formatBudgetTable(results.budgets)}`);
    console.log(`\n${formatEntryComposition(entryComposition(build.distDir))}`);
  } finally {
    await browser.close();
    await server.stop();
    bare.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
