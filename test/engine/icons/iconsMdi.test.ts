// mdi/… references: the real Material Design icon and the warning when mdi has no such icon (its build-time chunking:
// test/build/loaders/iconBucketLoader.test.ts).
import mdi from '@iconify-json/mdi/icons.json';
import { resolveIconMarkup } from '../../../src/engine/icons/icons';
import { iconBucketOf } from '../../../src/engine/icons/iconBucket';

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
