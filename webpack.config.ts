// One hand-written webpack config; each block says why it is there.
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { demoModels, DEV_PROXY_BASE } from './devServer/demoModels';
import { demoStreams } from './devServer/demoStreams';
import { SERVICE_WORKER_FILE } from './src/runtime/serviceWorkerMessages';
import { PROXIED_ENDPOINTS_PATH } from './src/shared/generation/proxiedEndpoints';
import { insertCheckedStylesheet } from './src/runtime/stylesheetCheck';
import { CHUNK_LOAD_TIMEOUT_MS, DOCUMENT_LANG, NOSCRIPT_MESSAGE, PUBLIC_PATH, ROOT_ELEMENT_ID, PRODUCT_NAME } from './src/constants';

/** The mdi icon set's lazy chunks (`mdi-<bucket>.<hash>.js`). */
const MDI_CHUNK_FILE = /(^|\/)mdi-\d+\.[0-9a-f]+\.js$/;
/** The PDF export's TrueType fonts (`fonts/<name>.<hash>.ttf`), fetched by the first PDF download. */
const PDF_FONT_FILE = /(^|\/)fonts\/[^/]+\.ttf$/;

/** The lazy chunks of the PowerPoint and PDF writers (src/engine/export/exportDocuments.ts). */
const EXPORT_WRITER_CHUNKS = new Set(['pdf', 'pptx']);

/** Where the engine's @font-face stylesheets live (src/engine/fonts/faces), and the folder of dist/ their woff2 files go to. */
const FONT_FACES_DIR = path.resolve(__dirname, 'src/engine/fonts/faces');
export const FONT_DIR = 'fonts';
/** A woff2 slice in dist/: cached when a picture first needs it, not precached (hundreds of files, tens of MB). */
const FONT_FILE = /(^|\/)fonts\/[^/]+\.woff2$/;

/** The entry chunk's name; its extracted CSS is the layout stylesheet. */
export const ENTRY_NAME = 'main';
export const LAYOUT_STYLESHEET_NAME = 'layout';

/** The dev server's port: PORT from the environment when it is a port number, else 8080 (`npm start -- --port N` overrides both). */
export function devServerPort(env: Record<string, string | undefined> = process.env): number {
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 8080;
}

export interface BuildOptions {
  mode: 'production' | 'development';
  /** Where dist/ goes (tests build elsewhere). */
  outputPath?: string;
  /** Tests shorten the script chunk timeout; the app always uses the spec's constant. */
  chunkLoadTimeout?: number;
  /** Tests build a small fixture through this same config. */
  entry?: string;
}

