// What each icon reference drew, and the signal the text alternative re-reads on: once per batch of new results.
import { drawnIconOf, drawnIconsVersion, noteDrawnIcon, onDrawnIcons } from '../../../src/engine/icons/drawnIcons';

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

test('listeners hear once after the references a picture resolves together, and not for a result already known', async () => {
  const heard: number[] = [];
  const stop = onDrawnIcons(() => heard.push(drawnIconsVersion()));
  const before = drawnIconsVersion();
  noteDrawnIcon(' mdi/zzq-one ', { name: 'ban', found: false });
  noteDrawnIcon('mdi/rocket', { name: 'rocket', found: true });
  await settled();
  expect(heard).toEqual([before + 2]);
  expect(drawnIconOf('mdi/zzq-one')).toEqual({ name: 'ban', found: false });

  noteDrawnIcon('mdi/rocket', { name: 'rocket', found: true });
  await settled();
  expect(heard).toHaveLength(1);

  noteDrawnIcon('mdi/rocket', { name: 'rocket-launch', found: true });
  await settled();
  expect(heard).toEqual([before + 2, before + 3]);
  stop();
  noteDrawnIcon('mdi/zzq-two', { name: null, found: false });
  await settled();
  expect(heard).toHaveLength(2);
});
