// A canvas edit written into the source as the smallest text change: only the edited field's line is rewritten (or one
// short run of lines inserted when the field is new); comments, blank lines, key order and the theme block stay as written.
// Pure: no library import, so pages call it before loadEngine() resolves.
import { isSkippedLine } from '../spec/sourceText';
import type { FieldEdit, InfographicSpec, TextChange } from '../types';
import { isRecord } from '../isRecord';

type Scalar = string | number | boolean;
type Path = FieldEdit['path'];

const INDENT_STEP = 2;
/** `key value`, `key: value`, `key=value`: the key, the separator and where the value starts. */
const ENTRY = /^([^\s:=]+)(\s*[:=]\s*|\s+|$)/;
/** The text syntax names the theme config `theme` (its name sits on the `theme <name>` line). */
const TEXT_KEY: Record<string, string> = { themeConfig: 'theme' };

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Text for a scalar the syntax can hold on one line, or null (empty, multi-line, padded, not finite). */
function scalarText(value: Scalar): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const text = String(value);
  return text === '' || /[\r\n]/.test(text) || text !== text.trim() ? null : text;
}

/**
 * The scalar fields that differ between two options (a path and its new value; `undefined` when the field was removed),
 * or null when the edit changed more than fields: an array grew or shrank, or a value changed kind.
 */
export function changedFields(before: InfographicSpec, after: InfographicSpec): FieldEdit[] | null {
  const edits: FieldEdit[] = [];
  const walk = (a: unknown, b: unknown, path: Path): boolean => {
    if (a === b) return true;
    if (isScalar(b) && (a === undefined || isScalar(a))) return edits.push({ path, value: b }) > 0;
    if (b === undefined && isScalar(a)) return edits.push({ path, value: undefined }) > 0;
    if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => walk(item, b[i], [...path, i]));
    if (isRecord(b) && (a === undefined || isRecord(a))) {
      const old = a ?? {};
      const keys = [...Object.keys(old), ...Object.keys(b).filter((key) => !(key in old))];
      return keys.every((key) => walk(old[key], b[key], [...path, key]));
    }
    if (b === undefined && isRecord(a)) return Object.keys(a).every((key) => walk(a[key], undefined, [...path, key]));
    return false;
  };
  return walk(before, after, []) ? edits : null;
}

// ——— text syntax ———

/** One content line of the text syntax with the lines indented under it. */
interface Line {
  index: number;
  indent: number;
  /** A `- …` list entry. */
  item: boolean;
  /** The key written on the line (after the dash for `- label X`), or null for a bare `-`. */
  key: string | null;
  /** Column where the key starts and where its value starts. */
  keyColumn: number;
  valueColumn: number;
  children: Line[];
}

function parseLines(lines: string[]): Line {
  const root: Line = { index: -1, indent: -1, item: false, key: null, keyColumn: 0, valueColumn: 0, children: [] };
  const stack = [root];
  lines.forEach((raw, index) => {
    if (isSkippedLine(raw)) return;
    const line = raw.replace(/\r$/, '');
    const indent = /^\s*/.exec(line)![0].length;
    const item = line[indent] === '-' && !line.startsWith('--', indent);
    const keyColumn = item ? indent + 1 + /^\s*/.exec(line.slice(indent + 1))![0].length : indent;
    const entry = ENTRY.exec(line.slice(keyColumn));
    const node: Line = {
      index,
      indent,
      item,
      key: entry ? entry[1]! : null,
      keyColumn,
      valueColumn: entry ? keyColumn + entry[0].length : keyColumn,
      children: [],
    };
    while (stack[stack.length - 1]!.indent >= indent) stack.pop();
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  return root;
}

/** Where a path's field is: the line holding it, or the deepest line on the way and the keys still missing under it. */
type Found = { kind: 'line'; line: Line; inline: boolean } | { kind: 'missing'; parent: Line; rest: string[] };

function findInText(root: Line, path: Path): Found | null {
  let node = root;
  // a `- label X` line holds its item's first field inline; the item's other fields are the lines under it
  let inlineItem = false;
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i]!;
    if (typeof segment === 'number') {
      const entry = node.children.filter((child) => child.item)[segment];
      if (!entry || inlineItem) return null;
      node = entry;
      inlineItem = true;
      continue;
    }
    const key = i === 0 ? (TEXT_KEY[segment] ?? segment) : segment;
    if (inlineItem && node.key === key) {
      if (i === path.length - 1) return { kind: 'line', line: node, inline: true };
      return null;
    }
    const child = node.children.find((line) => !line.item && line.key === key);
    if (!child) {
      const rest = path.slice(i);
      return rest.every((part) => typeof part === 'string') ? { kind: 'missing', parent: node, rest: rest as string[] } : null;
    }
    node = child;
    inlineItem = false;
  }
  return node === root ? null : { kind: 'line', line: node, inline: false };
}

