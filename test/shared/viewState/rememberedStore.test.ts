import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { WORK_STORE, openDocumentDatabase } from '../../../src/shared/document/database';
import { createWorkMemory, type WorkMemory } from '../../../src/shared/document/workMemory';
import { fieldsOf, followStore, restoreNow, type Remembering } from '../../../src/shared/viewState/rememberedStore';
import { createValueStore, type ValueStore } from '../../../src/shared/viewState/valueStore';
import { connectTo } from '../document/support/connectTo';

interface Fields {
  prompt: string;
  data: string;
  /** Never kept (as the API key is not). */
  secret: string;
}

const INITIAL: Fields = { prompt: '', data: '', secret: '' };
const callbacks = { onBlocked: () => undefined, onClosedForUpgrade: () => undefined };

function remembering(store: ValueStore<Fields>): Remembering<Fields> {
  return {
    save: ({ prompt, data }) => ({ prompt, data }),
    restore(raw) {
      const read = fieldsOf(raw, { prompt: 'string', data: 'string' });
      if (!read) return false;
      store.set({ ...store.get(), ...read });
      return true;
    },
  };
}

/** A page mounting over `memory`: its store, put back from this tab's copy at once or from the database once read. */
function mount(memory: WorkMemory): { store: ValueStore<Fields>; stop: () => void } {
  const store = createValueStore(INITIAL);
  const how = remembering(store);
  const stop = followStore(memory, 'page', store, how, restoreNow(memory, 'page', how));
  return { store, stop };
}

