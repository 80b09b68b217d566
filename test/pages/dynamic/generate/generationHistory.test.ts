// The generations history on a real IndexedDB implementation (fake-indexeddb): records survive a reopen, come newest first,
// can be deleted one by one or all, old ones are dropped past the limit, and nothing but the known fields is written.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { GENERATIONS_KEPT, openGenerationHistory, type GenerationFields } from '../../../../src/pages/dynamic/generate/generationHistory';

const fields = (prompt: string): GenerationFields => ({
  prompt,
  data: '',
  provider: 'OpenAI',
  protocol: 'openai',
  baseUrl: 'https://api.example.test/v1',
  model: 'gpt-test',
  answer: `Sure!\n\`\`\`infographic list-row-simple-horizontal-arrow\n\`\`\``,
  spec: 'infographic list-row-simple-horizontal-arrow\n',
  repairedSpec: 'infographic list-row-simple-horizontal-arrow\n',
});

test('records survive a reopen and are listed newest first; delete and clear remove them', async () => {
  const factory = new IDBFactory();
  const first = await openGenerationHistory(factory);
  await first.add(fields('one'), 1000);
  const second = await first.add(fields('two'), 2000);
  first.close();
  const reopened = await openGenerationHistory(factory);
  expect((await reopened.list()).map((r) => [r.prompt, r.savedAt])).toEqual([
    ['two', 2000],
    ['one', 1000],
  ]);
  await reopened.remove(second.id);
  expect((await reopened.list()).map((r) => r.prompt)).toEqual(['one']);
  await reopened.clear();
  expect(await reopened.list()).toEqual([]);
  reopened.close();
});

test('a key or any other field a caller passes along is never written', async () => {
  const history = await openGenerationHistory(new IDBFactory());
  const withSecrets = { ...fields('p'), apiKey: 'sk-secret-123', headers: { Authorization: 'Bearer sk-secret-123' } };
  await history.add(withSecrets as GenerationFields, 5);
  const [stored] = await history.list();
  expect(JSON.stringify(stored)).not.toContain('sk-secret-123');
  expect(Object.keys(stored).sort()).toEqual([
    'answer',
    'baseUrl',
    'data',
    'id',
    'model',
    'prompt',
    'protocol',
    'provider',
    'repairedSpec',
    'savedAt',
    'spec',
  ]);
  history.close();
});

test('a record keeps its endpoint’s protocol and both specs; one kept before they were reads as protocol unknown and unrepaired', async () => {
  const factory = new IDBFactory();
  const history = await openGenerationHistory(factory);
  await history.add({ ...fields('anthropic'), protocol: 'anthropic', spec: '\ttitle X\n', repairedSpec: '  title X\n' }, 1);
  history.close();
  // A record as the first version wrote it: no protocol, no repaired spec.
  await new Promise<void>((resolve, reject) => {
    const open = factory.open('infographic-generations', 1);
    open.onsuccess = () => {
      const { protocol: _protocol, repairedSpec: _repaired, ...old } = fields('old');
      const put = open.result
        .transaction('generations', 'readwrite')
        .objectStore('generations')
        .add({ ...old, savedAt: 2 });
      put.onsuccess = () => {
        open.result.close();
        resolve();
      };
      put.onerror = () => reject(put.error);
    };
  });
  const reopened = await openGenerationHistory(factory);
  const [old, anthropic] = await reopened.list();
  expect([anthropic.protocol, anthropic.spec, anthropic.repairedSpec]).toEqual(['anthropic', '\ttitle X\n', '  title X\n']);
  expect([old.prompt, old.protocol, old.repairedSpec]).toEqual(['old', null, old.spec]);
  reopened.close();
});

test(`keeps the newest ${GENERATIONS_KEPT}`, async () => {
  const history = await openGenerationHistory(new IDBFactory());
  for (let i = 0; i < GENERATIONS_KEPT + 3; i += 1) await history.add(fields(`p${i}`), i);
  const list = await history.list();
  expect(list).toHaveLength(GENERATIONS_KEPT);
  expect(list[0].prompt).toBe(`p${GENERATIONS_KEPT + 2}`);
  expect(list.at(-1)!.prompt).toBe('p3');
  history.close();
});

test('without IndexedDB it says so', async () => {
  await expect(openGenerationHistory(null)).rejects.toThrow(/no storage/);
});
