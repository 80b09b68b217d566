/**
 * @jest-environment node
 */
// The production build as deployed: index.html from the constants, one file per named page chunk, no eval.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { checkBudgets, failures, formatBudgetTable, measureAssets, BUDGETS } from '../../bench/bundleBudgets';
import { buildUnlessSkipped } from '../e2e/harness/build';
import { suiteBuildReady } from '../e2e/harness/suiteEnv';
import { DOCUMENT_LANG, NOSCRIPT_MESSAGE, ROOT_ELEMENT_ID } from '../../src/constants';

let outputPath: string;
let files: string[];
let indexHtml: string;

// The production build as `npm run build` makes it: the one the browser suite's setup makes for this run (npm test builds
// once), or, in a run without the browser suite, a new one.
beforeAll(async () => {
  outputPath = (await suiteBuildReady()) ?? buildUnlessSkipped().distDir;
  files = readdirSync(outputPath);
  indexHtml = readFileSync(path.join(outputPath, 'index.html'), 'utf8');
}, 900_000);

test('index.html carries the language, the noscript message and the mount element from the constants', () => {
  expect(indexHtml).toMatch(new RegExp(`<html lang="?${DOCUMENT_LANG}"?>`));
  expect(indexHtml).toContain(`<noscript>${NOSCRIPT_MESSAGE}</noscript>`);
  expect(indexHtml).toMatch(new RegExp(`<div id="?${ROOT_ELEMENT_ID}"?>`));
});

test('index.html links the layout stylesheet and the entry script from the root path, with no inline script', () => {
  expect(indexHtml).toMatch(/<link href="?\/layout\.[0-9a-f]{8}\.css"? rel="?stylesheet"?>/);
  expect(indexHtml).toMatch(/<script\b[^>]*\bsrc="?\/main\.[0-9a-f]{8}\.js"?[^>]*><\/script>/);
  // A strict CSP forbids inline script: every <script> must have a src.
  expect(indexHtml.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
});

test.each(['home', 'renderer', 'editor', 'dynamic', 'style'])(
  'the %s page is its own hashed script chunk with its own CSS chunk',
  (chunk) => {
    expect(files.filter((file) => new RegExp(`^${chunk}\\.[0-9a-f]{8}\\.js$`).test(file))).toHaveLength(1);
    expect(files.filter((file) => new RegExp(`^${chunk}\\.[0-9a-f]{8}\\.css$`).test(file))).toHaveLength(1);
  },
);

test('page code is not in the entry bundle', () => {
  const entry = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
  const source = readFileSync(path.join(outputPath, entry), 'utf8');
  // Each page's one-line purpose is page code: it must only exist in its chunk.
  expect(source).not.toContain('Paste or open an infographic spec');
  expect(source).not.toContain('AntV Infographic');
});

test("the interface (React DOM) is its own chunk, not in the entry: a share link's picture need not wait for its script", () => {
  const read = (name: string) =>
    readFileSync(
      path.join(
        outputPath,
        files.find((file) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(file))!,
      ),
      'utf8',
    );
  expect(read('main')).not.toContain('createRoot');
  expect(read('app')).toContain('createRoot');
});

test('production JavaScript contains no eval and ships separate source maps', () => {
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    const source = readFileSync(path.join(outputPath, script), 'utf8');
    expect({ script, hasEval: /\beval\(/.test(source) }).toEqual({ script, hasEval: false });
    // a CSS-only chunk's script (one empty module that registers its stylesheet, e.g. a webfont family) has no code to map
    const cssOnlyStub = source.length < 512 && !source.includes('sourceMappingURL');
    if (!cssOnlyStub) expect(files).toContain(`${script}.map`);
  }
});

test('no development-only default ships: no script points at the dev server’s /demo/ endpoints (they 404 behind nginx)', () => {
  const scripts = files.filter((name) => name.endsWith('.js'));
  expect(scripts.some((name) => name.startsWith('dynamic.'))).toBe(true);
  const withDemo = scripts.filter((name) => readFileSync(path.join(outputPath, name), 'utf8').includes('/demo/'));
  expect(withDemo).toEqual([]);
});

test('the entry, the layout stylesheet and every page chunk ship a pre-compressed .gz of the same bytes for gzip_static', () => {
  const assets = files.filter((file) => /^(main|app|layout|home|renderer|editor|dynamic|style|engine)\.[0-9a-f]{8}\.(js|css)$/.test(file));
  expect(assets.length).toBeGreaterThanOrEqual(13);
  for (const asset of assets) {
    const original = readFileSync(path.join(outputPath, asset));
    const compressed = path.join(outputPath, `${asset}.gz`);
    // Tiny placeholder chunks may not compress well enough to be worth a .gz; everything else must have one.
    if (original.length < 1024) continue;
    expect({ asset, hasGz: files.includes(`${asset}.gz`) }).toEqual({ asset, hasGz: true });
    expect(gunzipSync(readFileSync(compressed)).equals(original)).toBe(true);
  }
});

test('every script and stylesheet is within its gzip budget in bench/budgets.json, and every one has a budget line', () => {
  const breaches = failures(checkBudgets(measureAssets(outputPath), BUDGETS));
  // The message is the table of what grew and by how much; docs/development.md says how to update a budget.
  if (breaches.length > 0) throw new Error(`bundle budgets (bench/budgets.json) exceeded:\n${formatBudgetTable(breaches)}`);
});
