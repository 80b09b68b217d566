// Build-time webpack loader: turns @iconify-json/mdi/icons.json?bucket=N into the icons (aliases resolved) of chunk N.
import { MDI_BUCKET_COUNT, mdiBucketOf } from './mdiBucket';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
}

/** One bucket: the same shape as an Iconify set, holding the icons and aliases whose names hash to it (a parent may be elsewhere). */
export function mdiBucket(set: IconifySet, bucket: number): IconifySet {
  const icons: Record<string, IconifyIcon> = {};
  const aliases: Record<string, { parent: string }> = {};
  for (const [name, icon] of Object.entries(set.icons)) if (mdiBucketOf(name) === bucket) icons[name] = icon;
  for (const [name, alias] of Object.entries(set.aliases ?? {})) if (mdiBucketOf(name) === bucket) aliases[name] = { parent: alias.parent };
  return { width: set.width, height: set.height, icons, aliases };
}

/** The loader: `this.resourceQuery` is "?bucket=N". */
export default function mdiBucketLoader(this: { resourceQuery: string }, source: string): string {
  const number = new URLSearchParams(this.resourceQuery.slice(1)).get('bucket') ?? '';
  const bucket = Number(number);
  if (!/^\d+$/.test(number) || bucket >= MDI_BUCKET_COUNT) throw new Error(`mdiBucketLoader: no bucket number in '${this.resourceQuery}'`);
  return `export default ${JSON.stringify(mdiBucket(JSON.parse(source) as IconifySet, bucket))};`;
}
