// Live data: JSON and CSV become rows, fields are guessed for each role, rows that do not fit are named, and unchanged data is
// recognised.
import { guessMapping, mapRows, refreshMapping, sameItems } from '../../../../src/pages/dynamic/liveData/dataMapping';
import { detectFormat, parseCsvData, parseData, parseJsonData } from '../../../../src/pages/dynamic/liveData/dataParse';

const CSV = 'Region,Sales,Note,Segment\nNorth,120,"Best, by far",B2B\nSouth,95,,B2C\n"East\nCoast",80,New,B2B\n';

it('parses CSV with quoted commas and line breaks through papaparse, numbers typed', async () => {
  const parsed = await parseCsvData(CSV);
  expect(parsed).toMatchObject({ ok: true, fields: ['Region', 'Sales', 'Note', 'Segment'] });
  if (!parsed.ok) return;
  expect(parsed.rows.map((row) => row.values)).toEqual([
    { Region: 'North', Sales: 120, Note: 'Best, by far', Segment: 'B2B' },
    { Region: 'South', Sales: 95, Note: null, Segment: 'B2C' },
    { Region: 'East\nCoast', Sales: 80, Note: 'New', Segment: 'B2B' },
  ]);
});

it('says where CSV and JSON are broken', async () => {
  expect(await parseCsvData('a,b\n1,"unterminated\n')).toMatchObject({
    ok: false,
    message: expect.stringMatching(/^The CSV has a problem at line 2:/),
  });
  expect(parseJsonData('[\n  {"a": 1},\n  {"a": }\n]')).toMatchObject({
    ok: false,
    message: expect.stringMatching(/^The JSON does not parse at line 3:/),
  });
  expect(parseJsonData('{"count": 3}')).toMatchObject({ ok: false, message: expect.stringContaining('no list of records') });
  expect(parseJsonData('[{"a":1}, 7]')).toMatchObject({ ok: false, message: 'Record 2 is not an object: 7' });
});

it('reads a JSON array of records, or the first list of records inside an object, with its title', () => {
  expect(parseJsonData('{"title":"Sales","updated":"now","items":[{"name":"A","value":1}]}')).toEqual({
    ok: true,
    title: 'Sales',
    fields: ['name', 'value'],
    rows: [{ number: 1, values: { name: 'A', value: 1 } }],
  });
  expect(detectFormat('x', 'application/json; charset=utf-8')).toBe('json');
  expect(detectFormat('a,b', '', '/demo/sales.csv')).toBe('csv');
  expect(detectFormat(' [{}]')).toBe('json');
});

it('guesses label, value, desc and category from names, else the first text and number fields', async () => {
  const parsed = await parseData(CSV, 'csv');
  if (!parsed.ok) throw new Error(parsed.message);
  expect(guessMapping(parsed.fields, parsed.rows)).toEqual({
    label: 'Region',
    value: 'Sales',
    desc: 'Note',
    category: 'Segment',
    icon: '',
  });
  const odd = parseJsonData('[{"who":"Ann","score2":"7"},{"who":"Bo","score2":9}]');
  if (!odd.ok) throw new Error(odd.message);
  expect(guessMapping(odd.fields, odd.rows)).toEqual({ label: 'who', value: 'score2', desc: '', category: '', icon: '' });
});

it('keeps the user’s choices when new data still has those fields', async () => {
  const parsed = await parseData(CSV, 'csv');
  if (!parsed.ok) throw new Error(parsed.message);
  const chosen = { label: 'Segment', value: 'Sales', desc: '', category: '', icon: 'Gone' };
  expect(refreshMapping(chosen, parsed.fields, parsed.rows)).toEqual({
    label: 'Segment',
    value: 'Sales',
    desc: 'Note',
    category: 'Segment',
    icon: '',
  });
});

it('maps rows to items and names the row (and CSV line) that does not fit', async () => {
  const parsed = await parseData(CSV, 'csv');
  if (!parsed.ok) throw new Error(parsed.message);
  const mapping = guessMapping(parsed.fields, parsed.rows);
  expect(mapRows(parsed.rows, mapping, true)).toEqual({
    ok: true,
    items: [
      { label: 'North', value: 120, desc: 'Best, by far', category: 'B2B' },
      { label: 'South', value: 95, category: 'B2C' },
      { label: 'East\nCoast', value: 80, desc: 'New', category: 'B2B' },
    ],
  });
  const bad = await parseData('Region,Sales\nNorth,120\nSouth,lots\n', 'csv');
  if (!bad.ok) throw new Error(bad.message);
  expect(mapRows(bad.rows, { ...mapping, desc: '', category: '' }, true)).toEqual({
    ok: false,
    message: 'Row 2 (line 3): Sales is “lots”, not a number.',
  });
  expect(mapRows(bad.rows, { ...mapping, label: '' }, true)).toMatchObject({ ok: false, message: expect.stringContaining('label') });
});

it('sees unchanged data as unchanged, and any changed value as a change', () => {
  const a = [{ label: 'North', value: 120 }];
  expect(sameItems(a, [{ label: 'North', value: 120 }])).toBe(true);
  expect(sameItems(a, [{ label: 'North', value: 121 }])).toBe(false);
  expect(sameItems(null, a)).toBe(false);
});
