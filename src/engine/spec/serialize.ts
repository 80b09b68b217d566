// Options → text syntax, so canvas and form edits can be written back. Pure: no library import, usable before loadEngine().
import { HEAD_KEYWORD, ITEM_ARRAY_KEYS as ITEM_ARRAY_KEY_LIST, STRING_VALUE_KEYS, TEXT_BLOCKS } from './schema';
import type { InfographicSpec, SerializeResult } from '../types';

const INDENT = '  ';
const ITEM_ARRAY_KEYS = new Set(ITEM_ARRAY_KEY_LIST);
const STRING_KEYS = new Set(STRING_VALUE_KEYS);
/** Schema objects with a shorthand `type` written after the key (`structure list-row`). */
const SHORTHAND_TYPE_PATHS = /^(design\.(structure|item|title|items\[\d+\])|theme\.stylize)$/;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

class Writer {
  readonly lines: string[] = [];
  readonly dropped: string[] = [];

  line(depth: number, text: string) {
    this.lines.push(INDENT.repeat(depth) + text);
  }
}

/** A key the parser reads back as the same key: no separators, dots, comment or list markers. */
function isSafeKey(key: string): boolean {
  return /^[^\s:=.#[\]]+$/.test(key) && !key.startsWith('-') && !key.startsWith('//') && !UNSAFE_KEYS.has(key);
}

/** Text for a scalar, or null when the syntax cannot carry it (empty, multi-line, padded). */
function scalarText(value: Json): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  if (value === '' || /[\r\n]/.test(value) || value !== value.trim()) return null;
  return value;
}

/** True when the parser would turn this string into a number or boolean in an untyped position. */
function looksTyped(text: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(text) || /^(true|false)$/i.test(text);
}

/** `key value`, or `key: value` when the value itself starts with a separator the parser would eat. */
function keyValue(key: string, text: string): string {
  return /^[:=]/.test(text) ? `${key}: ${text}` : `${key} ${text}`;
}

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Whether a scalar at this key survives the round trip with its type. */
function scalarSurvives(key: string, value: Json, typedString: boolean): boolean {
  const text = scalarText(value);
  if (text === null) return false;
  if (typeof value === 'string') return typedString || STRING_KEYS.has(key) || !looksTyped(text);
  if (typeof value === 'number') return !STRING_KEYS.has(key);
  return !STRING_KEYS.has(key) || false;
}

function writeEntry(w: Writer, depth: number, key: string, value: Json, path: string) {
  if (value === undefined) return;
  if (!isSafeKey(key) || value === null || typeof value === 'function') {
    w.dropped.push(path);
    return;
  }
  if (isScalar(value)) {
    // `value` may hold a number or a string; strings there keep their type only if they do not look numeric.
    if (!scalarSurvives(key, value, false)) {
      w.dropped.push(path);
      return;
    }
    w.line(depth, keyValue(key, scalarText(value)!));
    return;
  }
  if (Array.isArray(value)) {
    writeArray(w, depth, key, value, path);
    return;
  }
  if (isPlainObject(value)) {
    writeObject(w, depth, key, value, path);
    return;
  }
  w.dropped.push(path);
}

function writeArray(w: Writer, depth: number, key: string, arr: Json[], path: string) {
  if (arr.length === 0) {
    w.line(depth, `${key} []`);
    return;
  }
  w.line(depth, key);
  arr.forEach((item, index) => writeArrayItem(w, depth + 1, key, item, `${path}[${index}]`));
}

function writeArrayItem(w: Writer, depth: number, parentKey: string, item: Json, path: string) {
  if (isScalar(item)) {
    const text = scalarText(item);
    // untyped array items are read back with parseScalar; strings that look numeric would change type
    if (text === null || (typeof item === 'string' && looksTyped(text) && !SHORTHAND_TYPE_PATHS.test(path))) {
      w.dropped.push(path);
      return;
    }
    w.line(depth, `- ${text}`);
    return;
  }
  if (!isPlainObject(item)) {
    w.dropped.push(path);
    return;
  }
  if (SHORTHAND_TYPE_PATHS.test(path)) {
    writeShorthandObject(w, depth, '-', item, path);
    return;
  }
  const entries = Object.entries(item).filter(([, v]) => v !== undefined);
  // Item arrays (lists, children...) carry a typed schema, so their first scalar entry may sit inline after the dash.
  const [firstKey, firstValue] = entries[0] ?? [];
  const inline =
    ITEM_ARRAY_KEYS.has(parentKey) &&
    firstKey !== undefined &&
    isSafeKey(firstKey) &&
    isScalar(firstValue) &&
    scalarSurvives(firstKey, firstValue as Json, false) &&
    // an inline relation value like "a->b" would be read as an arrow expression
    !(parentKey === 'relations' && entries.length === 1);
  if (inline) {
    w.line(depth, `- ${keyValue(firstKey, scalarText(firstValue as Json)!)}`);
    entries.slice(1).forEach(([k, v]) => writeEntry(w, depth + 1, k, v, `${path}.${k}`));
  } else {
    w.line(depth, '-');
    entries.forEach(([k, v]) => writeEntry(w, depth + 1, k, v, `${path}.${k}`));
  }
}

