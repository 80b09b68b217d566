/**
 * @jest-environment node
 */
// The import boundaries and per-file globals in eslint.config.mjs fire on offending code and stay quiet on allowed code.
import { lintSnippets, type SnippetCase } from './lintSnippets';

const offending: SnippetCase[] = [
  // @antv/infographic only inside src/engine.
  {
    filePath: 'src/pages/renderer/x.tsx',
    code: "import { Infographic } from '@antv/infographic';\nexport const x = Infographic;\n",
    rule: 'no-restricted-imports',
  },
  {
    filePath: 'src/shared/x.ts',
    code: "import type { Options } from '@antv/infographic';\nexport type X = Options;\n",
    rule: 'no-restricted-imports',
  },
  { filePath: 'src/app/x.ts', code: "export * from '@antv/infographic/esm';\n", rule: 'no-restricted-imports' },
  { filePath: 'src/shared/x.ts', code: "export const load = () => import('@antv/infographic');\n", rule: 'no-restricted-syntax' },
  // No page imports another page, at any depth, statically or lazily.
  {
    filePath: 'src/pages/home/index.tsx',
    code: "import { x } from '../renderer/sourceText';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
  { filePath: 'src/pages/home/components/Card.tsx', code: "export { x } from '../../renderer';\n", rule: 'no-restricted-imports' },
  { filePath: 'src/pages/style/a/b/c.ts', code: "import '../../../editor/editor.css';\n", rule: 'no-restricted-imports' },
  {
    filePath: 'src/pages/editor/index.tsx',
    code: "import { x } from '../../pages/renderer/sourceText';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
  { filePath: 'src/pages/editor/index.tsx', code: "export const load = () => import('../dynamic');\n", rule: 'no-restricted-syntax' },
  // src/app, src/shared (and the engine) import no page; only the route table's import() reaches one.
  { filePath: 'src/app/Layout.tsx', code: "import Home from '../pages/home';\nexport const x = Home;\n", rule: 'no-restricted-imports' },
  {
    filePath: 'src/shared/preview/x.ts',
    code: "import { x } from '../../pages/renderer/svgSize';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
  { filePath: 'src/shared/x.ts', code: "export const load = () => import('../pages/home');\n", rule: 'no-restricted-syntax' },
  { filePath: 'src/app/routeTable.ts', code: "import Home from '../pages/home';\nexport const x = Home;\n", rule: 'no-restricted-imports' },
  {
    filePath: 'src/engine/x.ts',
    code: "import { x } from '../pages/renderer/svgSize';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
  // The session imports no page; src/shared and src/engine never import the session; the engine nothing from src/shared.
  {
    filePath: 'src/session/x.ts',
    code: "import Editor from '../pages/editor';\nexport const x = Editor;\n",
    rule: 'no-restricted-imports',
  },
  { filePath: 'src/session/x.ts', code: "export const load = () => import('../pages/style');\n", rule: 'no-restricted-syntax' },
  {
    filePath: 'src/shared/x.ts',
    code: "import { getSession } from '../session';\nexport const x = getSession;\n",
    rule: 'no-restricted-imports',
  },
  {
    filePath: 'src/shared/document/x.ts',
    code: "export { getSession } from '../../session/appSession';\n",
    rule: 'no-restricted-imports',
  },
  {
    filePath: 'src/engine/x.ts',
    code: "import { getSession } from '../session';\nexport const x = getSession;\n",
    rule: 'no-restricted-imports',
  },
  {
    filePath: 'src/engine/audit/x.ts',
    code: "import { debounce } from '../../shared/debounce';\nexport const x = debounce;\n",
    rule: 'no-restricted-imports',
  },
  { filePath: 'src/engine/x.ts', code: "export const load = () => import('../shared/fence');\n", rule: 'no-restricted-syntax' },
  // src/runtime is below the engine: it imports none of the app's layers.
  {
    filePath: 'src/runtime/x.ts',
    code: "import { loadEngine } from '../engine';\nexport const x = loadEngine;\n",
    rule: 'no-restricted-imports',
  },
  { filePath: 'src/runtime/scheduling/x.ts', code: "export { debounce } from '../../shared/debounce';\n", rule: 'no-restricted-imports' },
  // Globals: Node's in the app, the DOM's in Node code.
  { filePath: 'src/shared/x.ts', code: 'export const mode = process.env.NODE_ENV;\n', rule: 'no-undef' },
  { filePath: 'src/shared/x.ts', code: "export const bytes = Buffer.from('a');\n", rule: 'no-undef' },
  { filePath: 'webpack.config.ts', code: 'export const title = document.title;\n', rule: 'no-undef' },
  { filePath: 'test/e2e/harness/x.ts', code: 'export const width = window.innerWidth;\n', rule: 'no-undef' },
  { filePath: 'test/run.mjs', code: 'console.log(document.title);\n', rule: 'no-undef' },
  { filePath: 'bench/sizes.ts', code: 'export const element = (node: unknown) => node instanceof HTMLElement;\n', rule: 'no-undef' },
  // jest's globals only in tests.
  { filePath: 'src/shared/x.ts', code: 'export const spy = jest.fn();\n', rule: 'no-undef' },
];

const allowed: SnippetCase[] = [
  { filePath: 'src/engine/icons/x.ts', code: "import { once } from '../../runtime/lazy';\nexport const x = once;\n" },
  { filePath: 'src/runtime/x.ts', code: "import { PUBLIC_PATH } from '../constants';\nexport const x = PUBLIC_PATH;\n" },
  { filePath: 'src/engine/library.ts', code: "import { Infographic } from '@antv/infographic';\nexport const x = Infographic;\n" },
  { filePath: 'src/engine/index.ts', code: "export const load = () => import('./engine');\n" },
  { filePath: 'src/app/routeTable.ts', code: 'export const load = () => import(/* webpackChunkName: "home" */ \'../pages/home\');\n' },
  {
    filePath: 'src/pages/home/index.tsx',
    code: "import { x } from './components/Gallery';\nimport { y } from '../../shared/shareLink';\nexport const z = [x, y];\n",
  },
  {
    filePath: 'src/pages/home/components/Card.tsx',
    code: "import { x } from '../galleryParams';\nimport { y } from '../../../engine';\nexport const z = [x, y];\n",
  },
  {
    filePath: 'src/pages/renderer/components/PreviewPane.tsx',
    code: "import { x } from '../../../shared/preview/usePanZoom';\nexport const y = x;\n",
  },
  { filePath: 'src/session/x.ts', code: "import { getDocumentStore } from '../shared/document';\nexport const x = getDocumentStore;\n" },
  { filePath: 'src/pages/editor/x.ts', code: "import { getSession } from '../../session';\nexport const x = getSession;\n" },
  { filePath: 'src/shared/x.ts', code: 'export const width = () => window.innerWidth + document.title.length;\n' },
  { filePath: 'src/shared/x.ts', code: 'export const init = (options: RequestInit) => options;\n' },
  { filePath: 'webpack.config.ts', code: "export const root = __dirname + process.env.NODE_ENV + Buffer.from('a').length;\n" },
  { filePath: 'bench/engine-page.ts', code: 'export const title = document.title;\n' },
  { filePath: 'test/shared/x.test.ts', code: "test('x', () => expect(document.title + Buffer.from('a').length).toBeDefined());\n" },
];

let offendingResults: string[][];
let allowedResults: string[][];

beforeAll(async () => {
  [offendingResults, allowedResults] = await Promise.all([lintSnippets(offending), lintSnippets(allowed)]);
}, 120_000);

test.each(offending.map((snippet, index) => [snippet.filePath, snippet.code.split('\n')[0], snippet.rule, index] as const))(
  '%s: "%s" is reported by %s',
  (_filePath, _code, rule, index) => {
    expect(offendingResults[index]).toContain(rule);
  },
);

test.each(allowed.map((snippet, index) => [snippet.filePath, snippet.code.split('\n')[0], index] as const))(
  '%s: "%s" passes',
  (_filePath, _code, index) => {
    expect(allowedResults[index]).toEqual([]);
  },
);
