// The build's loader for a split Iconify set: `?bucket=N` is chunk N (every name in the bucket its hash picks, none left out),
// `?names` the index without SVG bodies, and a request it cannot answer is refused.
import lucide from '@iconify-json/lucide/icons.json';
import mdi from '@iconify-json/mdi/icons.json';
import iconBucketLoader, { iconBucket } from '../../../build/loaders/iconBucketLoader';
import { ICON_BUCKET_COUNTS, iconBucketOf } from '../../../src/engine/icons/iconBucket';

/** What the loader emits for a Lucide request, read back as the module's default export. */
function loadLucide(resourceQuery: string): unknown {
  const code = iconBucketLoader.call({ resourceQuery }, JSON.stringify(lucide));
  expect(code.startsWith('export default {')).toBe(true);
  return JSON.parse(code.slice('export default '.length, -1));
}

test('the buckets split the whole set (icons and aliases) with none holding more than twice its share', () => {
  const sizes: number[] = [];
  const seen = new Set<string>();
  for (let bucket = 0; bucket < ICON_BUCKET_COUNTS.mdi; bucket++) {
    const { icons, aliases } = iconBucket(mdi, 'mdi', bucket);
    const names = [...Object.keys(icons), ...Object.keys(aliases ?? {})];
    names.forEach((name) => {
      expect(iconBucketOf('mdi', name)).toBe(bucket);
      seen.add(name);
    });
    sizes.push(names.length);
  }
  const all = Object.keys(mdi.icons).length + Object.keys(mdi.aliases ?? {}).length;
  expect(seen.size).toBe(all);
  expect(Math.max(...sizes)).toBeLessThan((2 * all) / ICON_BUCKET_COUNTS.mdi);
});

test('the loader emits bucket N for ?bucket=N and refuses a request without one', () => {
  const bucket = iconBucketOf('mdi', 'rocket');
  const code = iconBucketLoader.call({ resourceQuery: `?bucket=${bucket}` }, JSON.stringify(mdi));
  expect(code.startsWith('export default {')).toBe(true);
  expect(JSON.parse(code.slice('export default '.length, -1)).icons.rocket.body).toBe(mdi.icons.rocket.body);
  expect(() => iconBucketLoader.call({ resourceQuery: '' }, JSON.stringify(mdi))).toThrow(/no bucket number/);
});

test('?names is the index: every name and alias, no SVG body', () => {
  const index = loadLucide('?names') as { icons: Record<string, object>; aliases: Record<string, { parent: string }> };
  expect(Object.keys(index.icons)).toEqual(Object.keys(lucide.icons));
  expect(index.aliases).toEqual(lucide.aliases);
  expect(JSON.stringify(index)).not.toContain('body');
});

test.each(['', '?bucket=', '?bucket=32', '?bucket=-1', '?bucket=1x', '?bucket=1&bucket=2', '?name', '?names=1'])(
  'the loader refuses %j',
  (query) => {
    expect(() => iconBucketLoader.call({ resourceQuery: query }, JSON.stringify(lucide))).toThrow(/no bucket number of lucide/);
  },
);

test('the loader refuses a set that is not split', () => {
  expect(() => iconBucketLoader.call({ resourceQuery: '?bucket=0' }, JSON.stringify({ ...lucide, prefix: 'tabler' }))).toThrow(
    /'tabler' is not a split icon set/,
  );
});