function writeObject(w: Writer, depth: number, key: string, obj: Record<string, Json>, path: string) {
  if (SHORTHAND_TYPE_PATHS.test(path)) {
    writeShorthandObject(w, depth, key, obj, path);
    return;
  }
  w.line(depth, key);
  Object.entries(obj).forEach(([k, v]) => writeEntry(w, depth + 1, k, v, `${path}.${k}`));
}

/** Objects whose schema has a shorthand key: `structure list-row` then the other props nested. */
function writeShorthandObject(w: Writer, depth: number, head: string, obj: Record<string, Json>, path: string) {
  const { type, ...rest } = obj;
  const typeText = type === undefined ? null : scalarText(type);
  if (type !== undefined && typeText === null) w.dropped.push(`${path}.type`);
  w.line(depth, typeText ? `${head} ${typeText}` : head);
  Object.entries(rest).forEach(([k, v]) => writeEntry(w, depth + 1, k, v, `${path}.${k}`));
}

/**
 * Writes options as text syntax and lists what could not be expressed
 * (functions, empty or multi-line strings, unsafe keys, top-level keys the syntax does not accept).
 */
export function serializeDetailed(options: InfographicSpec): SerializeResult {
  const w = new Writer();
  const spec = (options ?? {}) as Record<string, Json>;
  const template = scalarText(spec.template);
  w.line(0, template ? `${HEAD_KEYWORD} ${template}` : HEAD_KEYWORD);
  for (const key of TEXT_BLOCKS) {
    const value = spec[key];
    if (value === undefined || key === 'template') continue;
    if (key === 'theme') continue; // written with themeConfig below
    if (key === 'design' && isPlainObject(value)) {
      w.line(0, 'design');
      Object.entries(value).forEach(([k, v]) => {
        if (typeof v === 'string' && k !== 'items') {
          // a bare design string is the library's shorthand for { type }
          w.line(1, `${k} ${v}`);
          return;
        }
        writeEntry(w, 1, k, v, `design.${k}`);
      });
      continue;
    }
    writeEntry(w, 0, key, value, key);
  }
  writeTheme(w, spec.theme, spec.themeConfig);
  for (const key of Object.keys(spec)) {
    if (!(TEXT_BLOCKS as readonly string[]).includes(key) && key !== 'themeConfig' && spec[key] !== undefined) {
      w.dropped.push(key);
    }
  }
  return { text: w.lines.join('\n') + '\n', dropped: w.dropped };
}

/** `theme dark` with the theme config nested under it (the syntax's `theme` block carries both). */
function writeTheme(w: Writer, theme: Json, themeConfig: Json) {
  const name = typeof theme === 'string' ? scalarText(theme) : null;
  if (theme !== undefined && name === null) w.dropped.push('theme');
  const config = isPlainObject(themeConfig) ? themeConfig : undefined;
  if (themeConfig !== undefined && !config) w.dropped.push('themeConfig');
  const entries = config ? Object.entries(config).filter(([, v]) => v !== undefined) : [];
  if (!name && entries.length === 0) return;
  w.line(0, name ? `theme ${name}` : 'theme');
  for (const [k, v] of entries) {
    if (k === 'type') {
      w.dropped.push('themeConfig.type');
      continue;
    }
    if (k === 'palette' && Array.isArray(v)) {
      // palette colours go on one line, as in the library's examples
      const texts = v.map((c) => scalarText(c));
      if (v.length > 0 && texts.every((t) => t !== null && !/[\s,]/.test(t))) {
        w.line(1, `palette ${texts.join(' ')}`);
        continue;
      }
    }
    writeEntry(w, 1, k, v, `themeConfig.${k}`);
  }
}

/** Options → text syntax. See serializeDetailed for what cannot be expressed. */
export function serialize(options: InfographicSpec): string {
  return serializeDetailed(options).text;
}
