// The preload loads exactly the Lucide chunks a source's icons will be drawn from: a keyword's match is found in the
// index first, then only its chunk loads; an mdi icon loads no Lucide chunk.
import lucide from '@iconify-json/lucide/icons.json';
import { ICON_BUCKET_COUNTS, iconBucketOf } from '../../../src/engine/icons/iconBucket';
import { resolveIconMarkup } from '../../../src/engine/icons/icons';
import { loadIconsFor } from '../../../src/engine/icons/iconPreload';
import { findIcon } from '../../../src/engine/icons/iconSet';

const loads: number[] = [];
jest.mock('../../../src/engine/icons/lucideIcons', () => {
  const { bucketedIcons } = jest.requireActual<typeof import('../../../src/engine/icons/iconBucketSet')>(
    '../../../src/engine/icons/iconBucketSet',
  );
  const imports = Array.from({ length: ICON_BUCKET_COUNTS.lucide }, (_, bucket) => () => {
    loads.push(bucket);
    return Promise.resolve({ default: lucide });
  });
  return { lucideIcons: bucketedIcons('lucide', imports) };
});

beforeEach(() => loads.splice(0));

test('a keyword loads the chunk of the icon it finds, a name its own chunk, an mdi icon none', async () => {
  const match = findIcon('money savings')!;
  expect(match).toBe('banknote');
  await loadIconsFor([
    'infographic x\ndata\n  lists\n    - label A\n      icon money savings\n    - label B\n      icon mdi/rocket',
    '{"icon": "wifi-off"}',
  ]);
  expect(loads.sort((a, b) => a - b)).toEqual(
    [...new Set([iconBucketOf('lucide', match), iconBucketOf('lucide', 'wifi-off')])].sort((a, b) => a - b),
  );
  // the drawing after the preload needs nothing more
  const preloaded = [...loads];
  await resolveIconMarkup('money savings');
  await resolveIconMarkup('mdi/rocket');
  await resolveIconMarkup('wifi-off');
  expect(loads).toEqual(preloaded);
});
