// Reading and rewriting a source's text without the library: lines the syntax skips, the template line, the theme block
// and line offsets. Every rewrite keeps the bytes it does not change.
import { HEAD_KEYWORD } from './schema';

/** A top-level line naming the template: `infographic <name>` or `template <name>` (also with `:` or `=`). */
const HEAD_LINE = new RegExp(`^(${HEAD_KEYWORD}|template)(?:(\\s*[:=]\\s*|\\s+)(\\S+))?\\s*$`);
/** The start of a head line, however the rest of it reads. */
const HEAD_START = new RegExp(`^(${HEAD_KEYWORD}|template)([\\s:=]|$)`);
/** A top-level `theme` line: `theme`, `theme dark`, `theme: dark`. */
const THEME_LINE = /^theme(?:\s*[:=]\s*|\s+|$)(.*)$/;

function isJsonText(source: string): boolean {
  return source.trimStart().startsWith('{');
}

function newlineOf(source: string): string {
  return source.includes('\r\n') ? '\r\n' : '\n';
}

/** Lines the syntax skips: blank lines, comments (`#`, `//`) and Markdown code fences. */
export function isSkippedLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//') || /^```[\w-]*$/.test(trimmed);
}

/** Whether a line starts like a head line (`infographic …` or `template …`), the first line the syntax reads. */
export function isHeadLine(line: string): boolean {
  return HEAD_START.test(line.trim());
}

/** The first line the syntax reads (not blank, a comment or a code fence), or null when there is none. */
export function firstContentLine(text: string): string | null {
  return text.split(/\r?\n/).find((line) => !isSkippedLine(line)) ?? null;
}

interface HeadLine {
  index: number;
  key: string;
  name: string | null;
}

/** The top-level head lines (unindented `infographic` / `template` lines) of a text source. */
function headLines(lines: string[]): HeadLine[] {
  const found: HeadLine[] = [];
  lines.forEach((line, index) => {
    if (/^\s/.test(line) || isSkippedLine(line)) return;
    const match = HEAD_LINE.exec(line.trimEnd());
    if (match) found.push({ index, key: match[1]!, name: match[3] ?? null });
  });
  return found;
}

