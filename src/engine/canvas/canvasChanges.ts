// Canvas edits → the user's own options: the library's `options:change` payloads applied to our model (its getOptions()
// misses title/desc edits for data shapes other than `items`, and DOM-only moves vanish on re-render). Pure, no library import.
import type { CanvasChange, CanvasEditNote, InfographicData, InfographicSpec, ItemDatum } from '../types';
import { isRecord } from '../isRecord';
import { preferredDataKey } from '../spec/schema';
import { t } from '../../i18n/i18n';

/** The library's fallback order when the template's own key holds nothing. */
const FALLBACK_ORDER = ['lists', 'sequences', 'compares', 'nodes', 'values', 'root', 'items'];
/** Roles whose style the library keeps under `data.attributes` (anything else it styles only in the DOM). */
const DATA_ATTRIBUTE_ROLES = new Set(['title', 'desc', 'illus']);
/** Digits kept for moved and resized geometry (a tenth of a pixel is below what anyone sees). */
const GEOMETRY_DIGITS = 1;

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function nonEmpty(data: InfographicData, key: string): boolean {
  const value = data[key];
  return key === 'root' ? isRecord(value) : Array.isArray(value) && value.length > 0;
}

/** The data key the library drew items from: `items` when present, else the template's key, else the first that holds data. */
export function itemSourceKey(data: InfographicData, template: string | undefined): string | null {
  if (nonEmpty(data, 'items')) return 'items';
  const preferred = preferredDataKey(template);
  if (preferred && nonEmpty(data, preferred)) return preferred;
  return FALLBACK_ORDER.find((key) => nonEmpty(data, key)) ?? null;
}

/** The top-level array the library's `data.items[i]` indexes into (the tree's root is item 0). */
function topLevel(data: InfographicData, key: string): { list: ItemDatum[]; reversed: boolean } {
  if (key === 'root') return { list: [data.root as ItemDatum], reversed: false };
  const list = data[key] as ItemDatum[];
  // the library draws `sequences` in reverse for order desc, so its index i is our length-1-i
  return { list, reversed: key === 'sequences' && data.order === 'desc' };
}

function topIndex(list: ItemDatum[], reversed: boolean, index: number): number {
  return reversed ? list.length - 1 - index : index;
}

/** The datum at the library's item indexes ([2] = third item, [0, 1] = second child of the first), or null. */
function datumAt(data: InfographicData, key: string, indexes: number[]): ItemDatum | null {
  const { list, reversed } = topLevel(data, key);
  let datum: ItemDatum | undefined = list[topIndex(list, reversed, indexes[0] ?? -1)];
  for (const index of indexes.slice(1)) datum = datum?.children?.[index];
  return isRecord(datum) ? datum : null;
}

/** The array holding the item at `indexes` (children of its parent, or the top-level list), for adds and removes. */
function siblingsOf(
  data: InfographicData,
  key: string,
  indexes: number[],
  op: 'add' | 'remove',
): { list: ItemDatum[]; index: number } | null {
  if (indexes.length === 1) {
    if (key === 'root') return null;
    const { list, reversed } = topLevel(data, key);
    // in a reversed list, inserting before library index i is inserting after our length-i items
    const index = !reversed ? indexes[0]! : op === 'add' ? list.length - indexes[0]! : list.length - 1 - indexes[0]!;
    return { list, index };
  }
  const parent = datumAt(data, key, indexes.slice(0, -1));
  if (!parent) return null;
  parent.children ??= [];
  return { list: parent.children, index: indexes[indexes.length - 1]! };
}

/** Text the syntax can hold: one line, no padding. Returns the text and whether it had to change. */
function oneLine(text: string): { text: string; changed: boolean } {
  const joined = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  return { text: joined, changed: joined !== text };
}

/** Applies text values from the canvas: a cleared text removes the key, line breaks become spaces (and say so). */
function assignTexts(target: Record<string, unknown>, values: Record<string, unknown>, notes: CanvasEditNote[]) {
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') {
      target[key] = clone(value);
      continue;
    }
    const { text, changed } = oneLine(value);
    if (changed && text !== '')
      notes.push({
        kind: 'line-breaks',
        message: t('engine.canvas.lineBreaks'),
      });
    if (text === '') delete target[key];
    else target[key] = text;
  }
}

function roundGeometry(key: string, value: unknown): unknown {
  if (typeof value !== 'number' || !/^(x|y|width|height|data-x|data-y)$/.test(key)) return value;
  const factor = 10 ** GEOMETRY_DIGITS;
  return Math.round(value * factor) / factor;
}

