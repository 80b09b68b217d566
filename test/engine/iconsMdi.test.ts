// mdi/… references: the real Material Design icon, its build-time chunking, and the warning when mdi has no such icon.
import mdi from '@iconify-json/mdi/icons.json';
import { resolveIconMarkup } from '../../src/engine/icons';
import { ICON_BUCKET_COUNTS, iconBucketOf } from '../../src/engine/iconBucket';
import iconBucketLoader, { iconBucket } from '../../src/engine/iconBucketLoader';

const MDI_BUCKET_COUNT = ICON_BUCKET_COUNTS.mdi;
const mdiBucketOf = (name: string) => iconBucketOf('mdi', name);

const rocketPath = /d="([^"]+)"/.exec(mdi.icons.rocket.body)![1]!;

test('mdi/rocket draws the mdi rocket (its path data), named in its <title>, not a substitute', async () => {
  const markup = await resolveIconMarkup('mdi/rocket');
  expect(markup).toContain(`d="${rocketPath}"`);
  expect(markup).toContain('<title>rocket</title>');
  expect(markup).not.toContain('data-engine-icon-for');
});

test('mdi:rocket-launch draws the mdi icon of that name', async () => {
  const path = /d="([^"]+)"/.exec(mdi.icons['rocket-launch'].body)![1]!;
  expect(await resolveIconMarkup('mdi:rocket-launch')).toContain(`d="${path}"`);
});

test('an unknown mdi id is drawn with the best Lucide match and marked with the reference it stands in for', async () => {
  const markup = await resolveIconMarkup('mdi/anchor-zzq-no-such-icon');
  expect(markup).toContain('data-engine-icon-for="mdi/anchor-zzq-no-such-icon"');
  expect(markup).toContain('data-engine-icon="anchor"');
  expect(markup).not.toContain(rocketPath);
});

test('an mdi alias (an old name) draws the icon it points at', async () => {
  const [alias, { parent }] = Object.entries(mdi.aliases as Record<string, { parent: string }>).find(
    ([name, entry]) => mdiBucketOf(name) !== mdiBucketOf(entry.parent),
  )!;
  const path = /d="([^"]+)"/.exec((mdi.icons as Record<string, { body: string }>)[parent]!.body)![1]!;
  expect(await resolveIconMarkup(`mdi/${alias}`)).toContain(`d="${path}"`);
});

test('the buckets split the whole set (icons and aliases) with none holding more than twice its share', () => {
  const sizes: number[] = [];
  const seen = new Set<string>();
  for (let bucket = 0; bucket < MDI_BUCKET_COUNT; bucket++) {
    const { icons, aliases } = iconBucket(mdi, 'mdi', bucket);
    const names = [...Object.keys(icons), ...Object.keys(aliases ?? {})];
    names.forEach((name) => {
      expect(mdiBucketOf(name)).toBe(bucket);
      seen.add(name);
    });
    sizes.push(names.length);
  }
  const all = Object.keys(mdi.icons).length + Object.keys(mdi.aliases ?? {}).length;
  expect(seen.size).toBe(all);
  expect(Math.max(...sizes)).toBeLessThan((2 * all) / MDI_BUCKET_COUNT);
});

test('the loader emits bucket N for ?bucket=N and refuses a request without one', () => {
  const bucket = mdiBucketOf('rocket');
  const code = iconBucketLoader.call({ resourceQuery: `?bucket=${bucket}` }, JSON.stringify(mdi));
  expect(code.startsWith('export default {')).toBe(true);
  expect(JSON.parse(code.slice('export default '.length, -1)).icons.rocket.body).toBe(mdi.icons.rocket.body);
  expect(() => iconBucketLoader.call({ resourceQuery: '' }, JSON.stringify(mdi))).toThrow(/no bucket number/);
});
