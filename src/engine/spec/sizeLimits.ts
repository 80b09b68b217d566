// Input guards, checked before any parsing so that a huge paste cannot freeze the tab (rendering is synchronous).
import { ITEM_LIST_KEYS } from './schema';
import type { Diagnostic, InfographicData } from '../types';
import { formatCount } from '../formatCount';
import { t } from '../../i18n/i18n';

/** Longest accepted source, in characters (about 200 KB of text; real specs are under 10 KB). */
export const MAX_SOURCE_CHARS = 200_000;
/** Most lines accepted in a text source. */
export const MAX_SOURCE_LINES = 10_000;
/** Most data items (all lists and tree nodes together): 1,000 list-grid cards take ~0.5 s in Chromium, 300 ~0.15 s (bench/bigSpecTyping.ts). */
export const MAX_ITEMS = 1000;
/** Longest text drawn in one field: the library measures each text with getBBox on every render (10,000 characters ≈ 1 s). */
export const MAX_TEXT_CHARS = 500;
/** Deepest nesting of `children` (and of indentation levels in text). */
export const MAX_DEPTH = 12;

/**
 * The one wording of an input over a limit, for sources and for every text field: "Brand colours has 10,000 colours; the
 * limit is 100." `what` and `unit` come in the interface's language. The caller adds what became of the input (kept in
 * its field, not used).
 */
export function overLimit(what: string, size: number, limit: number, unit: string): string {
  return t('engine.limits.overLimit', { what, size: formatCount(size), unit, limit: formatCount(limit) });
}

/** The data's items over MAX_ITEMS: the message and its hint. */
export function tooManyItems(items: number): Pick<Diagnostic, 'message' | 'hint'> {
  return {
    message: t('engine.limits.dataItems', { size: formatCount(items), limit: formatCount(MAX_ITEMS) }),
    hint: t('engine.limits.dataItemsHint'),
  };
}

/** Cheap size check of raw text; returns an error diagnostic when the input is too big to parse safely. */
export function checkSourceSize(text: string): Diagnostic[] {
  if (text.length > MAX_SOURCE_CHARS) {
    return [
      {
        severity: 'error',
        code: 'too_large',
        message: t('engine.limits.sourceChars', { size: formatCount(text.length), limit: formatCount(MAX_SOURCE_CHARS) }),
        hint: t('engine.limits.sourceHint'),
      },
    ];
  }
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  if (lines > MAX_SOURCE_LINES) {
    return [
      {
        severity: 'error',
        code: 'too_many_lines',
        message: t('engine.limits.sourceLines', { size: formatCount(lines), limit: formatCount(MAX_SOURCE_LINES) }),
        hint: t('engine.limits.sourceHint'),
      },
    ];
  }
  return [];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Counts items in every list and tree, and finds the deepest children chain, without recursion. */
export function measureData(data: InfographicData): { items: number; depth: number; deepestPath: string } {
  let items = 0;
  let depth = 0;
  let deepestPath = 'data';
  const stack: Array<{ item: unknown; level: number; path: string }> = [];
  for (const key of ITEM_LIST_KEYS) {
    const list = data[key];
    if (Array.isArray(list)) list.forEach((item, i) => stack.push({ item, level: 1, path: `data.${key}[${i}]` }));
  }
  if (data.root) stack.push({ item: data.root, level: 1, path: 'data.root' });
  while (stack.length) {
    const { item, level, path } = stack.pop()!;
    items += 1;
    if (level > depth) {
      depth = level;
      deepestPath = path;
    }
    // no early stop: the message gives the real count, and the source size limit bounds the walk (about 100,000 items)
    const children = isPlainObject(item) ? item.children : undefined;
    if (Array.isArray(children))
      children.forEach((child, i) => stack.push({ item: child, level: level + 1, path: `${path}.children[${i}]` }));
  }
  return { items, depth, deepestPath };
}

/** A key or a `- ` item of a text spec, with what is nested under it (the library's syntax tree, items and keys only). */
interface TextNode {
  items: TextNode[];
  keys: Map<string, TextNode> | null;
}

const newNode = (): TextNode => ({ items: [], keys: null });
/** The key of a `key value`, `key: value` or `key=value` line, as the library's parser reads it. */
const KEY = /^[^\s:=]+/;

/** Puts `node` under `parent` at a key, dotted (`data.lists`) or not; a later key replaces an earlier one, as in the parser. */
function setKey(parent: TextNode, key: string, node: TextNode): void {
  const parts = key.split('.');
  let current = parent;
  for (const part of parts.slice(0, -1)) {
    current.keys ??= new Map();
    let next = current.keys.get(part);
    if (!next) current.keys.set(part, (next = newNode()));
    current = next;
  }
  current.keys ??= new Map();
  current.keys.set(parts[parts.length - 1]!, node);
}

/**
 * The items of a spec in the text syntax, without the library's parser: one pass that nests keys and `- ` lines by their
 * indentation as the parser does (a tab is two spaces, a later key replaces an earlier one), then counts as measureData
 * does: the item lists of `data`, its `root`, and their `children`. Never more than validate counts for a spec it accepts
 * (test/fuzz/engine.test.ts holds it to that).
 */
export function countTextItems(text: string): number {
  const top = newNode();
  const open: Array<{ indent: number; node: TextNode }> = [{ indent: -1, node: top }];
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let first = start;
    let indent = 0;
    for (; first < end && (text[first] === ' ' || text[first] === '\t'); first += 1) indent += text[first] === '\t' ? 2 : 1;
    const line = text.slice(first, end).trim();
    if (line !== '' && !line.startsWith('#') && !line.startsWith('//') && !/^```[\w-]*$/.test(line)) {
      while (open.length > 1 && indent <= open[open.length - 1]!.indent) open.pop();
      const parent = open[open.length - 1]!.node;
      const node = newNode();
      if (line[0] === '-' && (line.length === 1 || line[1] === ' ' || line[1] === '\t')) parent.items.push(node);
      else setKey(parent, KEY.exec(line)?.[0] ?? line, node);
      open.push({ indent, node });
    }
    start = end + 1;
  }
  const data = top.keys?.get('data') ?? top.keys?.get('infographic')?.keys?.get('data');
  if (!data?.keys) return 0;
  // With relations the library may fold duplicate `items` into one (and add the items relations imply): left to validate.
  const lists = data.keys.has('relations') ? ITEM_LIST_KEYS.filter((key) => key !== 'items') : ITEM_LIST_KEYS;
  const stack: TextNode[] = [];
  for (const key of lists) stack.push(...(data.keys.get(key)?.items ?? []));
  const root = data.keys.get('root');
  if (root) stack.push(root);
  let items = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    items += 1;
    stack.push(...(node.keys?.get('children')?.items ?? []));
  }
  return items;
}

/** The items of a spec's JSON options (0 when it does not parse: validate says why). JSON.parse is the browser's, not the library's. */
function countJsonItems(text: string): number {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) && isPlainObject(value.data) ? measureData(value.data as InfographicData).items : 0;
  } catch {
    return 0;
  }
}

/**
 * The item limit, checked before the library parses anything: a spec with more than MAX_ITEMS items is refused whatever
 * else it holds, so a page that would parse it many times (the Dynamic player, once per frame) need not parse it once.
 */
export function checkItemCount(spec: string): Diagnostic[] {
  const items = /^\s*[{[]/.test(spec) ? countJsonItems(spec) : countTextItems(spec);
  if (items <= MAX_ITEMS) return [];
  return [
    {
      severity: 'error',
      code: 'too_many_items',
      ...tooManyItems(items),
    },
  ];
}
