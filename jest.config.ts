import type { Config } from 'jest';

// Unit and integration tests run in jsdom; the browser suite (test/e2e) is its own project, run against nginx + Chromium.
const tsJest: Config['transform'] = {
  '^.+\\.(t|j)sx?$|[\\/]@lingui[\\/].+\\.mjs$': ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: { warnOnly: false } }],
};

const unit: Config = {
  displayName: 'unit',
  // jsdom plus Node's fetch, Request, AbortController and encoders, which the data router needs.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  transform: tsJest,
  // These dependencies ship ES modules only; let ts-jest compile them to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(lodash-es|d3-[^/]+|d3|internmap|@antv|culori|fflate|measury|round-polygon|@lingui|@messageformat)/)',
  ],
  moduleNameMapper: {
    '\\.css(\\?part=\\w+)?$': '<rootDir>/test/support/styleStub.ts',
    // d3 resolves to an .mjs file here; its UMD build is the same code as CommonJS. lodash-es is lodash as ESM.
    '^d3$': '<rootDir>/node_modules/d3/dist/d3.js',
    '^lodash-es$': 'lodash',
    // webpack builds one mdi or Lucide chunk per ?bucket=N, and Lucide's index from ?names (build/loaders/iconBucketLoader.ts);
    // under jest each is the whole set
    '^@iconify-json/(mdi|lucide)/icons\\.json\\?(bucket=\\d+|names)$': '<rootDir>/node_modules/@iconify-json/$1/icons.json',
  },
  setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
};

const e2e: Config = {
  displayName: 'e2e',
  // Node's environment plus one Chromium per jest worker, which the worker's spec files share (fresh contexts per test)
  testEnvironment: '<rootDir>/test/e2e/harness/browserEnvironment.ts',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: tsJest,
  // Specs import src/ modules (share links, sample specs), and the engine's index brings the canvas editor's stylesheet.
  // A share link's messages come from the i18n module, whose @lingui/core ships ES modules only: compiled like the unit's.
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat)/)'],
  moduleNameMapper: { '\\.css(\\?part=\\w+)?$': '<rootDir>/test/support/styleStub.ts' },
  // Build once, start nginx once (test/e2e/harness), for every worker and for the unit project's build test too.
  globalSetup: '<rootDir>/test/e2e/harness/globalSetup.ts',
  globalTeardown: '<rootDir>/test/e2e/harness/globalTeardown.ts',
  // A real browser against a real server takes seconds (no timing asserts, only a generous per-test limit).
  setupFilesAfterEnv: ['<rootDir>/test/e2e/harness/timeouts.ts'],
};

const config: Config = {
  // the slowest files first, from jest's cache or else test/timings.json, so the workers finish together
  testSequencer: '<rootDir>/test/support/slowestFirst.mjs',
  projects: process.env.JEST_PROJECTS === 'e2e' ? [e2e] : process.env.JEST_PROJECTS === 'unit' ? [unit] : [unit, e2e],
};

export default config;
