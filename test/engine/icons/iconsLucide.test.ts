// Lucide's SVG bodies come from 32 bucket chunks built from @iconify-json/lucide: every name and alias still draws the
// same SVG as from the whole set, and a chunk that failed loads again (the loader alone: test/build/loaders/iconBucketLoader.test.ts).
import lucide from '@iconify-json/lucide/icons.json';
import { ICON_BUCKET_COUNTS, iconBucketOf } from '../../../src/engine/icons/iconBucket';
import iconBucketLoader, { type IconifySet } from '../../../build/loaders/iconBucketLoader';
import { bucketedIcons, type IconBucket } from '../../../src/engine/icons/iconBucketSet';
import { iconNames, iconSvg, loadedIconSvg } from '../../../src/engine/icons/iconSet';

const set = lucide as IconifySet;
const aliases = Object.entries(set.aliases ?? {});

/** The markup the icons chunk drew before the split, straight from the whole set. */
function wholeSetSvg(name: string): string {
  const icon = set.icons[name]!;
  const width = icon.width ?? set.width ?? 24;
  const height = icon.height ?? set.height ?? 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${icon.body}</svg>`;
}

/** What the loader emits for a request, read back as the module's default export. */
function load(resourceQuery: string): unknown {
  const code = iconBucketLoader.call({ resourceQuery }, JSON.stringify(lucide));
  expect(code.startsWith('export default {')).toBe(true);
  return JSON.parse(code.slice('export default '.length, -1));
}

const built = Array.from({ length: ICON_BUCKET_COUNTS.lucide }, (_, bucket) => load(`?bucket=${bucket}`) as IconBucket);

test('the icons and aliases as the loader splits them draw the same SVG as the whole set, for every name', async () => {
  const icons = bucketedIcons(
    'lucide',
    built.map((bucket) => () => Promise.resolve({ default: bucket })),
  );
  for (const name of Object.keys(set.icons)) await expect(icons.iconSvg(name)).resolves.toBe(wholeSetSvg(name));
  for (const [alias, { parent }] of aliases) await expect(icons.iconSvg(alias)).resolves.toBe(wholeSetSvg(parent));
  await expect(icons.iconSvg('zzq-no-such-icon')).resolves.toBeNull();
  expect(aliases.some(([alias, { parent }]) => iconBucketOf('lucide', alias) !== iconBucketOf('lucide', parent))).toBe(true);
});

test('the icons chunk draws every Lucide icon and alias as the whole set did, and lists only the icons', async () => {
  expect(iconNames()).toEqual(Object.keys(set.icons));
  for (const name of Object.keys(set.icons)) await expect(iconSvg(name)).resolves.toBe(wholeSetSvg(name));
  for (const [alias, { parent }] of aliases) await expect(iconSvg(alias)).resolves.toBe(wholeSetSvg(parent));
  expect(loadedIconSvg('rocket')).toBe(wholeSetSvg('rocket'));
  await expect(iconSvg('constructor')).resolves.toBeNull();
});

test('the buckets split the whole set, none holding more than twice its share', () => {
  const seen = new Set<string>();
  const sizes = built.map((bucket, number) => {
    const names = [...Object.keys(bucket.icons), ...Object.keys(bucket.aliases ?? {})];
    names.forEach((name) => {
      expect(iconBucketOf('lucide', name)).toBe(number);
      seen.add(name);
    });
    return names.length;
  });
  expect(seen.size).toBe(Object.keys(set.icons).length + aliases.length);
  expect(Math.max(...sizes)).toBeLessThan((2 * seen.size) / ICON_BUCKET_COUNTS.lucide);
});

test('a bucket that failed to load is loaded again the next time, and is not drawn from until it is here', async () => {
  let attempts = 0;
  const rocket = iconBucketOf('lucide', 'rocket');
  const icons = bucketedIcons(
    'lucide',
    built.map((bucket, number) => () => {
      if (number === rocket) attempts += 1;
      return number === rocket && attempts === 1
        ? Promise.reject(new Error('Loading chunk lucide-x failed.'))
        : Promise.resolve({ default: bucket });
    }),
  );
  await expect(icons.iconSvg('rocket')).rejects.toThrow('Loading chunk lucide-x failed.');
  expect(icons.loadedIconSvg('rocket')).toBeUndefined();
  await expect(icons.iconSvg('rocket')).resolves.toBe(wholeSetSvg('rocket'));
  expect(attempts).toBe(2);
  expect(icons.loadedIconSvg('rocket')).toBe(wholeSetSvg('rocket'));
  // loaded once: asking again fetches nothing
  await icons.iconSvg('rocket');
  expect(attempts).toBe(2);
});

test('a set is refused without one import per bucket', () => {
  expect(() => bucketedIcons('lucide', [])).toThrow(/one import per bucket/);
});
