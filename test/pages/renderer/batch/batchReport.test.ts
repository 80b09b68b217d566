// The batch report: results counted per spec, CSV that a spreadsheet reads back exactly (and does not run as formulas),
// JSON with every diagnostic's line in the file, the table's filter/sort/pages, and a runner that slices and cancels.
import Papa from 'papaparse';
import type { BatchEntry } from '../../../../src/pages/renderer/batch/batchInput';
import { CSV_COLUMNS, csvField, csvReport, jsonReport } from '../../../../src/pages/renderer/batch/batchReport';
import { checkEntry, runBatch, type BatchResult, type CheckSpec } from '../../../../src/pages/renderer/batch/batchRunner';
import { nextOrder, pageOf, visibleRows } from '../../../../src/pages/renderer/batch/batchTable';

const entry = (index: number, source: string | null, extra: Partial<BatchEntry> = {}): BatchEntry => ({
  index,
  file: 'run.md',
  line: 10 * index,
  source,
  problem: source === null ? 'This line is not valid JSON.' : null,
  linesInFile: true,
  ...extra,
});

/** A stand-in for the engine's render: BROKEN on a line is an error there, WARN a warning; SLOW takes 5 ms of the clock. */
function fakeCheck(clock: { now: number }): CheckSpec {
  return (source) => {
    const lines = source.split('\n');
    const diagnostics = lines.flatMap((line, i) => [
      ...(line.includes('BROKEN')
        ? [{ severity: 'error' as const, code: 'bad_syntax' as const, message: 'Broken line.', line: i + 1 }]
        : []),
      ...(line.includes('WARN')
        ? [{ severity: 'warning' as const, code: 'data_shape' as const, message: 'Odd, "quoted", data.', line: i + 1 }]
        : []),
    ]);
    clock.now += source.includes('SLOW') ? 5 : 1;
    return { diagnostics, rendered: !diagnostics.some((d) => d.severity === 'error'), template: 'list-x', durationMs: source.length };
  };
}

const results = (): Promise<BatchResult[]> => {
  const check = fakeCheck({ now: 0 });
  return Promise.all([
    checkEntry(entry(1, 'infographic list-x\nWARN\nBROKEN'), check),
    checkEntry(entry(2, 'infographic list-x'), check),
    checkEntry(entry(3, null), check),
    checkEntry(entry(4, 'infographic list-x\n=WARN'), check),
  ]);
};

