/**
 * @jest-environment node
 */
// The budget check fails on growth, on an asset with no budget line and on a line for an asset no longer built.
import { checkBudgets, failures, formatBudgetTable, type AssetSize } from '../../bench/bundleBudgets';

const asset = (name: string, kib: number): AssetSize => ({
  asset: name,
  file: name.replace('.', '.0123abcd.'),
  gzipBytes: Math.round(kib * 1024),
});

test('assets within their budgets pass', () => {
  expect(failures(checkBudgets([asset('main.js', 99.7), asset('layout.css', 1.6)], { 'main.js': 101.8, 'layout.css': 1.6 }))).toEqual([]);
});

test('an asset over its budget fails, and the table says by how much', () => {
  const rows = checkBudgets([asset('main.js', 104.3), asset('layout.css', 1.6)], { 'main.js': 101.8, 'layout.css': 2.6 });
  expect(failures(rows)).toEqual([{ asset: 'main.js', budgetKiB: 101.8, actualKiB: 104.3, status: 'over budget' }]);
  expect(formatBudgetTable(failures(rows)).split('\n')).toEqual([
    '| asset | budget KiB gzip | actual KiB gzip | delta KiB | status |',
    '|---|---:|---:|---:|---|',
    '| main.js | 101.8 | 104.3 | +2.5 | over budget |',
  ]);
});

test('a new asset without a budget line fails, and so does a line for an asset the build no longer emits', () => {
  const rows = checkBudgets([asset('main.js', 99.7), asset('gallery.js', 3)], { 'main.js': 101.8, 'old.js': 1 });
  expect(failures(rows).map((row) => [row.asset, row.status])).toEqual([
    ['gallery.js', 'no budget line'],
    ['old.js', 'not built'],
  ]);
  expect(formatBudgetTable(failures(rows))).toContain('| gallery.js | – | 3.0 | – | no budget line |');
});
