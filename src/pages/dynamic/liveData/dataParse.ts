// Live data as rows: JSON (an array of records, or an object holding one) or CSV with a header line (parsed by papaparse,
// which is its own chunk, fetched the first time CSV arrives: most feeds are JSON and the Dynamic page loads without it).
import { isRecord } from '../../../engine/isRecord';
import { once } from '../../../runtime/lazy';
import { t } from '../../../i18n/i18n';

export type DataFormat = 'json' | 'csv';

export interface DataRow {
  /** 1-based number among the records. */
  number: number;
  /** 1-based line in a CSV file, where known. */
  line?: number;
  values: Record<string, unknown>;
}

export type ParsedData = { ok: true; fields: string[]; rows: DataRow[]; title?: string } | { ok: false; message: string };

/** JSON or CSV, from the response's content type or the address, else from the text itself. */
export function detectFormat(text: string, contentType = '', address = ''): DataFormat {
  if (/json/.test(contentType) || /\.json($|\?)/i.test(address)) return 'json';
  if (/csv/.test(contentType) || /\.csv($|\?)/i.test(address)) return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

export async function parseData(text: string, format: DataFormat): Promise<ParsedData> {
  return format === 'json' ? parseJsonData(text) : parseCsvData(text);
}

/** papaparse, loaded once; a failed load is forgotten so the next CSV asks again. */
const loadPapaparse = once(() => import(/* webpackChunkName: "papaparse" */ 'papaparse'));

function lineOfPosition(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}

/** Where JSON.parse first fails, for engines whose message names no position: the shortest prefix that fails other than by ending early. */
function errorPosition(text: string): number | null {
  const failsInside = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const at = /position (\d+)/.exec(message);
      // Failing at the very end (by message or position) only means the prefix stopped early.
      return !/end of JSON input/i.test(message) && (!at || Number(at[1]) < length);
    }
  };
  if (!failsInside(text.length)) return null;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (failsInside(middle)) high = middle;
    else low = middle + 1;
  }
  return Math.max(0, low - 1);
}

export function parseJsonData(text: string): ParsedData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(reason);
    const at = position ? Number(position[1]) : errorPosition(text);
    return {
      ok: false,
      message:
        at === null
          ? t('dynamic.liveData.parse.json', { reason })
          : t('dynamic.liveData.parse.jsonAt', { line: lineOfPosition(text, at), reason }),
    };
  }
  let records: unknown = parsed;
  let title: string | undefined;
  if (isRecord(parsed)) {
    title = typeof parsed.title === 'string' ? parsed.title : undefined;
    // The first list of records inside the object (items, data, rows, values…).
    records = Object.values(parsed).find((value) => Array.isArray(value) && value.some(isRecord));
    if (records === undefined)
      return {
        ok: false,
        message: t('dynamic.liveData.parse.noList', { example: '{"items": [{…}]}' }),
      };
  }
  if (!Array.isArray(records)) return { ok: false, message: t('dynamic.liveData.parse.notList', { example: '[{…}, …]' }) };
  const rows: DataRow[] = [];
  for (let i = 0; i < records.length; i += 1) {
    const record: unknown = records[i];
    if (!isRecord(record))
      return { ok: false, message: t('dynamic.liveData.parse.notObject', { number: i + 1, value: JSON.stringify(record)?.slice(0, 60) }) };
    rows.push({ number: i + 1, values: record });
  }
  return { ok: true, fields: fieldsOf(rows), rows, ...(title !== undefined ? { title } : {}) };
}

export async function parseCsvData(text: string): Promise<ParsedData> {
  let Papa: typeof import('papaparse');
  try {
    Papa = await loadPapaparse();
  } catch (error) {
    return {
      ok: false,
      message: t('dynamic.liveData.parse.csvReader', { reason: error instanceof Error ? error.message : String(error) }),
    };
  }
  const result = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    dynamicTyping: true,
    skipEmptyLines: 'greedy',
  });
  // A one-column file has no delimiter to detect; that is not a problem.
  const problem = result.errors.find((error) => error.code !== 'UndetectableDelimiter');
  if (problem) {
    // Where papaparse knows the character, count its line; else its data row (from 0) follows the header line.
    const line =
      typeof problem.index === 'number' ? lineOfPosition(text, problem.index) : typeof problem.row === 'number' ? problem.row + 2 : null;
    return {
      ok: false,
      message:
        line === null
          ? t('dynamic.liveData.parse.csvAtHeader', { reason: problem.message })
          : t('dynamic.liveData.parse.csvAtLine', { line, reason: problem.message }),
    };
  }
  const fields = (result.meta.fields ?? []).filter((field) => field !== '');
  if (fields.length === 0) return { ok: false, message: t('dynamic.liveData.parse.csvNoHeader') };
  const rows = result.data.map((values, i) => ({ number: i + 1, line: i + 2, values }));
  return { ok: true, fields, rows };
}

function fieldsOf(rows: readonly DataRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.values)) seen.add(key);
  return [...seen];
}