/** The last line of a block: the line itself or its deepest last descendant. */
function lastLineOf(line: Line): number {
  let last = line;
  while (last.children.length > 0) last = last.children[last.children.length - 1]!;
  return last.index;
}

/** `key value`, with `key: value` when the value itself starts with a separator the parser would take. */
function entryText(key: string, separator: string, text: string): string {
  const plain = /^\s+$/.test(separator) || separator === '' ? ' ' : separator;
  return /^[:=]/.test(text) && /^\s*$/.test(plain) ? `${key}: ${text}` : `${key}${plain}${text}`;
}

/** Where each line of `source` starts (after a `\n`, so a `\r\n` break's `\r` ends the line before). */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function applyToText(source: string, edit: FieldEdit): TextChange | null {
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const lines = source.split(/\r?\n/);
  const found = findInText(parseLines(lines), edit.path);
  if (!found) return null;
  const text = edit.value === undefined ? null : scalarText(edit.value);
  if (edit.value !== undefined && text === null) return null;
  const starts = lineStarts(source);
  /** Where line `index`'s text ends (before its line break). */
  const endOf = (index: number) => starts[index]! + lines[index]!.length;
  const rewrite = (index: number, line: string): TextChange => ({ from: starts[index]!, to: endOf(index), insert: line });
  if (found.kind === 'line') {
    const { line } = found;
    const current = lines[line.index]!;
    if (line.key === null) return null;
    if (text === null) {
      // a cleared field: its line goes; an item's inline first field leaves the bare dash its other fields hang under
      if (!found.inline && line.children.length > 0) return null;
      if (found.inline) return rewrite(line.index, current.slice(0, line.indent + 1));
      // the line and its break; the last line takes the break before it instead
      if (line.index + 1 < lines.length) return { from: starts[line.index]!, to: starts[line.index + 1]!, insert: '' };
      return { from: line.index > 0 ? endOf(line.index - 1) : 0, to: source.length, insert: '' };
    }
    const separator = current.slice(line.keyColumn + line.key.length, line.valueColumn);
    return rewrite(line.index, current.slice(0, line.keyColumn) + entryText(line.key, separator, text));
  }
  if (text === null) return { from: 0, to: 0, insert: '' }; // removing a field that is not there
  const { parent, rest } = found;
  const under = parent.children.find((child) => !child.item);
  let indent = parent.index === -1 ? 0 : (under?.indent ?? (parent.item ? parent.keyColumn : parent.indent + INDENT_STEP));
  const added: string[] = [];
  rest.forEach((key, i) => {
    const name = parent.index === -1 && i === 0 ? (TEXT_KEY[key] ?? key) : key;
    added.push(' '.repeat(indent) + (i === rest.length - 1 ? entryText(name, ' ', text) : name));
    indent += INDENT_STEP;
  });
  // the new lines go after the parent's block; a new top-level block at the end, before the final line break
  const after = parent.index === -1 ? (lines[lines.length - 1] === '' ? lines.length - 1 : lines.length) - 1 : lastLineOf(parent);
  if (after < 0) return { from: 0, to: 0, insert: added.join(newline) + newline };
  const at = endOf(after);
  return { from: at, to: at, insert: newline + added.join(newline) };
}

// ——— JSON ———

interface JsonNode {
  start: number;
  end: number;
  members?: { key: string; keyStart: number; node: JsonNode }[];
  elements?: JsonNode[];
}

