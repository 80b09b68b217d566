import { RECORD_FORMAT, readStoredRecord } from '../../../src/shared/document/storedRecord';

describe('stored record formats', () => {
  it('reads a current record as it is', () => {
    const record = {
      format: RECORD_FORMAT,
      name: 'Quarterly plan',
      document: { source: 'infographic x' },
      revision: 4,
      savedAt: 10,
      tabId: 't1',
    };
    expect(readStoredRecord(record)).toEqual({ kind: 'record', record });
  });

  it('migrates a format-0 record (source and settings side by side, no format, no revision) to the current format', () => {
    const old = {
      source: 'infographic list-row-simple-horizontal-arrow',
      theme: 'hand-drawn',
      palette: ['#123456'],
      updatedAt: 1700000000000,
    };
    expect(readStoredRecord(old)).toEqual({
      kind: 'record',
      record: {
        format: RECORD_FORMAT,
        name: 'Untitled',
        document: { source: old.source },
        revision: 1,
        savedAt: 1700000000000,
        tabId: 'unknown',
      },
    });
  });

  it('migrates a format-1 record (before named documents): named after its title, without the settings no UI wrote', () => {
    const old = {
      format: 1,
      document: { source: 'infographic x\ndata\n  title Road map\n', settings: { theme: 'dark' } },
      revision: 3,
      savedAt: 9,
      tabId: 't',
    };
    expect(readStoredRecord(old)).toEqual({
      kind: 'record',
      record: { format: RECORD_FORMAT, name: 'Road map', document: { source: old.document.source }, revision: 3, savedAt: 9, tabId: 't' },
    });
  });

  it('reports a record from a newer format instead of reading it', () => {
    expect(readStoredRecord({ format: RECORD_FORMAT + 1, whatever: true })).toEqual({ kind: 'newer', format: RECORD_FORMAT + 1 });
  });

  it('treats unreadable values as no record', () => {
    for (const raw of [undefined, null, 'text', 42, [], { format: 1 }, { format: 1, document: { source: 5 } }, { notSource: 'x' }]) {
      expect(readStoredRecord(raw)).toEqual({ kind: 'none' });
    }
  });
});
