// A split icon set at run time: each bucket chunk is loaded once (a failed load is retried next time) and answers SVG markup.
import { ICON_BUCKET_COUNTS, iconBucketOf, type BucketedSet } from './iconBucket';
import { oncePerKey } from '../../runtime/lazy';

/** One chunk of a split set (iconBucketLoader's `?bucket=N`), in Iconify's shape. */
export interface IconBucket {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

export type BucketImport = () => Promise<{ default: IconBucket }>;

export interface BucketedIcons {
  /** Standalone SVG markup of an icon or alias, null when the set has no such name; rejects when its chunk fails. */
  iconSvg(name: string): Promise<string | null>;
  /** The same markup when the chunks it needs are already here, undefined while they are not (nothing is fetched). */
  loadedIconSvg(name: string): string | null | undefined;
}

/** `imports[n]` loads chunk n (one import per chunk: webpack needs each request written out); `attributes` go on the <svg>. */
export function bucketedIcons(set: BucketedSet, imports: readonly BucketImport[], attributes = ''): BucketedIcons {
  if (imports.length !== ICON_BUCKET_COUNTS[set]) throw new Error(`${set}: one import per bucket is needed`);
  const loaded = new Map<number, IconBucket>();

  const loadBucket = oncePerKey((bucket: number) =>
    imports[bucket]!().then((module) => {
      loaded.set(bucket, module.default);
      return module.default;
    }),
  );

  function markup(bucket: IconBucket, name: string): string | null {
    const icon = Object.hasOwn(bucket.icons, name) ? bucket.icons[name] : undefined;
    if (!icon) return null;
    const width = icon.width ?? bucket.width ?? 24;
    const height = icon.height ?? bucket.height ?? 24;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${attributes}>${icon.body}</svg>`;
  }

  /** An alias (an old name) whose icon is not beside it: the name its icon has, which may sit in another chunk. */
  const parentOf = (bucket: IconBucket, name: string) =>
    !Object.hasOwn(bucket.icons, name) && Object.hasOwn(bucket.aliases ?? {}, name) ? bucket.aliases![name]!.parent : null;

  return {
    async iconSvg(name) {
      const bucket = await loadBucket(iconBucketOf(set, name));
      const parent = parentOf(bucket, name);
      return parent === null ? markup(bucket, name) : markup(await loadBucket(iconBucketOf(set, parent)), parent);
    },
    loadedIconSvg(name) {
      const bucket = loaded.get(iconBucketOf(set, name));
      if (!bucket) return undefined;
      const parent = parentOf(bucket, name);
      if (parent === null) return markup(bucket, name);
      const parentBucket = loaded.get(iconBucketOf(set, parent));
      return parentBucket ? markup(parentBucket, parent) : undefined;
    },
  };
}
