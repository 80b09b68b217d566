// A palette as a file and a link: its JSON (export, import, and the text a palette link carries), checked with a message
// that says what is wrong and where; and the palette as the syntax's theme block. A bad file or link changes nothing.
import { decodeShareHash, type LinkProblem } from '../../shared/links/shareLink';
import { PALETTE_PARAM } from '../../shared/links/links';
import { MAX_PALETTE_TEXT_CHARS, toHex } from './brandPalette';
import { MAX_NAME_CHARS, MAX_PALETTE_COLORS } from './savedStyles';

/** Names the file's kind, so another JSON file is told apart. */
export const PALETTE_FILE_KIND = 'infographic-palette';
export const PALETTE_FILE_VERSION = 1;
/** Larger files are refused before parsing; a hundred colours take under 2 KB. The same cap as a palette pasted as text. */
export const MAX_PALETTE_FILE_BYTES = MAX_PALETTE_TEXT_CHARS;

export interface PaletteData {
  name: string;
  /** #rrggbb, in order. */
  colors: string[];
}

export type PaletteRead = { ok: true; palette: PaletteData } | { ok: false; message: string };

/** The palette as its JSON file's text. */
export function paletteJson(palette: PaletteData): string {
  return `${JSON.stringify({ kind: PALETTE_FILE_KIND, version: PALETTE_FILE_VERSION, name: palette.name, colors: palette.colors }, null, 2)}\n`;
}

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** JSON.parse's reason, and its line when the message names a position ("at position 42" or "(line 4 column 1)"). */
function parseErrorText(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = /line (\d+)/.exec(message)?.[1] ?? /position (\d+)/.exec(message)?.[1];
  const where = /line (\d+)/.test(message) ? line : line !== undefined ? String(lineAt(text, Number(line))) : undefined;
  const reason = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*(in JSON )?at position \d+/, '')
    .replace(/\.$/, '');
  return where ? `line ${where}: ${reason}` : reason;
}

function failure(message: string): PaletteRead {
  return { ok: false, message };
}

/** Reads a palette's JSON: `{ "kind": "infographic-palette", "version": 1, "name": "…", "colors": ["#…", …] }`. */
export function readPaletteJson(text: string): PaletteRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return failure(`This is not JSON (${parseErrorText(text, error)}). A palette file holds an object with "name" and "colors".`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return failure('A palette file holds one JSON object with "name" and "colors"; this file holds something else.');
  const data = value as Record<string, unknown>;
  if (data.kind !== undefined && data.kind !== PALETTE_FILE_KIND)
    return failure(`"kind" is "${String(data.kind)}": this is not a palette file (those say "${PALETTE_FILE_KIND}").`);
  if (data.version !== undefined && data.version !== PALETTE_FILE_VERSION)
    return failure(
      `"version" is ${JSON.stringify(data.version)}: this app reads palette files of version ${PALETTE_FILE_VERSION} (a newer app may have written it).`,
    );
  if (data.name !== undefined && typeof data.name !== 'string') return failure('"name" must be text.');
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (name.length > MAX_NAME_CHARS) return failure(`"name" is ${name.length} characters long; at most ${MAX_NAME_CHARS} are allowed.`);
  if (!Array.isArray(data.colors)) return failure('"colors" is missing: it lists the palette’s colours, e.g. ["#1783ff", "#00c9c9"].');
  if (data.colors.length === 0) return failure('"colors" is empty: a palette needs at least one colour.');
  if (data.colors.length > MAX_PALETTE_COLORS)
    return failure(`"colors" holds ${data.colors.length} colours; a palette may have at most ${MAX_PALETTE_COLORS}.`);
  const colors: string[] = [];
  for (const [index, color] of data.colors.entries()) {
    const hex = typeof color === 'string' ? toHex(color) : null;
    if (hex === null) return failure(`"colors" item ${index + 1} (${JSON.stringify(color)}) is not a colour.`);
    colors.push(hex);
  }
  return { ok: true, palette: { name: name || 'Imported palette', colors } };
}

function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  // jsdom's Blob has no text(); FileReader is everywhere.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** Reads an imported file: its size first, then its text as palette JSON. */
export async function readPaletteFile(file: Blob & { name?: string }): Promise<PaletteRead> {
  const label = file.name ? `“${file.name}”` : 'The file';
  if (file.size > MAX_PALETTE_FILE_BYTES)
    return failure(
      `${label} is ${Math.ceil(file.size / 1024)} KB; a palette file is at most ${MAX_PALETTE_FILE_BYTES / 1024} KB. Nothing was changed.`,
    );
  const read = readPaletteJson(await readText(file));
  return read.ok ? read : failure(`${label} is not a palette file. ${read.message} Nothing was changed.`);
}

const LINK_PROBLEMS: Record<LinkProblem, string> = {
  too_long: 'it is too long',
  bad_encoding: 'it is damaged or was cut short',
  bad_data: 'it is damaged or incomplete',
  too_large: 'it unpacks to far more than a palette',
  bad_text: 'it does not hold readable text',
  unknown_version: 'it was made in a format this version of the app does not know',
};

/** The palette a page address's fragment carries (`#v=1&palette=…`), null when it carries none. */
export function readPaletteHash(hash: string): PaletteRead | null {
  const decoded = decodeShareHash(hash, PALETTE_PARAM);
  if (decoded === null) return null;
  if (!decoded.ok) return failure(`This palette link cannot be opened: ${LINK_PROBLEMS[decoded.problem]}. Nothing was changed.`);
  const read = readPaletteJson(decoded.text);
  return read.ok ? read : failure(`This palette link does not hold a palette. ${read.message} Nothing was changed.`);
}

/** A file name for the palette: its name in lower-case words, or "palette". */
export function paletteFileName(name: string, extension: 'json' | 'txt'): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'palette'}.${extension}`;
}
