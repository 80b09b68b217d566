// Export and import of the whole history: a round trip keeps every snapshot, an invalid file says what is wrong and where
// and changes nothing, and importing the same file twice adds nothing the second time.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { InfographicDocument } from '../../../../src/shared/document/model';
import { HISTORY_FILE_TYPE, historyFileName, parseHistoryFile } from '../../../../src/shared/document/history/historyFile';
import { createHistoryStore, type HistoryStore } from '../../../../src/shared/document/history/historyStore';
import { connectTo } from '../support/connectTo';

const doc = (title: string): InfographicDocument => ({
  source: `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n`,
});

const opened: HistoryStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.dispose();
});

async function openHistory(factory: IDBFactory | null = new IDBFactory()): Promise<HistoryStore> {
  let clock = Date.UTC(2026, 10, 22, 15, 0, 0);
  const store = createHistoryStore({ database: connectTo(factory), now: () => (clock += 60_000) });
  opened.push(store);
  await store.whenLoaded();
  return store;
}

const withoutIds = (store: HistoryStore) => store.getState().snapshots.map(({ id: _id, ...rest }) => rest);

describe('history file', () => {
  it('exports every snapshot and imports them into another history unchanged (times, names, kinds, texts)', async () => {
    const source = await openHistory();
    await source.add({ kind: 'named', name: 'Launch plan', document: doc('Launch') });
    await source.add({ kind: 'auto', document: doc('Typed') });
    await source.add({
      kind: 'before-replace',
      reason: 'template',
      document: doc('Before template'),
    });
    const text = source.exportFile();
    expect(JSON.parse(text)).toMatchObject({ type: HISTORY_FILE_TYPE, version: 1, exportedAt: '2026-11-22T15:04:00.000Z' });

    const target = await openHistory();
    await target.add({ kind: 'named', name: 'Already here', document: doc('Other') });
    expect(await target.importFile(text, 'history.json')).toEqual({ ok: true, added: 3, alreadyThere: 0 });
    expect(withoutIds(target)).toEqual([
      ...withoutIds(source),
      {
        documentId: 'current',
        savedAt: Date.UTC(2026, 10, 22, 15, 1),
        name: 'Already here',
        kind: 'named',
        reason: undefined,
        document: doc('Other'),
      },
    ]);

    // The same file again adds nothing.
    expect(await target.importFile(text, 'history.json')).toEqual({ ok: true, added: 0, alreadyThere: 3 });
    expect(target.getState().snapshots).toHaveLength(4);
  });

  it('imports into a history kept in memory', async () => {
    const source = await openHistory();
    await source.add({ kind: 'named', name: 'Carried over', document: doc('Carried') });
    const memory = await openHistory(null);
    expect(await memory.importFile(source.exportFile(), 'history.json')).toMatchObject({ ok: true, added: 1 });
    expect(withoutIds(memory)).toEqual(withoutIds(source));
  });

  it('names the download by the export date', () => {
    expect(historyFileName(Date.UTC(2026, 10, 22, 15, 4))).toBe('infographic-history-2026-11-22.json');
  });

  const valid = (snapshots: unknown[]) => JSON.stringify({ type: HISTORY_FILE_TYPE, version: 1, snapshots });
  const good = { savedAt: '2026-11-22T15:00:00.000Z', name: null, kind: 'auto', document: { source: 'infographic x\n', settings: {} } };

  it.each([
    [
      '{\n  "type": "infographic-preview-history",\n  oops\n}',
      'it is not valid JSON (Expected double-quoted property name at line 3, column 3).',
    ],
    ['{\n  "type": "infographic-preview-history",\n  "version": 1,\n}', 'at line 4, column 1'],
    ['[1, 2]', 'it is not a history file exported by this app (its "type" should be "infographic-preview-history").'],
    [JSON.stringify({ type: 'something-else', snapshots: [] }), 'it is not a history file exported by this app'],
    [
      JSON.stringify({ type: HISTORY_FILE_TYPE, version: 2, snapshots: [] }),
      'it was written by a newer version of this app (history file version 2; this app reads version 1).',
    ],
    [JSON.stringify({ type: HISTORY_FILE_TYPE, version: 1, snapshots: {} }), 'its "snapshots" should be a list.'],
    [valid([]), 'it holds no snapshots.'],
    [
      valid([good, { ...good, kind: 'sometimes' }]),
      'snapshot 2 of 2 (snapshots[1]): "kind" should be one of "auto", "named", "before-replace", "kept-copy".',
    ],
    [valid([{ ...good, savedAt: 'last Tuesday' }]), 'snapshot 1 of 1 (snapshots[0]): "savedAt" should be a date and time'],
    [valid([good, good, { ...good, document: { settings: {} } }]), 'snapshot 3 of 3 (snapshots[2]): "document.source" should be text.'],
    [valid([{ ...good, document: 'infographic x' }]), 'snapshot 1 of 1 (snapshots[0]): "document" should be an object with "source" text.'],
    [valid([{ ...good, name: 42 }]), '"name" should be text or null.'],
    [valid([{ ...good, document: { source: 'x'.repeat(200_001) } }]), '"document.source" is 200,001 characters; the limit is 200,000.'],
  ])('refuses %j with a message saying what is wrong', (text, problem) => {
    const parsed = parseHistoryFile(text, 'mine.json');
    expect(parsed.ok).toBe(false);
    const message = parsed.ok ? '' : parsed.message;
    expect(message.startsWith('“mine.json” was not imported: ')).toBe(true);
    expect(message).toContain(problem);
    expect(message.endsWith('Nothing was changed.')).toBe(true);
  });

  it('an invalid file changes nothing, even when its first snapshots were fine', async () => {
    const history = await openHistory();
    await history.add({ kind: 'named', name: 'Mine', document: doc('Mine') });
    const before = history.getState().snapshots;
    const result = await history.importFile(valid([good, { ...good, document: { source: 7 } }]), 'half-good.json');
    expect(result).toEqual({
      ok: false,
      message: '“half-good.json” was not imported: snapshot 2 of 2 (snapshots[1]): "document.source" should be text. Nothing was changed.',
    });
    expect(await history.list()).toEqual(before);
  });
});
