// Builds a tiny bench page (an entry that loads the engine the way pages do) into a folder, for the engine benches.
import { resolve } from 'node:path';
import webpack from 'webpack';

const ROOT = resolve(__dirname, '..');

/** `entry` is relative to the repository; `profile` keeps names and source maps readable in a CPU profile. */
export function buildBenchBundle(entry: string, outDir: string, { profile = false } = {}): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: ROOT,
    entry: { bench: entry },
    output: { path: outDir, filename: '[name].js', chunkFilename: '[name].js', publicPath: '' },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: { rules: [{ test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } }] },
    // Like the app: a library stays in the async chunk that imports it (engine.js, icons.js).
    optimization: { minimize: !profile, splitChunks: { cacheGroups: { defaultVendors: false } } },
    devtool: profile ? 'source-map' : false,
    performance: { hints: false },
  });
  return new Promise((done, fail) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) fail(error ?? new Error(stats!.toString('errors-only')));
      else compiler.close(() => done());
    }),
  );
}
