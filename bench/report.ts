// The results file's shape and the table `npm run bench` prints (Markdown, so it pastes into a note as is).
import type { BudgetRow } from './bundleBudgets';
import type { BundleSizes } from './sizes';
import type { Summary } from './stats';
import type { PagesBenchResult } from './pages';

export interface RouteResult {
  path: string;
  page: string;
  h1VisibleMs: Summary & { samples: number[] };
  /** Median over the runs: everything the cold load downloaded, compressed. */
  transferredBytes: number;
  requests: number;
}

export interface BenchResults {
  generatedAt: string;
  commit: string;
  uncommittedChanges: boolean;
  environment: { node: string; chromium: string; nginx: string; cpus: number };
  buildMs: number;
  sizes: BundleSizes;
  /** Each built asset against its budget (bench/bundleBudgets.ts). */
  budgets: BudgetRow[];
  coldLoads: { runsPerRoute: number; routes: RouteResult[] };
  /** Renderer keystroke → preview against the bare library, and the first paint of / (bench/pages.ts). */
  pages: PagesBenchResult;
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const ms = (value: number) => value.toFixed(0);

export function formatReport(results: BenchResults): string {
  const { sizes } = results;
  const entryTotal = sizes.entry.js.gzipBytes + (sizes.entry.css?.gzipBytes ?? 0);
  const lines = [
    `Production build: ${(results.buildMs / 1000).toFixed(1)} s   (commit ${results.commit.slice(0, 8)}${results.uncommittedChanges ? ' plus uncommitted changes' : ''}, ${results.environment.chromium}, ${results.environment.nginx}, ${results.environment.cpus} CPUs)`,
    '',
    'Download size, KiB gzip as nginx sends it (raw KiB in brackets)',
    '',
    '| chunk | JS | CSS | JS + CSS |',
    '|---|---:|---:|---:|',
    `| entry (${sizes.entry.js.file}, ${sizes.entry.css?.file ?? 'no CSS'}) | ${kb(sizes.entry.js.gzipBytes)} (${kb(sizes.entry.js.bytes)}) | ${kb(sizes.entry.css?.gzipBytes)} (${kb(sizes.entry.css?.bytes)}) | ${kb(entryTotal)} |`,
    ...Object.entries(sizes.pages).map(
      ([chunk, files]) =>
        `| ${chunk} | ${kb(files.js.gzipBytes)} (${kb(files.js.bytes)}) | ${kb(files.css?.gzipBytes)} (${kb(files.css?.bytes)}) | ${kb(files.js.gzipBytes + (files.css?.gzipBytes ?? 0))} |`,
    ),
    '',
    `Cold load, navigation start → h1 visible, ms (${results.coldLoads.runsPerRoute} runs per route, new browser context each)`,
    '',
    '| route | median | p95 | min | max | downloaded KiB | requests |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.coldLoads.routes.map(
      (route) =>
        `| ${route.path} | ${ms(route.h1VisibleMs.median)} | ${ms(route.h1VisibleMs.p95)} | ${ms(route.h1VisibleMs.min)} | ${ms(route.h1VisibleMs.max)} | ${kb(route.transferredBytes)} | ${route.requests} |`,
    ),
  ];
  return lines.join('\n');
}
