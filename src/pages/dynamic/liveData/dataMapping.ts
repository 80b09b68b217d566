// Which field feeds which part of an item (label, value, desc, category, icon): guessed from names and values, then editable.
import type { ItemDatum } from '../../../engine';
import type { DataRow } from './dataParse';
import { t } from '../../../i18n/i18n';

export const ROLES = ['label', 'value', 'desc', 'category', 'icon'] as const;
export type Role = (typeof ROLES)[number];
/** Field name per role; '' when the role is not used. */
export type FieldMapping = Record<Role, string>;

export const EMPTY_MAPPING: FieldMapping = { label: '', value: '', desc: '', category: '', icon: '' };

const NAME_HINTS: Record<Role, RegExp> = {
  label: /^(label|name|title|item|key|country|city|product|region|month|quarter|date|year)$/i,
  value: /^(value|amount|count|total|sales|revenue|score|price|qty|quantity|number|percent|share)$/i,
  desc: /^(desc|description|detail|details|note|notes|summary|comment)$/i,
  category: /^(category|group|type|kind|segment|class|series)$/i,
  icon: /^(icon|symbol|emoji)$/i,
};

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

/** A guess for each role: a field named for it first, else the first text field (label) or numeric field (value). */
export function guessMapping(fields: readonly string[], rows: readonly DataRow[]): FieldMapping {
  const mapping: FieldMapping = { ...EMPTY_MAPPING };
  const taken = new Set<string>();
  for (const role of ROLES) {
    const named = fields.find((field) => !taken.has(field) && NAME_HINTS[role].test(field));
    if (named) {
      mapping[role] = named;
      taken.add(named);
    }
  }
  const sample = rows.slice(0, 20);
  const numeric = (field: string) =>
    sample.length > 0 &&
    sample.every((row) => row.values[field] === undefined || row.values[field] === null || isNumeric(row.values[field]));
  if (!mapping.value) mapping.value = fields.find((field) => !taken.has(field) && numeric(field)) ?? '';
  if (mapping.value) taken.add(mapping.value);
  if (!mapping.label)
    mapping.label = fields.find((field) => !taken.has(field) && !numeric(field)) ?? fields.find((field) => !taken.has(field)) ?? '';
  return mapping;
}

/** Keeps the user's choices that still name a field; guesses the rest. */
export function refreshMapping(current: FieldMapping, fields: readonly string[], rows: readonly DataRow[]): FieldMapping {
  const guessed = guessMapping(fields, rows);
  const kept = { ...guessed };
  for (const role of ROLES) if (current[role] && fields.includes(current[role])) kept[role] = current[role];
  return kept;
}

export type MappedItems = { ok: true; items: ItemDatum[] } | { ok: false; message: string };

function where(row: DataRow): string {
  return row.line !== undefined
    ? t('dynamic.liveData.map.row', { number: row.number, line: row.line })
    : t('dynamic.liveData.map.record', { number: row.number });
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** Items for the template; `valueRequired` for charts, which draw nothing without a number. */
export function mapRows(rows: readonly DataRow[], mapping: FieldMapping, valueRequired: boolean): MappedItems {
  if (!mapping.label) return { ok: false, message: t('dynamic.liveData.map.chooseLabel') };
  if (valueRequired && !mapping.value) return { ok: false, message: t('dynamic.liveData.map.chooseValue') };
  if (rows.length === 0) return { ok: false, message: t('dynamic.liveData.map.noRows') };
  const items: ItemDatum[] = [];
  for (const row of rows) {
    const label = text(row.values[mapping.label]);
    if (label === '') return { ok: false, message: t('dynamic.liveData.map.noLabel', { where: where(row), field: mapping.label }) };
    const item: ItemDatum = { label };
    if (mapping.value) {
      const raw = row.values[mapping.value];
      if (!isNumeric(raw)) {
        if (valueRequired || text(raw) !== '')
          return { ok: false, message: t('dynamic.liveData.map.notNumber', { where: where(row), field: mapping.value, value: text(raw) }) };
      } else {
        item.value = Number(raw);
      }
    }
    for (const role of ['desc', 'category', 'icon'] as const) {
      const value = mapping[role] ? text(row.values[mapping[role]]) : '';
      if (value !== '') item[role] = value;
    }
    items.push(item);
  }
  return { ok: true, items };
}

/** True when two item lists draw the same picture (re-render only when the data changed). */
export function sameItems(a: readonly ItemDatum[] | null, b: readonly ItemDatum[] | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