function parseJsonObject(source: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(source);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The template a source names, or null when it names none (or is JSON that does not parse). */
export function templateOfSource(source: string): string | null {
  if (isJsonText(source)) {
    const template = parseJsonObject(source)?.template;
    return typeof template === 'string' && template !== '' ? template : null;
  }
  return headLines(source.split(/\r?\n/)).find((head) => head.name)?.name ?? null;
}

/**
 * The source with its template set to `template`: the name on the head line is replaced (the rest of the text is kept
 * byte for byte); a source without a head line gets one on top. JSON is re-serialised with the new "template";
 * null when JSON does not parse (the caller says so instead of guessing).
 */
export function withTemplate(source: string, template: string): string | null {
  if (isJsonText(source)) {
    const parsed = parseJsonObject(source);
    return parsed ? `${JSON.stringify({ ...parsed, template }, null, 2)}\n` : null;
  }
  const newline = newlineOf(source);
  const lines = source.split(/\r?\n/);
  const heads = headLines(lines);
  const named = heads.find((head) => head.name);
  if (named) {
    const match = HEAD_LINE.exec(lines[named.index]!.trimEnd())!;
    lines[named.index] = `${match[1]}${match[2]}${template}`;
    return lines.join(newline);
  }
  const bare = heads.find((head) => head.key === HEAD_KEYWORD);
  if (bare) {
    lines[bare.index] = `${HEAD_KEYWORD} ${template}`;
    return lines.join(newline);
  }
  return `${HEAD_KEYWORD} ${template}${newline}${source}`;
}

/** Character offsets [start, end) of a 1-based line, clamped into the text; end stops before the line break. */
export function lineRange(text: string, line: number): { start: number; end: number } {
  const target = Math.max(1, Math.floor(line));
  let start = 0;
  for (let current = 1; current < target; current += 1) {
    const next = text.indexOf('\n', start);
    if (next === -1) break;
    start = next + 1;
  }
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  if (end > start && text[end - 1] === '\r') end -= 1;
  return { start, end };
}

/** The top-level `theme` block of a text source: its `theme <name>` line and the indented lines under it. */
export interface ThemeBlock {
  /** The block as written, from `theme` to the end of its last indented line (no line break after it). */
  text: string;
  /** The theme's name on the `theme` line, or null for a bare `theme` line. */
  name: string | null;
  /** 1-based lines of the `theme` line and of the block's last line. */
  startLine: number;
  endLine: number;
  /** Character offsets [start, end) of `text` in the source. */
  start: number;
  end: number;
}

/**
 * The first top-level `theme` block of a text source (an unindented `theme` line plus its indented children; blank and
 * comment lines between children belong to it, those after its last child do not), or null when there is none or the
 * source is JSON (see readJsonTheme).
 */
export function readThemeBlock(source: string): ThemeBlock | null {
  if (isJsonText(source)) return null;
  const lines = source.split('\n');
  const first = lines.findIndex((line) => !/^\s/.test(line) && !isSkippedLine(line) && THEME_LINE.test(line.replace(/\r$/, '').trimEnd()));
  if (first === -1) return null;
  let last = first;
  for (let i = first + 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (isSkippedLine(line)) continue;
    if (!/^\s/.test(line)) break;
    last = i;
  }
  const start = lines.slice(0, first).reduce((offset, line) => offset + line.length + 1, 0);
  const lastLine = lines[last]!.replace(/\r$/, '');
  const end = lines.slice(0, last).reduce((offset, line) => offset + line.length + 1, 0) + lastLine.length;
  const name = THEME_LINE.exec(lines[first]!.replace(/\r$/, '').trimEnd())![1]!.trim();
  return { text: source.slice(start, end), name: name || null, startLine: first + 1, endLine: last + 1, start, end };
}

/**
 * The text source with its theme block replaced by `block` (every other byte kept), the block appended when the source
 * has none, or the block removed (with its line break) when `block` is blank. `block` takes the source's line breaks.
 * JSON sources are returned unchanged: use replaceJsonTheme.
 */
export function replaceThemeBlock(source: string, block: string): string {
  if (isJsonText(source)) return source;
  const newline = newlineOf(source);
  const text = block.trim() === '' ? '' : block.replace(/(\r?\n)+$/, '').replace(/\r?\n/g, newline);
  const current = readThemeBlock(source);
  if (current && current.text === block) return source;
  if (!current) {
    if (!text) return source;
    if (source === '') return `${text}${newline}`;
    const separator = source.endsWith('\n') ? '' : newline;
    return `${source}${separator}${text}${newline}`;
  }
  if (text) return source.slice(0, current.start) + text + source.slice(current.end);
  const after = source.slice(current.end);
  const breakAfter = /^\r?\n/.exec(after)?.[0] ?? '';
  if (breakAfter) return source.slice(0, current.start) + after.slice(breakAfter.length);
  // the block ends the text: drop the line break before it instead
  return source.slice(0, current.start).replace(/\r?\n$/, '');
}

/** The theme settings of a JSON source. */
export interface JsonTheme {
  theme?: unknown;
  themeConfig?: unknown;
}

/** The `theme` and `themeConfig` of a JSON source (absent keys stay absent), or null when it is not a JSON object. */
export function readJsonTheme(source: string): JsonTheme | null {
  if (!isJsonText(source)) return null;
  const parsed = parseJsonObject(source);
  if (!parsed) return null;
  const found: JsonTheme = {};
  if ('theme' in parsed) found.theme = parsed.theme;
  if ('themeConfig' in parsed) found.themeConfig = parsed.themeConfig;
  return found;
}

/**
 * The JSON source with `theme` and `themeConfig` set from `theme` (an undefined one is removed), re-serialised with two
 * spaces like withTemplate; other keys keep their order. Null when the source is not a JSON object.
 */
export function replaceJsonTheme(source: string, theme: JsonTheme): string | null {
  if (!isJsonText(source)) return null;
  const parsed = parseJsonObject(source);
  if (!parsed) return null;
  const next: Record<string, unknown> = { ...parsed, theme: theme.theme, themeConfig: theme.themeConfig };
  if (theme.theme === undefined) delete next.theme;
  if (theme.themeConfig === undefined) delete next.themeConfig;
  return `${JSON.stringify(next, null, 2)}\n`;
}
