// Bundle budgets: each built script and stylesheet, gzip-compressed, against its line in bench/budgets.json.
// Shared by the build test (test/build/dist.test.ts fails on a breach) and `npm run bench` (prints the table).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import budgetFile from './budgets.json';

/** Budgets in KiB of gzip, keyed by asset name without its content hash (main.js, renderer.css…). */
export type Budgets = Record<string, number>;

export const BUDGETS: Budgets = budgetFile.assets;

export interface AssetSize {
  /** The name without its content hash: main.js, layout.css, renderer.js. */
  asset: string;
  file: string;
  gzipBytes: number;
}

export type BudgetStatus = 'ok' | 'over budget' | 'no budget line' | 'not built';

export interface BudgetRow {
  asset: string;
  budgetKiB?: number;
  actualKiB?: number;
  status: BudgetStatus;
}

const HASHED_ASSET = /^(.+)\.[0-9a-f]{8}\.(js|css)$/;
/** The one script with a stable name (its URL must not change between deployments): the offline service worker. */
const SERVICE_WORKER = /^(service-worker)\.(js)$/;

/** Every hashed script and stylesheet in a build, and the service worker, gzip level 9 (what the build's .gz copies and nginx's gzip_static send). */
export function measureAssets(distDir: string): AssetSize[] {
  return readdirSync(distDir)
    .map((file) => ({ file, match: HASHED_ASSET.exec(file) ?? SERVICE_WORKER.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      asset: `${match[1]}.${match[2]}`,
      file,
      gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    }))
    .sort((a, b) => a.asset.localeCompare(b.asset));
}

const toKiB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** One row per asset built or budgeted; anything but 'ok' is a failure. */
export function checkBudgets(assets: readonly AssetSize[], budgets: Budgets): BudgetRow[] {
  const built = new Map(assets.map((asset) => [asset.asset, toKiB(asset.gzipBytes)]));
  const names = [...new Set([...built.keys(), ...Object.keys(budgets)])].sort();
  return names.map((asset) => {
    const actualKiB = built.get(asset);
    const budgetKiB = budgets[asset];
    const status: BudgetStatus =
      actualKiB === undefined ? 'not built' : budgetKiB === undefined ? 'no budget line' : actualKiB > budgetKiB ? 'over budget' : 'ok';
    return { asset, budgetKiB, actualKiB, status };
  });
}

export function failures(rows: readonly BudgetRow[]): BudgetRow[] {
  return rows.filter((row) => row.status !== 'ok');
}

const kib = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
const delta = (row: BudgetRow) =>
  row.actualKiB === undefined || row.budgetKiB === undefined
    ? '–'
    : `${row.actualKiB > row.budgetKiB ? '+' : ''}${(row.actualKiB - row.budgetKiB).toFixed(1)}`;

/** A Markdown table: delta is actual minus budget, so a positive delta is how far an asset went over. */
export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  return [
    '| asset | budget KiB gzip | actual KiB gzip | delta KiB | status |',
    '|---|---:|---:|---:|---|',
    ...rows.map((row) => `| ${row.asset} | ${kib(row.budgetKiB)} | ${kib(row.actualKiB)} | ${delta(row)} | ${row.status} |`),
  ].join('\n');
}
