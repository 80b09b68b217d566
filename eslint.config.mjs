// Lint: typescript-eslint's recommended rules, the React hooks rules, each file's own globals, and the import boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ---- Import boundaries (docs/architecture.md): checked on static imports, `export … from` and dynamic import().

const ENGINE_ONLY = {
  regex: '^@antv/infographic(/|$)',
  message: '@antv/infographic is imported only inside src/engine: the engine is the one door to the library.',
};
const NO_PAGE = {
  regex: '^\\.\\.?/(.*/)?pages(/|$)',
  message: 'Only the route table (src/app/routeTable.ts) reaches a page, by its lazy import(); no other module imports a page.',
};
const NO_SESSION = {
  regex: '^\\.\\.?/(.*/)?session(/|$)',
  message: 'src/shared and src/engine sit below the document session (src/session): they never import it; pages and views do.',
};
const NO_SHARED = {
  regex: '^\\.\\.?/(.*/)?shared(/|$)',
  message: 'src/engine imports nothing from src/shared: the engine is the bottom layer (move what both need into src/engine).',
};
const RUNTIME_BOTTOM = {
  regex: '^\\.\\.?/(.*/)?(engine|shared|session|app)(/|$)',
  message: 'src/runtime is the bottom layer (lazy loads, scheduling, the chunk adapter): it imports only src/constants.',
};
/** A page file `depth` folders below its page folder that climbs `depth + 1` levels has left its page for a sibling page. */
const otherPage = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[^./]`,
  message: 'A page never imports another page: move what both need to src/shared or src/engine (and reach your own files by ./ paths).',
});
/** Page files nest at most this deep below src/pages/<page>/; deeper files are flagged so the list below grows with them. */
const MAX_PAGE_DEPTH = 5;

/** The same boundaries for static imports (no-restricted-imports) and dynamic import() (no-restricted-syntax). */
function importBoundaries(staticRules, dynamicRules = staticRules, extraSyntax = []) {
  return {
    'no-restricted-imports': ['error', { patterns: staticRules.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...dynamicRules.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
      ...extraSyntax,
    ],
  };
}

const pageDepthBlocks = Array.from({ length: MAX_PAGE_DEPTH + 1 }, (_, depth) => ({
  files: [`src/pages/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: importBoundaries([ENGINE_ONLY, NO_PAGE, otherPage(depth)]),
}));

// ---- Globals: each file gets the globals of where it runs.

/** Run by Node: the build (webpack.config.ts, build/loaders), the test runner, the browser-suite harness, the bench. */
const NODE_FILES = [
  'webpack.config.ts',
  'jest.config.ts',
  'eslint.config.mjs',
  'test/run.mjs',
  'test/support/slowestFirst.mjs',
  'test/e2e/**',
  'test/build/**',
  'bench/**',
  'build/**',
  'devServer/**',
];
/** Bench pages webpack bundles for the browser. */
const BENCH_PAGE_FILES = ['bench/*-page.ts'];
/** Node files that hand functions to page.evaluate / waitForFunction: those functions run in the page. */
const PAGE_CALLBACK_FILES = [
  'test/e2e/**/*.e2e.ts',
  'test/e2e/harness/pageWatch.ts',
  'test/e2e/pages/previewPane.ts',
  'test/e2e/pages/menus.ts',
  'test/e2e/pages/editorPage.ts',
  'test/e2e/pages/storedDocument.ts',
  'test/e2e/pages/exportFiles.ts',
  'test/e2e/pages/generateChecks.ts',
  'test/e2e/pages/mainThread.ts',
  'test/e2e/pages/chineseLabels.ts',
  'test/e2e/pages/dynamicPage.ts',
  'test/e2e/pages/oversizePastes.ts',
  'test/e2e/fidelity/probe.ts',
  'bench/coldLoads.ts',
  'bench/waterfall.ts',
  'bench/pages.ts',
  'bench/dynamic.ts',
  'bench/generate.ts',
  'bench/style.ts',
  'bench/batch.ts',
  'bench/editorCanvas.ts',
  'bench/fonts.ts',
  'bench/engine-render.ts',
  'bench/engine-update.ts',
  'bench/bigSpecTyping.ts',
  'bench/oversize.ts',
];
/** jsdom tests: the DOM plus Node (jest runs them in Node). */
const JSDOM_TEST_FILES = { files: ['test/**'], ignores: ['test/e2e/**', 'test/build/**', 'test/run.mjs', 'test/support/slowestFirst.mjs'] };
const BROWSER_LIB = ['es2022', 'dom', 'dom.iterable'];

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'bench/results*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // typescript-eslint turns no-undef off for TS; on here so a browser global in Node code (or the reverse) is an error.
      'no-undef': 'error',
    },
  },
  // The scope analysis knows the type-only names of the DOM lib only where the DOM exists (RequestInit, BlobPart…).
  { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { lib: ['es2022'] } } },
  { files: ['src/**', ...BENCH_PAGE_FILES, ...PAGE_CALLBACK_FILES], languageOptions: { parserOptions: { lib: BROWSER_LIB } } },
  { ...JSDOM_TEST_FILES, languageOptions: { parserOptions: { lib: BROWSER_LIB } } },
  { files: ['src/**', ...BENCH_PAGE_FILES], languageOptions: { globals: globals.browser } },
  { files: NODE_FILES, ignores: BENCH_PAGE_FILES, languageOptions: { globals: globals.node } },
  { files: PAGE_CALLBACK_FILES, languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { ...JSDOM_TEST_FILES, languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ['test/**'], languageOptions: { globals: globals.jest } },
  // Hooks rules only where React components live: in tests and scripts a use* name is not a hook.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import boundaries; a later block replaces an earlier block's options, so each block lists all of its rules.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'toLocaleString',
          message:
            "A page's first toLocaleString loads ICU's locale data (15-45 ms in Chromium): counts go through formatCount (src/engine/formatCount.ts).",
        },
      ],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: importBoundaries([ENGINE_ONLY, NO_PAGE]) },
  { files: ['src/app/routeTable.ts'], rules: importBoundaries([ENGINE_ONLY, NO_PAGE], [ENGINE_ONLY]) },
  { files: ['src/shared/**/*.{ts,tsx}'], rules: importBoundaries([ENGINE_ONLY, NO_PAGE, NO_SESSION]) },
  { files: ['src/engine/**/*.{ts,tsx}'], rules: importBoundaries([NO_PAGE, NO_SESSION, NO_SHARED]) },
  { files: ['src/runtime/**/*.{ts,tsx}'], rules: importBoundaries([ENGINE_ONLY, NO_PAGE, RUNTIME_BOTTOM]) },
  ...pageDepthBlocks,
  {
    files: [`src/pages/*/${'*/'.repeat(MAX_PAGE_DEPTH + 1)}**/*.{ts,tsx}`],
    rules: importBoundaries(
      [ENGINE_ONLY, NO_PAGE],
      [ENGINE_ONLY, NO_PAGE],
      [{ selector: 'Program', message: `Page files nest deeper than MAX_PAGE_DEPTH (${MAX_PAGE_DEPTH}) in eslint.config.mjs: raise it.` }],
    ),
  },
);