/** Merges attribute changes into `attributes[key]`; a null value (an attribute the element did not have) removes it. */
function mergeAttributes(owner: Record<string, unknown>, key: string, attributes: Record<string, unknown>) {
  const all = isRecord(owner.attributes) ? owner.attributes : (owner.attributes = {});
  const current = isRecord(all[key]) ? all[key] : (all[key] = {});
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined) delete current[name];
    else current[name] = roundGeometry(name, value);
  }
  if (Object.keys(current).length === 0) delete all[key];
  if (Object.keys(all).length === 0) delete owner.attributes;
}

const ITEM_ATTRIBUTES = /^data\.items(?:\[\d+\])(?:\.children\[\d+\])*\.attributes\.([\w-]+)$/;
const DATA_ATTRIBUTES = /^data\.attributes\.([\w-]+)$/;
/** What the user sees the shape as, for notices (the roles the library names without a word of ours are its words). */
function describeRole(role: string): string {
  if (role === 'title' || role === 'desc' || role === 'illus') return t(`engine.canvas.role.${role}`);
  return t('engine.canvas.role.other', { role: role.replace(/^item-/, 'item ').replace(/-/g, ' ') });
}

/**
 * Applies one batch of canvas changes to a copy of `spec`. `notes` list what the text cannot keep (a DOM-only move,
 * a view change) or had to change (line breaks); when there are notes the picture must be redrawn from the options.
 */
export function applyCanvasChanges(
  spec: InfographicSpec,
  changes: readonly CanvasChange[],
): { options: InfographicSpec; notes: CanvasEditNote[] } {
  const options = clone(spec);
  const notes: CanvasEditNote[] = [];
  const data: InfographicData = isRecord(options.data) ? options.data : (options.data = {});
  const key = () => itemSourceKey(data, typeof options.template === 'string' ? options.template : undefined);
  for (const change of changes) {
    const { op, path, indexes, value } = change;
    const itemAttribute = ITEM_ATTRIBUTES.exec(path);
    const dataAttribute = DATA_ATTRIBUTES.exec(path);
    const source = key();
    if (path === 'data.items' && indexes && indexes.length > 0 && source) {
      if (op === 'update' && isRecord(value)) {
        const datum = datumAt(data, source, indexes);
        if (datum) assignTexts(datum, value, notes);
        else notes.push({ kind: 'not-kept', message: t('engine.canvas.unknownItem') });
      } else if (op === 'add' || op === 'remove') {
        const place = siblingsOf(data, source, indexes, op);
        const items = Array.isArray(value) ? value : [value];
        if (!place) notes.push({ kind: 'not-kept', message: t('engine.canvas.oneRoot') });
        else if (op === 'add') place.list.splice(place.index, 0, ...clone(items as ItemDatum[]));
        else place.list.splice(place.index, items.length);
      }
    } else if (itemAttribute && indexes && source && isRecord(value) && isRecord(value.attributes)) {
      const datum = datumAt(data, source, indexes);
      if (datum) mergeAttributes(datum, itemAttribute[1]!, value.attributes);
    } else if (dataAttribute) {
      const role = dataAttribute[1]!;
      if (DATA_ATTRIBUTE_ROLES.has(role) && isRecord(value) && isRecord(value.attributes)) mergeAttributes(data, role, value.attributes);
      else
        notes.push({
          kind: 'not-kept',
          message: t('engine.canvas.roleNotKept', { role: describeRole(change.role ?? role) }),
        });
    } else if (/^data\.[\w-]+$/.test(path) && op === 'update') {
      assignTexts(data, { [path.slice('data.'.length)]: value }, notes);
    } else if (path === '' && isRecord(value)) {
      for (const [name, next] of Object.entries(value)) {
        if (name === 'themeConfig' || name === 'design') options[name] = merge(options[name], clone(next)) as Record<string, unknown>;
        else if (name === 'width' || name === 'height') options[name] = next as number | string;
        else
          notes.push({
            kind: 'not-kept',
            message: t('engine.canvas.viewNotKept', { name }),
          });
      }
    } else {
      notes.push({
        kind: 'not-kept',
        message: t('engine.canvas.pathNotKept', { path: path || t('engine.canvas.wholePicture') }),
      });
    }
  }
  return { options, notes: dedupe(notes) };
}

function dedupe(notes: CanvasEditNote[]): CanvasEditNote[] {
  return notes.filter((note, index) => notes.findIndex((other) => other.message === note.message) === index);
}

function merge(target: unknown, source: unknown): unknown {
  if (!isRecord(source)) return source;
  const base = isRecord(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(source)) base[k] = merge(base[k], v);
  return base;
}
