// Names of the built files, read from dist/ so the specs never hard-code a content hash.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ChunkFiles {
  js: string;
  css?: string;
}

function hashedFile(distDir: string, chunk: string, extension: 'js' | 'css'): string | undefined {
  const pattern = new RegExp(`^${chunk}\\.[0-9a-f]{8}\\.${extension}$`);
  return readdirSync(distDir).find((file) => pattern.test(file));
}

/** The page chunk's script (required) and stylesheet (when it has one). */
export function chunkFiles(distDir: string, chunk: string): ChunkFiles {
  const js = hashedFile(distDir, chunk, 'js');
  if (!js) throw new Error(`dist has no script for chunk ${chunk}`);
  return { js, css: hashedFile(distDir, chunk, 'css') };
}

/** True when a URL path names this chunk's script or stylesheet, e.g. /renderer.89c27772.js. */
export function isChunkRequest(pathname: string, chunk: string, extension: 'js' | 'css'): boolean {
  return new RegExp(`^/${chunk}\\.[0-9a-f]{8}\\.${extension}$`).test(pathname);
}

/** The entry script and the layout stylesheet, as index.html links them. */
export function entryFiles(distDir: string): ChunkFiles {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const js = /<script[^>]*\ssrc="?\/?([^"\s>]+\.js)/.exec(html)?.[1];
  const css = /<link[^>]*\shref="?\/?([^"\s>]+\.css)/.exec(html)?.[1];
  if (!js) throw new Error('index.html links no script');
  return { js, css };
}
