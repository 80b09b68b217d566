// Saved palettes and themes against a real IndexedDB implementation (fake-indexeddb): kept across a reopen (a reload),
// replaced and deleted by name, stored values checked on read, and kept in memory with a message without storage.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { DATABASE_NAME, PALETTES_STORE, SCHEMA_VERSION } from '../../../src/shared/document/database';
import { createSavedStyleStore, readSavedPalette, readSavedTheme, type SavedStyleStore } from '../../../src/pages/style/savedStyles';
import { connectTo } from '../../shared/document/support/connectTo';

const opened: SavedStyleStore[] = [];

async function open(factory: IDBFactory | null): Promise<SavedStyleStore> {
  const store = createSavedStyleStore({ database: connectTo(factory), now: () => 1000 });
  opened.push(store);
  await store.whenLoaded();
  return store;
}

afterEach(() => {
  for (const store of opened.splice(0)) store.dispose();
});

it('keeps a saved palette and theme across a reopen, sorted by name, a second save under a name replacing the first', async () => {
  const factory = new IDBFactory();
  const first = await open(factory);
  await first.savePalette('Brand', ['#112233', '#445566']);
  await first.savePalette('Autumn', ['#aa5500']);
  await first.savePalette('Brand', ['#000000']);
  await first.saveTheme('Night', { theme: 'dark', themeConfig: { palette: ['#ffffff'] } });
  first.dispose();

  const second = await open(factory);
  const state = second.getSnapshot();
  expect(state.storageProblem).toBeNull();
  expect(state.palettes.map(({ name, colors }) => ({ name, colors }))).toEqual([
    { name: 'Autumn', colors: ['#aa5500'] },
    { name: 'Brand', colors: ['#000000'] },
  ]);
  expect(state.themes).toEqual([{ name: 'Night', theme: { theme: 'dark', themeConfig: { palette: ['#ffffff'] } }, savedAt: 1000 }]);
});

it('deletes by name, and the deletion is stored too', async () => {
  const factory = new IDBFactory();
  const first = await open(factory);
  await first.savePalette('One', ['#111111']);
  await first.savePalette('Two', ['#222222']);
  await first.saveTheme('Plain', {});
  await first.deletePalette('One');
  await first.deleteTheme('Plain');
  first.dispose();
  const second = await open(factory);
  expect(second.getSnapshot().palettes.map((palette) => palette.name)).toEqual(['Two']);
  expect(second.getSnapshot().themes).toEqual([]);
});

it('stores a name with markup as the name it is', async () => {
  const factory = new IDBFactory();
  const first = await open(factory);
  const name = '<img src=x onerror="alert(1)">';
  await first.savePalette(name, ['#123456']);
  first.dispose();
  expect((await open(factory)).getSnapshot().palettes[0]!.name).toBe(name);
});

it('skips stored values that are not palettes or themes', async () => {
  const factory = new IDBFactory();
  const store = await open(factory);
  await store.savePalette('Good', ['#123456']);
  store.dispose();
  // Another writer (an older or broken app) left records of the wrong shape.
  await new Promise<void>((resolve, reject) => {
    const request = factory.open(DATABASE_NAME, SCHEMA_VERSION);
    request.onsuccess = () => {
      const transaction = request.result.transaction(PALETTES_STORE, 'readwrite');
      transaction.objectStore(PALETTES_STORE).put({ format: 1, name: 'Bad colour', colors: ['red'] });
      transaction.objectStore(PALETTES_STORE).put({ format: 2, name: 'Future', colors: ['#000000'] });
      transaction.objectStore(PALETTES_STORE).put({ format: 1, name: 'Empty', colors: [] });
      transaction.oncomplete = () => {
        request.result.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
    request.onerror = () => reject(request.error);
  });
  expect((await open(factory)).getSnapshot().palettes.map((palette) => palette.name)).toEqual(['Good']);
});

it('works in memory and says why when there is no IndexedDB', async () => {
  const store = await open(null);
  await store.savePalette('Brand', ['#112233']);
  const state = store.getSnapshot();
  expect(state.palettes.map((palette) => palette.name)).toEqual(['Brand']);
  expect(state.storageProblem).toMatch(/stay in this tab only.*no IndexedDB/);
});

it('reads only well-formed records', () => {
  expect(readSavedPalette({ format: 1, name: 'A', colors: ['#abcdef'], savedAt: 5 })).toEqual({
    name: 'A',
    colors: ['#abcdef'],
    savedAt: 5,
  });
  expect(readSavedPalette({ format: 1, name: ' ', colors: ['#abcdef'] })).toBeNull();
  expect(readSavedPalette({ format: 1, name: 'A', colors: Array(101).fill('#000000') })).toBeNull();
  expect(readSavedPalette('A')).toBeNull();
  expect(readSavedTheme({ format: 1, name: 'T', theme: { theme: 3 } })).toBeNull();
  expect(readSavedTheme({ format: 1, name: 'T', theme: { themeConfig: [] } })).toBeNull();
  expect(readSavedTheme({ format: 1, name: 'T', theme: { theme: 'dark', extra: 1 } })).toEqual({
    name: 'T',
    theme: { theme: 'dark' },
    savedAt: 0,
  });
});
