// What the entry script's gzip bytes are made of, per npm package (and the app's own code), read from its source map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryFiles } from '../test/e2e/harness/distFiles';
import { decodeMappings } from './sourceOfCode';

export interface EntryShare {
  /** An npm package name, "app (src/)" or "webpack runtime / unmapped". */
  owner: string;
  rawBytes: number;
  /** The entry's gzip size minus its gzip size without this owner's code: what removing it would save. */
  marginalGzipBytes: number;
}

const UNMAPPED = 'webpack runtime / unmapped';

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

function ownerOf(source: string | undefined): string {
  if (!source) return UNMAPPED;
  const nodeModule = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (nodeModule) return nodeModule[1];
  return source.includes('webpack/') ? UNMAPPED : 'app (src/)';
}

/** For each character of the generated code, the index of the source it came from (-1: none). */
function sourceOfEachChar(code: string, mappings: string): Int32Array {
  const owners = new Int32Array(code.length).fill(-1);
  const decoded = decodeMappings(mappings);
  let lineStart = 0;
  code.split('\n').forEach((line, index) => {
    const segments = decoded[index] ?? [];
    segments.forEach(([column, source], at) => {
      const next = at + 1 < segments.length ? segments[at + 1][0] : line.length;
      owners.fill(source, lineStart + column, lineStart + next);
    });
    lineStart += line.length + 1;
  });
  return owners;
}

/** The entry script's owners, largest marginal gzip cost first. */
export function entryComposition(distDir: string): { file: string; gzipBytes: number; shares: EntryShare[] } {
  const { js: file } = entryFiles(distDir);
  const code = readFileSync(join(distDir, file), 'utf8');
  const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const sources = sourceOfEachChar(code, map.mappings);
  const owners = Array.from(sources, (index) => ownerOf(map.sources[index]));
  const total = gzipSize(code);
  const shares = [...new Set(owners)].map((owner) => {
    let own = '';
    let rest = '';
    for (let index = 0; index < code.length; index += 1) {
      if (owners[index] === owner) own += code[index];
      else rest += code[index];
    }
    return { owner, rawBytes: own.length, marginalGzipBytes: total - gzipSize(rest) };
  });
  return { file, gzipBytes: total, shares: shares.sort((a, b) => b.marginalGzipBytes - a.marginalGzipBytes) };
}

export function formatEntryComposition({ file, gzipBytes, shares }: ReturnType<typeof entryComposition>): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    `Entry script ${file}: ${kib(gzipBytes)} KiB gzip; each owner's cost is the gzip size saved without its code`,
    '',
    '| owner | raw KiB | gzip KiB |',
    '|---|---:|---:|',
    ...shares.map((share) => `| ${share.owner} | ${kib(share.rawBytes)} | ${kib(share.marginalGzipBytes)} |`),
  ].join('\n');
}