export function createConfig({
  mode,
  outputPath,
  chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS,
  entry = './src/index.tsx',
}: BuildOptions): Configuration {
  const production = mode === 'production';
  const hash = production ? '.[contenthash:8]' : '';
  const devServer: DevServerConfiguration = {
    port: devServerPort(),
    host: 'localhost',
    // Every app path gets index.html, like nginx does in production.
    historyApiFallback: { index: PUBLIC_PATH },
    hot: true,
    // Everything the app serves comes from the build; there is no public/ folder.
    static: false,
    client: { overlay: { errors: true, warnings: false } },
    // Demo streams and live data for the Dynamic page (/demo/…), ahead of compression so nothing buffers a stream.
    // and the "Demo model" endpoints plus /models.json for Generate (docs/generation.md).
    setupMiddlewares: (middlewares) => [
      { name: 'demo-streams', middleware: demoStreams() },
      { name: 'demo-models', middleware: demoModels({ proxyTarget: process.env.MODEL_PROXY_TARGET }) },
      ...middlewares,
    ],
    // MODEL_PROXY_TARGET=http://localhost:11434/v1 forwards /dev/model/… to a local OpenAI-compatible server, unbuffered.
    proxy: process.env.MODEL_PROXY_TARGET
      ? [
          {
            context: [DEV_PROXY_BASE],
            target: process.env.MODEL_PROXY_TARGET,
            pathRewrite: { [`^${DEV_PROXY_BASE}`]: '' },
            changeOrigin: true,
          },
        ]
      : [],
  };
  return {
    mode,
    context: __dirname,
    entry: { [ENTRY_NAME]: entry },
    // es2020 lets webpack's runtime use globalThis instead of `new Function` (CSP without unsafe-eval).
    target: ['web', 'es2020'],
    output: {
      path: outputPath ?? path.resolve(__dirname, 'dist'),
      publicPath: PUBLIC_PATH,
      filename: `[name]${hash}.js`,
      // Async chunks are fetched by name under the root path, e.g. /renderer.3f2a1c9e.js.
      chunkFilename: `[name]${hash}.js`,
      chunkLoadTimeout,
      clean: true,
    },
    // Named chunk ids make the catalogue messages readable: "Loading chunk renderer failed."
    optimization: {
      chunkIds: 'named',
      moduleIds: production ? 'deterministic' : 'named',
      // A library lives in the async chunk that imports it (engine.*.js, icons.*.js) rather than in an anonymous vendors chunk;
      // modules shared by two or more async chunks are still split out once, named by the pages that share them
      // (shared-home-renderer.*.js), so the name stays put while the modules change and the bundle budgets can name it.
      splitChunks: {
        cacheGroups: {
          defaultVendors: false,
          // culori serves the engine's library and the Style page: one chunk named for it.
          culori: { test: /[\\/]node_modules[\\/]culori[\\/]/, name: 'culori', chunks: 'async', enforce: true },
          // the template search's ranking (MiniSearch) serves Home's gallery and the Editor's "New from template": one chunk
          // of its own, so the catalogue modules the Renderer shares with them stay where they were
          templateRanking: {
            test: /[\\/]node_modules[\\/]minisearch[\\/]|[\\/]src[\\/]shared[\\/]gallery[\\/]templateRanking\.ts$/,
            name: 'template-ranking',
            chunks: 'async',
            enforce: true,
          },
          default: {
            // the export writers (pdf, pptx) keep their own copies of what they share with pages (fflate), so loading a
            // page never renames or grows a shared chunk because an export library uses the same module
            chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) =>
              !chunk.canBeInitial() && !EXPORT_WRITER_CHUNKS.has(chunk.name ?? ''),
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
            name: (_module: unknown, chunks: Array<{ name?: string | null }>) =>
              `shared-${chunks
                .map((chunk) => chunk.name ?? 'unnamed')
                .sort()
                .join('-')}`,
          },
        },
      },
    },
    // No eval in any build that ships; separate source maps in production.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build, dev warnings and all (remix-run/react-router#12532,
      // #14102); the production build it ships beside it is the same API without them: 0.6 KiB less gzip in the entry.
      alias: production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: !production, onlyCompileBundledFiles: true } },
        },
        { test: /\.css$/, exclude: FONT_FACES_DIR, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // The engine's webfonts: each family's @font-face CSS is two lazy CSS chunks (`?part=latin`, `?part=rest`: the
        // Latin slices, then the CJK ones); the packages' CSS it imports goes through the part splitter and the WOFF2-only
        // loader too (importLoaders), and each woff2 slice is a hashed file under fonts/.
        {
          test: /\.css$/,
          include: FONT_FACES_DIR,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 2 } },
            path.resolve(__dirname, 'build/loaders/fontPartLoader.ts'),
            path.resolve(__dirname, 'build/loaders/woff2OnlyLoader.ts'),
          ],
        },
        { test: /\.woff2$/, type: 'asset/resource', generator: { filename: `${FONT_DIR}/[name]${hash}[ext]` } },
        // The icon sets (mdi's 3 MB, Lucide's 0.6 MB) split into lazy chunks by name hash (src/engine/icons/mdiIcons.ts,
        // lucideIcons.ts), so a picture fetches only its icons' chunks; Lucide's `?names` is its index without the bodies.
        {
          test: /[\\/]@iconify-json[\\/](mdi|lucide)[\\/]icons\.json$/,
          resourceQuery: /^\?(bucket=\d+|names)$/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'build/loaders/iconBucketLoader.ts'),
        },
        // The interface's catalogues: each message's ICU text compiled at build time, so no parser ships (src/i18n/i18n.ts).
        {
          test: /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z-]+[\\/][a-z]+\.json$/i,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'build/loaders/messagesLoader.ts'),
        },
        // The PDF export's fonts are files of their own, fetched by the pdf chunk when a PDF is made (never inlined in JS).
        { test: /\.ttf$/, type: 'asset/resource', generator: { filename: `fonts/[name]${hash}[ext]` } },
      ],
    },
    plugins: [
      // Code paths of the export libraries that the app never takes: jsPDF's html()/addSvgAsImage helpers (html2canvas,
      // canvg, its own DOMPurify import) and pptxgenjs's Node-only file and network access. Left out, they add no chunks.
      new webpack.IgnorePlugin({ resourceRegExp: /^(html2canvas|canvg|dompurify)$/, contextRegExp: /[\\/]node_modules[\\/]jspdf[\\/]/ }),
      new webpack.IgnorePlugin({ resourceRegExp: /^node:(fs|https)$/, contextRegExp: /[\\/]node_modules[\\/]pptxgenjs[\\/]/ }),
      new HtmlWebpackPlugin({
        template: './templates/index.html',
        // A real icon: otherwise the browser asks for /favicon.ico and logs a 404.
        favicon: './templates/favicon.svg',
        scriptLoading: 'defer',
        templateParameters: {
          lang: DOCUMENT_LANG,
          noscriptMessage: NOSCRIPT_MESSAGE,
          rootId: ROOT_ELEMENT_ID,
          title: PRODUCT_NAME,
        },
      }),
      new MiniCssExtractPlugin({
        // The entry's CSS is the shared layout stylesheet; each page's CSS goes in its page's CSS chunk.
        filename: ({ chunk }) => (chunk?.name === ENTRY_NAME ? `${LAYOUT_STYLESHEET_NAME}${hash}.css` : `[name]${hash}.css`),
        chunkFilename: `[name]${hash}.css`,
        // A CSS chunk that arrives empty (200, no rules) fails as a stylesheet chunk load failure, as a 404 would.
        insert: insertCheckedStylesheet,
      }),
      // Pre-compressed copies at gzip's best level for nginx's gzip_static, instead of level 6 on every request.
      // Production only: `npm start` serves its own list of demo endpoints (devServer/demoModels.ts).
      ...(production ? [defaultEndpointsFile()] : []),
      ...(production
        ? [new CompressionPlugin({ test: /\.(js|css|html|svg|ttf)$/, algorithm: 'gzip', compressionOptions: { level: 9 }, minRatio: 0.9 })]
        : []),
      // The offline service worker, with webpack's own asset list injected (InjectManifest rather than GenerateSW: the
      // worker needs network-first documents with the precached index.html as their offline answer, and a Reload-driven
      // skipWaiting, which is a dozen lines of our own code, type-checked with the rest). Production only: a worker
      // caching dev-server output would serve stale code while you edit.
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/runtime/serviceWorker.ts',
              swDest: SERVICE_WORKER_FILE,
              // Source maps and the .gz twins are never requested by the app; the browser negotiates gzip itself.
              // The mdi icon chunks (about 1 MiB in all) are cached when a picture first uses them (src/runtime/serviceWorker.ts),
              // not downloaded up front for every visitor; so are the webfonts' woff2 slices (the font CSS is precached).
              // The PDF fonts (1.4 MB) likewise wait for the first PDF export. Lucide's chunks (lucide-N, about 130 KiB in all)
              // stay precached as its one chunk was: Home's gallery draws Lucide icons, and offline it must draw every one.
              // The default endpoint list is never precached: the operator's file served over it must win.
              exclude: [/\.map$/, /\.gz$/, /LICENSE\.txt$/, MDI_CHUNK_FILE, FONT_FILE, PDF_FONT_FILE, DEFAULT_ENDPOINTS_FILE],
              // The engine chunk is the largest file; every chunk must be precached or a page would be missing offline.
              maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer,
  };
}

/** The default endpoint list's file name in dist/ (the page reads it at PROXIED_ENDPOINTS_PATH). */
const DEFAULT_ENDPOINTS_FILE = PROXIED_ENDPOINTS_PATH.replace(/^\//, '');

/**
 * A default /models.json listing no proxied endpoints, so a site without the operator's file answers 200 rather than a 404
 * every browser logs; docs/deploy.md's exact `location = /models.json` serves the operator's file over it.
 */
function defaultEndpointsFile(): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('DefaultEndpointsFile', (compilation) => {
        const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
        compilation.hooks.processAssets.tap({ name: 'DefaultEndpointsFile', stage }, () => {
          compilation.emitAsset(DEFAULT_ENDPOINTS_FILE, new webpack.sources.RawSource(`${JSON.stringify({ endpoints: [] })}\n`));
        });
      });
    },
  };
}

export default (_env: unknown, argv: { mode?: string }): Configuration =>
  createConfig({ mode: argv.mode === 'development' ? 'development' : 'production' });
