// Builds a tiny bench page (an entry that loads the engine the way pages do) into a folder, and opens it in Chromium.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import webpack from 'webpack';
import { launchChromium } from '../test/e2e/harness/chromium';

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
  return new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) fail(error ?? new Error(stats!.toString('errors-only')));
      else compiler.close(() => done());
    }),
  ).then(() =>
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><html lang="en"><body><script src="bench.js"></script></body></html>'),
  );
}

/** The suite's Chromium flags, plus file access: the bench page is opened from disk (file://<outDir>/index.html). */
export function launchBenchChromium(): Promise<Browser> {
  return launchChromium(['--allow-file-access-from-files']);
}