/** Lets a slice's awaited checks finish (the runner awaits each one). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('one result per entry', () => {
  it('counts by severity, puts the worst first and names its line in the file', async () => {
    const [broken, clean, unreadable] = await results();
    expect(broken).toMatchObject({ rendered: false, errors: 1, warnings: 1, firstFileLine: 10 + 3 - 1 });
    expect(broken!.diagnostics[0]!.message).toBe('Broken line.');
    expect(clean).toMatchObject({ rendered: true, errors: 0, warnings: 0, firstFileLine: null, diagnostics: [] });
    expect(unreadable).toMatchObject({ rendered: false, errors: 1, durationMs: null, firstFileLine: 30, template: null });
    expect(unreadable!.diagnostics[0]!.message).toBe('This line is not valid JSON.');
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    // a semicolon-separated spreadsheet must not split a field into a new cell that starts a formula
    expect(csvField('label;=HYPERLINK("http://x")')).toBe('"label;=HYPERLINK(""http://x"")"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
  });

  it('parses back into a header and one row per spec, every field as written', async () => {
    const rows = Papa.parse<string[]>(csvReport(await results()), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(5);
    const byColumn = rows.slice(1).map((row) => Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, row[i]])));
    expect(byColumn[0]).toMatchObject({
      index: '1',
      status: 'failed',
      errors: '1',
      warnings: '1',
      first_line: '12',
      first_message: 'Broken line.',
    });
    expect(byColumn[1]).toMatchObject({ status: 'rendered', first_message: '', first_line: '' });
    expect(byColumn[2]).toMatchObject({ status: 'unreadable', render_ms: '', template: '' });
    expect(byColumn[3]).toMatchObject({ first_message: 'Odd, "quoted", data.' });
  });
});

describe('JSON', () => {
  it('holds the summary and every diagnostic with its line in the file', async () => {
    const report = JSON.parse(jsonReport(await results(), { cancelled: false, total: 4 }));
    expect(report).toMatchObject({ total: 4, checked: 4, cancelled: false, rendered: 2, failed: 2 });
    expect(report.specs[0].diagnostics.map((d: { line: number; fileLine: number }) => [d.line, d.fileLine])).toEqual([
      [3, 12],
      [2, 11],
    ]);
    expect(report.specs[2].diagnostics[0]).toMatchObject({ message: 'This line is not valid JSON.', fileLine: 30 });
  });
});

describe('the table', () => {
  it('filters by outcome and text, sorts by a column (ties in batch order), and pages', async () => {
    const all = await results();
    const order = { key: 'index' as const, direction: 'ascending' as const };
    expect(visibleRows(all, 'failed', '', order).map((r) => r.entry.index)).toEqual([1, 3]);
    expect(visibleRows(all, 'warnings', '', order).map((r) => r.entry.index)).toEqual([1, 4]);
    expect(visibleRows(all, 'all', 'NOT VALID', order).map((r) => r.entry.index)).toEqual([3]);
    expect(visibleRows(all, 'all', '', nextOrder(order, 'errors')).map((r) => r.entry.index)).toEqual([1, 3, 2, 4]);
    expect(visibleRows(all, 'all', '', nextOrder(nextOrder(order, 'time'), 'time')).map((r) => r.entry.index)).toEqual([3, 2, 4, 1]);
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual({ rows: [3, 4], page: 1, pages: 3 });
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ rows: [3], page: 1, pages: 2 });
    expect(pageOf([], 0, 2)).toEqual({ rows: [], page: 0, pages: 1 });
  });
});

describe('the runner', () => {
  const entries = Array.from({ length: 10 }, (_, i) => entry(i + 1, `infographic list-x${i % 3 === 0 ? '\nSLOW' : ''}`));

  it('checks in slices of about the budget, yielding between them, until all are done', async () => {
    const clock = { now: 0 };
    const slices: Array<() => void> = [];
    const progress: number[] = [];
    let finished: { count: number; cancelled: boolean } | null = null;
    runBatch(entries, {
      check: fakeCheck(clock),
      clock: { now: () => clock.now, afterNextPaint: (next) => (slices.push(next), () => undefined) },
      budgetMs: 6,
      onProgress: (done) => progress.push(done.length),
      onDone: (done, cancelled) => (finished = { count: done.length, cancelled }),
    });
    expect(progress).toEqual([]); // nothing runs before the browser gives a slice
    while (slices.length) {
      slices.shift()!();
      await settle();
    }
    expect(progress.at(-1)).toBe(10);
    expect(progress.length).toBeGreaterThan(1);
    expect(finished).toEqual({ count: 10, cancelled: false });
  });

  it('Cancel stops before the next slice and keeps what was checked', async () => {
    const clock = { now: 0 };
    const slices: Array<() => void> = [];
    let finished: { count: number; cancelled: boolean } | null = null;
    const run = runBatch(entries, {
      check: fakeCheck(clock),
      clock: { now: () => clock.now, afterNextPaint: (next) => (slices.push(next), () => undefined) },
      budgetMs: 1,
      onProgress: () => undefined,
      onDone: (done, cancelled) => (finished = { count: done.length, cancelled }),
    });
    slices.shift()!();
    await settle();
    slices.shift()!();
    await settle();
    run.cancel();
    expect(finished).toEqual({ count: 2, cancelled: true });
    while (slices.length) {
      slices.shift()!();
      await settle();
    }
    expect(finished).toEqual({ count: 2, cancelled: true });
  });
});
