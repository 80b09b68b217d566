// A palette as a file and a link: its JSON (export, import, and the text a palette link carries), checked with a message
// that says what is wrong and where; and the palette as the syntax's theme block. A bad file or link changes nothing.
import { decodeShareHash, type LinkProblem } from '../../shared/links/shareLink';
import { PALETTE_PARAM } from '../../shared/links/links';
import { MAX_PALETTE_TEXT_CHARS, toHex } from './brandPalette';
import { MAX_NAME_CHARS, MAX_PALETTE_COLORS } from './savedStyles';
import { t, type MessageId } from '../../i18n/i18n';

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
  return where ? t('style.paletteFile.onLine', { line: where, reason }) : reason;
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
    return failure(t('style.paletteFile.notJson', { reason: parseErrorText(text, error) }));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return failure(t('style.paletteFile.notObject'));
  const data = value as Record<string, unknown>;
  if (data.kind !== undefined && data.kind !== PALETTE_FILE_KIND)
    return failure(t('style.paletteFile.wrongKind', { kind: String(data.kind), expected: PALETTE_FILE_KIND }));
  if (data.version !== undefined && data.version !== PALETTE_FILE_VERSION)
    return failure(t('style.paletteFile.wrongVersion', { version: JSON.stringify(data.version), expected: PALETTE_FILE_VERSION }));
  if (data.name !== undefined && typeof data.name !== 'string') return failure(t('style.paletteFile.nameNotText'));
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (name.length > MAX_NAME_CHARS) return failure(t('style.paletteFile.nameTooLong', { length: name.length, limit: MAX_NAME_CHARS }));
  if (!Array.isArray(data.colors)) return failure(t('style.paletteFile.noColors'));
  if (data.colors.length === 0) return failure(t('style.paletteFile.emptyColors'));
  if (data.colors.length > MAX_PALETTE_COLORS)
    return failure(t('style.paletteFile.tooManyColors', { count: data.colors.length, limit: MAX_PALETTE_COLORS }));
  const colors: string[] = [];
  for (const [index, color] of data.colors.entries()) {
    const hex = typeof color === 'string' ? toHex(color) : null;
    if (hex === null) return failure(t('style.paletteFile.notAColour', { index: index + 1, value: JSON.stringify(color) }));
    colors.push(hex);
  }
  return { ok: true, palette: { name: name || t('style.paletteFile.importedName'), colors } };
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
  // The file's name when it has one, else "The file" (a select: a name goes in quotes, and word order differs).
  const values = { named: file.name ? 'yes' : 'no', name: file.name ?? '' };
  if (file.size > MAX_PALETTE_FILE_BYTES)
    return failure(t('style.paletteFile.tooLarge', { ...values, size: Math.ceil(file.size / 1024), limit: MAX_PALETTE_FILE_BYTES / 1024 }));
  const read = readPaletteJson(await readText(file));
  return read.ok ? read : failure(t('style.paletteFile.notPaletteFile', { ...values, problem: read.message }));
}

const LINK_PROBLEMS: Record<LinkProblem, MessageId> = {
  too_long: 'style.paletteLink.tooLong',
  bad_encoding: 'style.paletteLink.badEncoding',
  bad_data: 'style.paletteLink.badData',
  too_large: 'style.paletteLink.tooLarge',
  bad_text: 'style.paletteLink.badText',
  unknown_version: 'style.paletteLink.unknownVersion',
};

/** The palette a page address's fragment carries (`#v=1&palette=…`), null when it carries none. */
export function readPaletteHash(hash: string): PaletteRead | null {
  const decoded = decodeShareHash(hash, PALETTE_PARAM);
  if (decoded === null) return null;
  if (!decoded.ok) return failure(t('style.paletteLink.cannotOpen', { problem: t(LINK_PROBLEMS[decoded.problem]) }));
  const read = readPaletteJson(decoded.text);
  return read.ok ? read : failure(t('style.paletteLink.noPalette', { problem: read.message }));
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
