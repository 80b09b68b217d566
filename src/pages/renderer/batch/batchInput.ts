// What a batch check reads: several files at once, each a spec, a .jsonl file of specs (one per line), or a Markdown
// file with many ```infographic blocks. Every spec becomes one entry; what cannot be read becomes an entry with its problem.
import { extractSpec, fencedBlocks } from '../../../shared/opening/fence';
import { readBytes } from '../../../shared/opening/specFile';
import { formatCount } from '../../../engine';
import { t } from '../../../i18n/i18n';

/** One spec to check (or a piece of input that could not be read as one), located in its file. */
export interface BatchEntry {
  /** 1-based position in the batch. */
  index: number;
  file: string;
  /** 1-based line of the file where the spec's text starts (its first line, or the JSONL line). */
  line: number;
  /** The spec's text, or null when the entry could not be read. */
  source: string | null;
  /** Why this entry could not be read (a bad JSONL line, an empty block…), as one sentence. */
  problem: string | null;
  /** True when line N of the source is line `line + N - 1` of the file (false for a JSONL record, which is one line). */
  linesInFile: boolean;
}

/** A file read as text (or why it could not be read). */
export type BatchFile = { name: string; text: string } | { name: string; problem: string };

/** More than this are left out, and the check says so. */
export const MAX_BATCH_SPECS = 2000;
/** Largest file read: a long JSONL of model outputs, not a disk image. */
export const MAX_BATCH_FILE_BYTES = 20 * 1024 * 1024;

export const BATCH_FILE_ACCEPT = '.md,.markdown,.jsonl,.ndjson,.txt,.json,text/markdown,text/plain,application/json';

/** Fields of a JSONL record that may hold a spec's text (what evaluations of language models write). */
const TEXT_FIELDS = ['spec', 'source', 'text', 'output', 'completion', 'response', 'content', 'answer'];

type Draft = Omit<BatchEntry, 'index'>;

const isJsonl = (name: string) => /\.(jsonl|ndjson)$/i.test(name);
const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);

/** The spec in a text a model wrote: its ```infographic block if it has one, else the text itself. */
function specOfText(text: string): string {
  const found = extractSpec(text);
  return found.kind === 'spec' ? found.text : text;
}

function jsonlEntry(file: string, line: number, raw: string): Draft {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    const problem =
      error instanceof SyntaxError
        ? t('renderer.batch.input.badJsonBecause', { reason: error.message.replace(/\.$/, '') })
        : t('renderer.batch.input.badJson');
    return { file, line, source: null, problem, linesInFile: false };
  }
  if (typeof value === 'string') return { file, line, source: specOfText(value), problem: null, linesInFile: false };
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if ('template' in record || 'data' in record)
      return { file, line, source: JSON.stringify(record, null, 2), problem: null, linesInFile: false };
    const field = TEXT_FIELDS.find((key) => typeof record[key] === 'string');
    if (field) return { file, line, source: specOfText(record[field] as string), problem: null, linesInFile: false };
  }
  return {
    file,
    line,
    source: null,
    problem: t('renderer.batch.input.noSpecOnLine', { fields: TEXT_FIELDS.slice(0, 3).join(', ') }),
    linesInFile: false,
  };
}

function jsonlEntries(file: string, text: string): Draft[] {
  const entries: Draft[] = [];
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() !== '') entries.push(jsonlEntry(file, index + 1, raw));
  });
  return entries.length > 0 ? entries : [{ file, line: 1, source: null, problem: t('renderer.batch.input.noLines'), linesInFile: false }];
}

function fencedEntries(file: string, text: string): Draft[] | null {
  const blocks = fencedBlocks(text);
  if (blocks.length === 0) return null;
  return blocks.map((block) => {
    const line = block.line + 1;
    const draft = { file, line, linesInFile: true };
    if (block.text.trim() === '') return { ...draft, source: null, problem: t('renderer.batch.input.emptyBlock') };
    if (!block.closed) return { ...draft, source: null, problem: t('renderer.batch.input.unclosedBlock') };
    return { ...draft, source: block.text, problem: null };
  });
}

/** The entries of one file, by its kind: JSONL by line, Markdown (or any text with fences) by block, otherwise one spec. */
export function entriesOfFile(file: BatchFile): Draft[] {
  const whole = { file: file.name, line: 1, linesInFile: true };
  if ('problem' in file) return [{ ...whole, source: null, problem: file.problem }];
  const text = file.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return [{ ...whole, source: null, problem: t('renderer.batch.input.emptyFile') }];
  if (isJsonl(file.name)) return jsonlEntries(file.name, text);
  const fenced = fencedEntries(file.name, text);
  if (fenced) return fenced;
  if (isMarkdown(file.name)) return [{ ...whole, source: null, problem: t('renderer.batch.input.noBlock') }];
  return [{ ...whole, source: text, problem: null }];
}

/** Every entry of the files, numbered in order; at most MAX_BATCH_SPECS, with how many were left out. */
export function batchEntries(files: readonly BatchFile[], limit = MAX_BATCH_SPECS): { entries: BatchEntry[]; leftOut: number } {
  const all = files.flatMap(entriesOfFile);
  const entries = all.slice(0, limit).map((entry, i) => ({ index: i + 1, ...entry }));
  return { entries, leftOut: all.length - entries.length };
}

/** The file's line of a spec's 1-based line. */
export function fileLineOf(entry: BatchEntry, specLine: number | undefined): number {
  return entry.linesInFile && specLine !== undefined ? entry.line + specLine - 1 : entry.line;
}

/** Reads a picked or dropped file as UTF-8 text; never throws. */
export async function readBatchFile(file: File): Promise<BatchFile> {
  const name = file.name || t('renderer.batch.input.unnamedFile');
  if (file.size > MAX_BATCH_FILE_BYTES) {
    return {
      name,
      problem: t('renderer.batch.input.tooLarge', { size: formatCount(file.size), limit: formatCount(MAX_BATCH_FILE_BYTES) }),
    };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await readBytes(file));
    if (text.includes('\u0000')) return { name, problem: t('renderer.batch.input.notText') };
    return { name, text };
  } catch {
    return { name, problem: t('renderer.batch.input.notUtf8') };
  }
}
