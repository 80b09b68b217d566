import lucide from '@iconify-json/lucide/icons.json';
import { ICON_BUCKET_COUNTS, iconBucketOf } from '../../../src/engine/icons/iconBucket';
import { UNLOADED_PLACEHOLDER_SVG, resolveIconMarkup } from '../../../src/engine/icons/icons';
import { loadIconsFor } from '../../../src/engine/icons/iconPreload';

// every Lucide bucket chunk fails its first load, as a network error makes it, and loads the next time
const attempts: number[] = [];
jest.mock('../../../src/engine/icons/lucideIcons', () => {
  const { bucketedIcons } = jest.requireActual<typeof import('../../../src/engine/icons/iconBucketSet')>(
    '../../../src/engine/icons/iconBucketSet',
  );
  const imports = Array.from({ length: ICON_BUCKET_COUNTS.lucide }, (_, bucket) => () => {
    attempts[bucket] = (attempts[bucket] ?? 0) + 1;
    return attempts[bucket] === 1
      ? Promise.reject(new Error(`Loading chunk lucide-${bucket} failed.`))
      : Promise.resolve({ default: lucide });
  });
  return { lucideIcons: bucketedIcons('lucide', imports) };
});

test('an icon whose bucket fails to load is the "unloaded" placeholder, and the next lookup loads the bucket and draws it', async () => {
  await expect(resolveIconMarkup('rocket')).resolves.toBe(UNLOADED_PLACEHOLDER_SVG);
  const markup = await resolveIconMarkup('rocket');
  expect(markup).toContain(lucide.icons.rocket.body);
  expect(markup).toContain('<title>rocket</title>');
});

test('the preload tolerates a failed bucket, and the drawing after it loads the bucket again', async () => {
  const globe = iconBucketOf('lucide', 'globe');
  expect(globe).not.toBe(iconBucketOf('lucide', 'rocket'));
  await expect(loadIconsFor(['icon globe'])).resolves.toBeUndefined();
  expect(attempts[globe]).toBe(1);
  expect(await resolveIconMarkup('globe')).toContain(lucide.icons.globe.body);
  expect(attempts[globe]).toBe(2);
});
