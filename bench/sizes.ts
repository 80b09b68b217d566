// Bytes a browser downloads for the entry and for each page chunk, gzip-compressed exactly as nginx sends them.
import { chunkFiles, entryFiles } from '../test/e2e/harness/distFiles';
import { get } from '../test/e2e/harness/http';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSizes {
  /** The entry script and the layout stylesheet: what every first visit pays. */
  entry: { js: AssetSize; css?: AssetSize };
  /** Each page's own script and stylesheet. */
  pages: Record<string, { js: AssetSize; css?: AssetSize }>;
}

async function measure(origin: string, file: string): Promise<AssetSize> {
  const url = new URL(`/${file}`, origin).href;
  const [plain, zipped] = await Promise.all([get(url), get(url, { 'Accept-Encoding': 'gzip' })]);
  if (plain.status !== 200 || zipped.status !== 200) throw new Error(`${url}: ${plain.status}/${zipped.status}`);
  return { file, bytes: plain.body.length, gzipBytes: zipped.body.length };
}

export async function measureSizes(origin: string, distDir: string, pageChunks: readonly string[]): Promise<BundleSizes> {
  const entry = entryFiles(distDir);
  const pages: BundleSizes['pages'] = {};
  for (const chunk of pageChunks) {
    const files = chunkFiles(distDir, chunk);
    pages[chunk] = { js: await measure(origin, files.js), css: files.css ? await measure(origin, files.css) : undefined };
  }
  return {
    entry: { js: await measure(origin, entry.js), css: entry.css ? await measure(origin, entry.css) : undefined },
    pages,
  };
}