/** A JSON value with the offsets of every member and element, or null when the text is not JSON. */
function parseJsonSpans(text: string): JsonNode | null {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): JsonNode => {
    space();
    const start = at;
    const char = text[at];
    if (char === '{') {
      at += 1;
      const members: NonNullable<JsonNode['members']> = [];
      space();
      while (text[at] !== '}') {
        space();
        const keyStart = at;
        if (text[at] !== '"') throw new Error('key');
        const key = string();
        space();
        if (text[at] !== ':') throw new Error('colon');
        at += 1;
        members.push({ key, keyStart, node: value() });
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] !== '}') throw new Error('member');
      }
      at += 1;
      return { start, end: at, members };
    }
    if (char === '[') {
      at += 1;
      const elements: JsonNode[] = [];
      space();
      while (text[at] !== ']') {
        elements.push(value());
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] !== ']') throw new Error('element');
      }
      at += 1;
      return { start, end: at, elements };
    }
    if (char === '"') {
      string();
      return { start, end: at };
    }
    const literal = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at));
    if (!literal) throw new Error('value');
    at += literal[0].length;
    return { start, end: at };
  };
  try {
    JSON.parse(text);
    return value();
  } catch {
    return null;
  }
}

/** The whitespace a line starts with, for the line holding `offset`. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

function applyToJson(source: string, edit: FieldEdit): TextChange | null {
  const root = parseJsonSpans(source);
  if (!root) return null;
  let node = root;
  for (let i = 0; i < edit.path.length; i += 1) {
    const segment = edit.path[i]!;
    const members = node.members;
    if (typeof segment === 'number') {
      const next = node.elements?.[segment];
      if (!next) return null;
      node = next;
      continue;
    }
    if (!members) return null;
    const index = members.findIndex((member) => member.key === segment);
    if (index === -1) {
      if (edit.value === undefined) return { from: 0, to: 0, insert: '' };
      const rest = edit.path.slice(i + 1);
      if (members.length === 0 || rest.some((part) => typeof part === 'number')) return null;
      const last = members[members.length - 1]!;
      const indent = indentAt(source, last.keyStart);
      const unit = indent.length > indentAt(source, node.start).length ? indent.slice(indentAt(source, node.start).length) : '  ';
      const nested = (rest as string[]).reduceRight<unknown>((inner, key) => ({ [key]: inner }), edit.value);
      const newline = source.includes('\r\n') ? '\r\n' : '\n';
      const valueText = JSON.stringify(nested, null, unit).replace(/\n/g, newline + indent);
      const sameLine =
        !source.slice(last.keyStart, last.node.end).includes('\n') && !source.slice(node.start, last.keyStart).includes('\n');
      const insert = sameLine
        ? `, ${JSON.stringify(segment)}: ${valueText}`
        : `,${newline}${indent}${JSON.stringify(segment)}: ${valueText}`;
      return { from: last.node.end, to: last.node.end, insert };
    }
    if (i === edit.path.length - 1 && edit.value === undefined) {
      const member = members[index]!;
      if (index < members.length - 1) return { from: member.keyStart, to: members[index + 1]!.keyStart, insert: '' };
      if (index > 0) return { from: members[index - 1]!.node.end, to: member.node.end, insert: '' };
      return { from: node.start + 1, to: node.end - 1, insert: '' };
    }
    node = members[index]!.node;
  }
  if (edit.value === undefined) return null;
  if (node.members || node.elements) return null;
  return { from: node.start, to: node.end, insert: JSON.stringify(edit.value) };
}

/** Applies a change made by the functions above. */
function applied(source: string, change: TextChange): string {
  return source.slice(0, change.from) + change.insert + source.slice(change.to);
}

/**
 * The change setting one field to a new value (`undefined` removes it) in `source`: that field's line rewritten, or, for a
 * field not yet in the text, the smallest new line(s) under its parent. Null when the text gives the field no one place
 * (a path through a missing list entry, a block where a value was expected, JSON that does not parse).
 */
export function canvasEditChange(source: string, edit: FieldEdit): TextChange | null {
  return source.trimStart().startsWith('{') ? applyToJson(source, edit) : applyToText(source, edit);
}

/** The source with one field set (see canvasEditChange); null when the field has no one place. */
export function applyCanvasEdit(source: string, edit: FieldEdit): string | null {
  const change = canvasEditChange(source, edit);
  return change && applied(source, change);
}

/**
 * Several field edits in order (one canvas gesture can change more than one field): the changes, each in the text the ones
 * before it made (apply them in turn), and the text they make; null when any field has no one place.
 */
export function canvasEditChanges(source: string, edits: readonly FieldEdit[]): { changes: TextChange[]; text: string } | null {
  let text = source;
  const changes: TextChange[] = [];
  for (const edit of edits) {
    const change = canvasEditChange(text, edit);
    if (change === null) return null;
    if (change.from === change.to && change.insert === '') continue;
    changes.push(change);
    text = applied(text, change);
  }
  return { changes, text };
}
