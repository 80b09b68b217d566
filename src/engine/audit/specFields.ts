// The fields of a spec the picture should show, each with its options path and the element the library draws it as.
import { preferredDataKey } from '../spec/schema';
import type { InfographicData, InfographicSpec, ItemDatum } from '../types';

export type FieldKind = 'title' | 'desc' | 'label' | 'itemDesc' | 'value' | 'icon';

export interface SpecField {
  kind: FieldKind;
  /** Options path, e.g. "data.lists[2].label": the line map turns it into a line. */
  path: string;
  /** The library's data-element-type for this field. */
  elementType: string;
  /** The library's data-indexes of the item ("0", "0,2" for a child), absent for the title and description. */
  indexes?: string;
  /** What the user wrote (an icon's reference for icons). */
  text: string;
  /** The item's label, to name the item in messages. */
  owner?: string;
}

const ITEM_FIELDS: ReadonlyArray<{ key: 'label' | 'desc' | 'value' | 'icon'; kind: FieldKind; elementType: string }> = [
  { key: 'label', kind: 'label', elementType: 'item-label' },
  { key: 'desc', kind: 'itemDesc', elementType: 'item-desc' },
  { key: 'value', kind: 'value', elementType: 'item-value' },
  { key: 'icon', kind: 'icon', elementType: 'item-icon' },
];

/** The list the library draws, as its parseData picks it (the template's own key first, then the first non-empty one). */
export function drawnItems(data: InfographicData, template: string | undefined): { key: string; items: ItemDatum[] } | null {
  const list = (key: string): ItemDatum[] | null => {
    const value = key === 'root' ? (data.root ? [data.root] : null) : data[key];
    return Array.isArray(value) && value.length ? (value as ItemDatum[]) : null;
  };
  const preferred = preferredDataKey(template);
  if (list('items')) return { key: 'items', items: list('items')! };
  for (const key of [preferred, 'lists', 'sequences', 'compares', 'nodes', 'values', 'root']) {
    if (key && list(key)) return { key, items: list(key)! };
  }
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Every drawable text and icon of the spec, in source order. `template` is the one drawn (it decides which list is read). */
export function specFields(spec: InfographicSpec, template = spec.template): SpecField[] {
  const data = spec.data;
  if (!data || typeof data !== 'object') return [];
  const fields: SpecField[] = [];
  for (const kind of ['title', 'desc'] as const) {
    const value = text(data[kind]);
    if (value !== null) fields.push({ kind, path: `data.${kind}`, elementType: kind, text: value });
  }
  const drawn = drawnItems(data, template);
  if (!drawn) return fields;
  const reversed = drawn.key === 'sequences' && data.order === 'desc';
  const visit = (item: ItemDatum, path: string, indexes: number[]) => {
    if (!item || typeof item !== 'object') return;
    const owner = text(item.label) ?? undefined;
    for (const { key, kind, elementType } of ITEM_FIELDS) {
      const value = text(item[key]);
      if (value !== null) fields.push({ kind, path: `${path}.${key}`, elementType, indexes: indexes.join(','), text: value, owner });
    }
    if (Array.isArray(item.children)) item.children.forEach((child, i) => visit(child, `${path}.children[${i}]`, [...indexes, i]));
  };
  drawn.items.forEach((item, i) => {
    const path = drawn.key === 'root' ? 'data.root' : `data.${drawn.key}[${reversed ? drawn.items.length - 1 - i : i}]`;
    visit(item, path, [i]);
  });
  return fields;
}
