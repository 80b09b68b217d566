// Which part of the source a position in a built file comes from, read from the build's own source maps (dist/*.map):
// "react-dom", "@antv/infographic", "src/app"… A source map's mappings are decoded here (base64 VLQ), no dependency needed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** How many segments past an unmapped position a lookup tries, for the first mapped one. */
const UNMAPPED_LOOKAHEAD = 8;

/** Per generated line, its segments' [generated column, source index or -1], by column. */
export type Lines = [number, number][][];

/** A source map's `mappings` (base64 VLQ), decoded to absolute columns and source indexes. */
export function decodeMappings(mappings: string): Lines {
  const lines: Lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0];
      // A one-field segment maps its code to no source.
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** webpack://name/./node_modules/@scope/pkg/x.js → "@scope/pkg"; …/./src/app/App.tsx → "src/app"; webpack's runtime → "webpack runtime". */
export function partOfSource(source: string): string {
  const path = source.includes('/./')
    ? source.split('/./').slice(1).join('/./').split('/')
    : source.replace(/^webpack:\/\/[^/]*\//, '').split('/');
  if (path[0] === 'node_modules') return path[1].startsWith('@') ? `${path[1]}/${path[2]}` : path[1];
  if (path[0] === 'webpack') return 'webpack runtime';
  return path.slice(0, 2).join('/');
}

/**
 * A lookup of (file in `distDir`, 0-based line and column, e.g. a function's start) → the part of the source it was
 * built from; undefined when the file has no map or nothing near the position is mapped.
 */
export function sourceLookup(distDir: string): (file: string, line: number, column: number) => string | undefined {
  const maps = new Map<string, { lines: Lines; parts: string[] } | undefined>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(distDir, `${file}.map`);
      const raw = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { mappings: string; sources: string[] }) : undefined;
      maps.set(file, raw && { lines: decodeMappings(raw.mappings), parts: raw.sources.map(partOfSource) });
    }
    return maps.get(file);
  };
  return (file, line, column) => {
    const map = mapOf(file);
    const segments = map?.lines[line];
    if (!map || !segments?.length) return undefined;
    // The last segment starting at or before the column (or the first, for a position before it).
    let low = 0;
    let high = segments.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (segments[middle][0] <= column) low = middle;
      else high = middle - 1;
    }
    // A function's start can be webpack's unmapped wrapper (a module factory's `29698(e,t){`): its body's first mapping says whose code it is.
    const mapped = segments.slice(low, low + UNMAPPED_LOOKAHEAD).find(([, source]) => source >= 0);
    return mapped && map.parts[mapped[1]];
  };
}
