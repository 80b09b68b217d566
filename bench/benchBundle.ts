// Builds a tiny bench page (an entry that loads the engine the way pages do) into a folder, and opens it in Chromium.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Browser } from 'playwright-core';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createConfig } from '../webpack.config';
import { launchChromium } from '../test/e2e/harness/chromium';

/** The app's plugins a bench page does without: its own index.html, the service worker, the .gz copies. */
const APP_ONLY_PLUGINS = [HtmlWebpackPlugin, InjectManifest, CompressionPlugin];

/**
 * `entry` is relative to the repository; `profile` keeps names and source maps readable in a CPU profile. The app's own
 * config builds it (its loaders for icons, fonts and CSS, its chunk split), so the engine is bundled as the app bundles it.
 */
export function buildBenchBundle(entry: string, outDir: string, { profile = false } = {}): Promise<void> {
  const app = createConfig({ mode: 'production', outputPath: outDir });
  const compiler = webpack({
    ...app,
    entry: { bench: entry },
    // Plain names, opened from disk (file://<outDir>/index.html).
    output: { ...app.output, filename: '[name].js', chunkFilename: '[name].js', publicPath: '' },
    optimization: { ...app.optimization, minimize: !profile },
    devtool: profile ? 'source-map' : false,
    plugins: (app.plugins ?? []).filter((plugin) => !APP_ONLY_PLUGINS.some((type) => plugin instanceof type)),
    devServer: undefined,
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