async function stored(factory: IDBFactory, key: string): Promise<unknown> {
  const db = await openDocumentDatabase(factory, callbacks);
  try {
    return await db.get(WORK_STORE, key);
  } finally {
    db.close();
  }
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

const memories: WorkMemory[] = [];
function memoryOver(factory: IDBFactory | null, delayMs = 20): WorkMemory {
  const memory = createWorkMemory({ database: connectTo(factory), delayMs });
  memories.push(memory);
  return memory;
}
afterEach(() => memories.splice(0).forEach((memory) => memory.dispose()));

test('coming back in the same tab puts the work back at once; after a reload, from the database', async () => {
  const factory = new IDBFactory();
  const memory = memoryOver(factory);
  const first = mount(memory);
  first.store.set({ prompt: 'Four steps', data: 'a,b\n1,2', secret: 'sk-1' });
  first.stop();

  // Client-side navigation: the same tab's copy, synchronously (no empty fields first).
  const again = mount(memory);
  expect(again.store.get()).toEqual({ prompt: 'Four steps', data: 'a,b\n1,2', secret: '' });
  again.stop();

  await memory.flush();
  // What is stored is what `save` keeps: never the secret.
  expect(await stored(factory, 'page')).toEqual({ prompt: 'Four steps', data: 'a,b\n1,2' });
  // A reload: a new tab's memory over the same database.
  const reloaded = mount(memoryOver(factory));
  expect(reloaded.store.get()).toEqual(INITIAL);
  await until(() => reloaded.store.get().prompt === 'Four steps');
  expect(reloaded.store.get().data).toBe('a,b\n1,2');
});

test.each([
  ['a record of another shape', { prompt: 5, data: 'x' }],
  ['a record missing a field', { prompt: 'only' }],
  ['not a record', 'Four steps'],
  ['a list', ['Four steps']],
  ['null', null],
])('%s is ignored: the store keeps its values and nothing throws', async (_what, record) => {
  const factory = new IDBFactory();
  const db = await openDocumentDatabase(factory, callbacks);
  await db.put(WORK_STORE, record, 'page');
  db.close();
  const memory = memoryOver(factory);
  const page = mount(memory);
  // The read has come back (a later read of the same key resolves after it).
  await memory.read('other');
  await memory.read('page');
  expect(page.store.get()).toEqual(INITIAL);
  // And the page still remembers what is typed next.
  page.store.set({ ...INITIAL, prompt: 'typed' });
  expect(memory.peek('page')).toEqual({ prompt: 'typed', data: '' });
});

test('what the user typed before the stored record arrived is never overwritten by it', async () => {
  const factory = new IDBFactory();
  const db = await openDocumentDatabase(factory, callbacks);
  await db.put(WORK_STORE, { prompt: 'old', data: 'old' }, 'page');
  db.close();
  const memory = memoryOver(factory);
  const page = mount(memory);
  page.store.set({ ...INITIAL, prompt: 'new' });
  await memory.read('page');
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(page.store.get().prompt).toBe('new');
  expect(page.store.get().data).toBe('');
});

test('a burst of changes is one write, after the delay, of the newest value', async () => {
  const factory = new IDBFactory();
  const put = jest.spyOn(IDBObjectStore.prototype, 'put');
  const memory = memoryOver(factory, 60);
  const page = mount(memory);
  for (const prompt of ['F', 'Fo', 'Fou', 'Four']) page.store.set({ ...page.store.get(), prompt });
  // This tab has the newest at once; the database not yet.
  expect(memory.peek('page')).toEqual({ prompt: 'Four', data: '' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(put).not.toHaveBeenCalled();
  await until(() => put.mock.calls.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(put.mock.calls).toEqual([[{ prompt: 'Four', data: '' }, 'page']]);
  put.mockRestore();
  expect(await stored(factory, 'page')).toEqual({ prompt: 'Four', data: '' });
});

test('a change that keeps what is remembered writes nothing; without storage the tab still remembers', async () => {
  const memory = memoryOver(null);
  const page = mount(memory);
  page.store.set({ ...INITIAL, secret: 'sk-2' });
  expect(memory.peek('page')).toBeUndefined();
  page.store.set({ ...INITIAL, prompt: 'kept' });
  page.stop();
  expect(mount(memory).store.get().prompt).toBe('kept');
  await expect(memory.read('page')).resolves.toEqual({ prompt: 'kept', data: '' });
});

test('page hide writes what waits at once', async () => {
  const factory = new IDBFactory();
  let hide: () => void = () => undefined;
  const memory = createWorkMemory({
    database: connectTo(factory),
    delayMs: 60_000,
    onPageHide: (flush) => ((hide = flush), () => undefined),
  });
  memories.push(memory);
  const page = mount(memory);
  page.store.set({ ...INITIAL, prompt: 'leaving' });
  hide();
  let last: unknown;
  await until(() => {
    void stored(factory, 'page').then((value) => (last = value));
    return last !== undefined;
  });
  expect(last).toEqual({ prompt: 'leaving', data: '' });
});

/** A localStorage stand-in (jsdom's own is shared by every test of the file). */
function storageStandIn(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

test('a page left before its database write landed comes back from the unload backup, which is then written and dropped', async () => {
  const factory = new IDBFactory();
  const backup = storageStandIn();
  let hide: () => void = () => undefined;
  // the database write of the page being left never lands (a reload aborts it): only the synchronous backup is kept
  const leaving = createWorkMemory({
    database: connectTo(null),
    delayMs: 60_000,
    unloadBackup: backup,
    onPageHide: (flush) => ((hide = flush), () => undefined),
  });
  memories.push(leaving);
  const page = mount(leaving);
  page.store.set({ ...INITIAL, prompt: 'chosen just before the reload' });
  hide();
  expect(backup.items.size).toBe(1);

  const reloaded = createWorkMemory({ database: connectTo(factory), delayMs: 20, unloadBackup: backup });
  memories.push(reloaded);
  expect(mount(reloaded).store.get().prompt).toBe('chosen just before the reload');
  let last: unknown;
  await until(() => {
    void stored(factory, 'page').then((value) => (last = value));
    return last !== undefined && backup.items.size === 0;
  });
  expect(last).toEqual({ prompt: 'chosen just before the reload', data: '' });
});
