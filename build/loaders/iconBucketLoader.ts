// Build-time webpack loader for a split Iconify set (@iconify-json/<mdi|lucide>/icons.json): `?bucket=N` is the icons
// and aliases of chunk N; `?names` is the whole set without its SVG bodies (the names and aliases a lookup needs).
import { ICON_BUCKET_COUNTS, iconBucketOf, isBucketedSet, type BucketedSet } from '../../src/engine/icons/iconBucket';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}

export interface IconifySet {
  prefix?: string;
  width?: number;
  height?: number;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
}

/** One bucket: the same shape as an Iconify set, holding the icons and aliases whose names hash to it (a parent may be elsewhere). */
export function iconBucket(set: IconifySet, prefix: BucketedSet, bucket: number): IconifySet {
  const icons: Record<string, IconifyIcon> = {};
  const aliases: Record<string, { parent: string }> = {};
  for (const [name, icon] of Object.entries(set.icons)) if (iconBucketOf(prefix, name) === bucket) icons[name] = icon;
  for (const [name, alias] of Object.entries(set.aliases ?? {}))
    if (iconBucketOf(prefix, name) === bucket) aliases[name] = { parent: alias.parent };
  return { width: set.width, height: set.height, icons, aliases };
}

/** The set's names and aliases with every icon's body left out: `{ icons: { name: {} }, aliases }`. */
export function iconNamesOf(set: IconifySet): {
  width?: number;
  height?: number;
  icons: Record<string, object>;
  aliases: Record<string, { parent: string }>;
} {
  const icons = Object.fromEntries(Object.keys(set.icons).map((name) => [name, {}]));
  const aliases = Object.fromEntries(Object.entries(set.aliases ?? {}).map(([name, alias]) => [name, { parent: alias.parent }]));
  return { width: set.width, height: set.height, icons, aliases };
}

/** The loader: `this.resourceQuery` is "?bucket=N" or "?names"; the set is the one the JSON's prefix names. */
export default function iconBucketLoader(this: { resourceQuery: string }, source: string): string {
  const set = JSON.parse(source) as IconifySet;
  const prefix = set.prefix;
  if (!isBucketedSet(prefix)) throw new Error(`iconBucketLoader: '${String(prefix)}' is not a split icon set`);
  if (this.resourceQuery === '?names') return `export default ${JSON.stringify(iconNamesOf(set))};`;
  const number = /^\?bucket=(\d+)$/.exec(this.resourceQuery)?.[1];
  const bucket = Number(number);
  if (number === undefined || bucket >= ICON_BUCKET_COUNTS[prefix])
    throw new Error(`iconBucketLoader: no bucket number of ${prefix} in '${this.resourceQuery}'`);
  return `export default ${JSON.stringify(iconBucket(set, prefix, bucket))};`;
}
