// Bench of the exports, called by bench/run.ts and bench/alone.ts: the default sample in the Renderer, each of
// SVG, PNG 2x, PowerPoint and PDF downloaded twice per fresh page: the first includes the lazy chunk (and for PDF its
// fonts), the second is the export alone. Time: from the click to the download starting. A benchmark, not a test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Download } from 'playwright-core';
import { summarize, type Summary } from './stats';

const FORMATS = [
  { name: 'SVG', button: 'Download SVG' },
  { name: 'PNG 2x', button: 'Download PNG' },
  { name: 'PPTX', button: 'Download PowerPoint' },
  { name: 'PDF', button: 'Download PDF' },
] as const;

export interface ExportBenchFormat {
  format: string;
  firstMs: Summary;
  againMs: Summary;
  bytes: number;
}

export interface ExportBenchResult {
  runs: number;
  formats: ExportBenchFormat[];
  /** The lazy files the exports fetch, by name without hash: bytes on disk and gzip level 9. */
  lazyFiles: Array<{ file: string; bytes: number; gzipBytes: number }>;
}

function lazyFiles(distDir: string): ExportBenchResult['lazyFiles'] {
  const files = [
    ...readdirSync(distDir)
      .filter((name) => /^(pdf|pptx|fontsubset)\.[0-9a-f]{8}\.js$/.test(name))
      .map((name) => name),
    ...readdirSync(join(distDir, 'fonts'))
      .filter((name) => name.endsWith('.ttf'))
      .map((name) => `fonts/${name}`),
  ];
  return files.map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return {
      file: file.replace(/\.[0-9a-f]{8}\./, '.'),
      bytes: statSync(join(distDir, file)).size,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    };
  });
}

export async function benchExports(origin: string, browser: Browser, distDir: string, runs = 5): Promise<ExportBenchResult> {
  const first = new Map<string, number[]>(FORMATS.map((f) => [f.name, []]));
  const again = new Map<string, number[]>(FORMATS.map((f) => [f.name, []]));
  const sizes = new Map<string, number>();
  for (let run = 0; run < runs; run += 1) {
    process.stdout.write(`\rexports: run ${run + 1} of ${runs}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/renderer`);
      await page.getByRole('region', { name: 'Preview', exact: true }).locator('svg').first().waitFor();
      for (const format of FORMATS) {
        for (const into of [first, again]) {
          const button = page.getByRole('button', { name: format.button, exact: true });
          await button.waitFor();
          const start = Date.now();
          const [download] = (await Promise.all([page.waitForEvent('download'), button.click()])) as [Download, void];
          into.get(format.name)!.push(Date.now() - start);
          const path = await download.path();
          sizes.set(format.name, statSync(path).size);
        }
      }
    } finally {
      await context.close();
    }
  }
  process.stdout.write('\n');
  return {
    runs,
    formats: FORMATS.map((f) => ({
      format: f.name,
      firstMs: summarize(first.get(f.name)!),
      againMs: summarize(again.get(f.name)!),
      bytes: sizes.get(f.name) ?? 0,
    })),
    lazyFiles: lazyFiles(distDir),
  };
}

export function formatExportBench(result: ExportBenchResult): string[] {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    `Exports of the default sample (${result.runs} fresh pages; median ms from the click to the download)`,
    '| format | first in the page | again | file KiB |',
    '| --- | --- | --- | --- |',
    ...result.formats.map((f) => `| ${f.format} | ${Math.round(f.firstMs.median)} | ${Math.round(f.againMs.median)} | ${kib(f.bytes)} |`),
    '',
    '| lazy file | KiB | KiB gzip |',
    '| --- | --- | --- |',
    ...result.lazyFiles.map((f) => `| ${f.file} | ${kib(f.bytes)} | ${kib(f.gzipBytes)} |`),
  ];
}
