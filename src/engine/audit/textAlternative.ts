// What a picture says, as text: its title, description, items (hierarchies nested) and relations, for screen readers, the
// exported SVG's <title>/<desc>, and Markdown. Pure and library-free: it reads the parsed spec, never the drawing.
import { drawnIconOf } from '../icons/drawnIcons';
import { ITEM_LIST_KEYS } from '../spec/schema';
import type { InfographicSpec, ItemDatum, RelationDatum } from '../types';
import { currentLocale, t } from '../../i18n/i18n';
import { templateTitle as readableTitle } from '../spec/templateTitle';

/** One entry: a list item, a tree node, a chart value or a relation node. */
export interface TextItem {
  label: string;
  value?: string;
  desc?: string;
  /** The icon it draws, as a reader hears it: "icon: rocket", or that the one asked for is not found. */
  icon?: string;
  children: TextItem[];
}

/** One relation, written "A → B" (↔ both ways, — no direction). */
export interface TextRelation {
  from: string;
  to: string;
  arrow: '→' | '↔' | '—';
  label?: string;
}

export interface TextAlternative {
  /** The spec's title, else a name made from the template. */
  title: string;
  /** The spec's description, else null. */
  desc: string | null;
  items: TextItem[];
  relations: TextRelation[];
}

/** Deeper levels are summarised rather than listed (a tree has at most MAX_DEPTH levels anyway). */
const MAX_LEVELS = 12;

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * "list-row-simple-horizontal-arrow" → "List row simple horizontal arrow infographic"; in another language the template's
 * title in it ("列表 · 横排简洁横向箭头 信息图"), not the English id words.
 */
export function templateTitle(template: unknown): string {
  const name = text(template);
  if (!name) return t('engine.alt.untitled');
  if (currentLocale() !== 'en') return t('engine.alt.templateTitle', { words: readableTitle(name) });
  const words = name.replace(/[-_]+/g, ' ').trim();
  return t('engine.alt.templateTitle', { words: `${words.charAt(0).toUpperCase()}${words.slice(1)}` });
}

/** The icon an item draws, once drawn: its name, or that the reference is not found (and what stands in for it). */
function iconOf(reference: unknown): string | undefined {
  const written = typeof reference === 'string' ? reference.trim() : '';
  // inline SVG and data: URIs are pictures, not names; a reference not drawn yet is named as written
  if (!written || written.startsWith('<') || written.startsWith('data:') || written.length > 200) return undefined;
  const drawn = drawnIconOf(written);
  if (!drawn) return t('engine.alt.icon', { name: written });
  if (drawn.found) return t('engine.alt.icon', { name: String(drawn.name) });
  return drawn.name
    ? t('engine.alt.iconNotFoundDrawnAs', { name: written, drawn: drawn.name })
    : t('engine.alt.iconNotFound', { name: written });
}

function toItem(datum: ItemDatum, index: number, level: number): TextItem {
  const label = text(datum.label) ?? text(datum.id) ?? text(datum.value) ?? t('engine.alt.item', { index: index + 1 });
  const value = text(datum.value);
  const desc = text(datum.desc);
  const icon = iconOf(datum.icon);
  const children = Array.isArray(datum.children) && level < MAX_LEVELS ? toItems(datum.children, level + 1) : [];
  return {
    label,
    ...(value !== undefined && value !== label ? { value } : {}),
    ...(desc ? { desc } : {}),
    ...(icon ? { icon } : {}),
    children,
  };
}

function toItems(list: unknown, level = 1): TextItem[] {
  if (!Array.isArray(list)) return [];
  return list.filter((d): d is ItemDatum => typeof d === 'object' && d !== null).map((d, i) => toItem(d, i, level));
}

function toRelations(relations: unknown, nodes: unknown): TextRelation[] {
  if (!Array.isArray(relations)) return [];
  // Relations name nodes by id; a reader wants the node's label.
  const labels = new Map<string, string>();
  if (Array.isArray(nodes))
    for (const node of nodes as ItemDatum[]) {
      const id = text(node?.id);
      const label = text(node?.label);
      if (id && label) labels.set(id, label);
    }
  const name = (id: unknown) => {
    const key = text(id) ?? '?';
    return labels.get(key) ?? key;
  };
  return (relations as RelationDatum[])
    .filter((r) => typeof r === 'object' && r !== null)
    .map((r) => {
      const label = text(r.label);
      const arrow = r.direction === 'both' ? '↔' : r.direction === 'none' ? '—' : '→';
      return { from: name(r.from), to: name(r.to), arrow, ...(label ? { label } : {}) };
    });
}

/** The picture's name: the spec's title, else one made from the template (the alternative's title, without its items). */
export function pictureTitle(spec: InfographicSpec | null | undefined): string {
  return text(spec?.data?.title) ?? templateTitle(spec?.template);
}

export function textAlternative(spec: InfographicSpec | null | undefined): TextAlternative {
  const data = spec?.data ?? {};
  const items: TextItem[] = [];
  for (const key of ITEM_LIST_KEYS) items.push(...toItems(data[key]));
  if (typeof data.root === 'object' && data.root !== null) items.push(toItem(data.root, 0, 1));
  return {
    title: pictureTitle(spec),
    desc: text(data.desc) ?? null,
    items,
    relations: toRelations(data.relations, data.nodes),
  };
}

/** How many entries the alternative holds, trees counted node by node. */
export function countItems(items: readonly TextItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.children), 0);
}

/** The exported SVG's <desc>: the spec's description, else a one-line summary of what it holds. */
export function pictureDescription(alternative: TextAlternative): string {
  if (alternative.desc) return alternative.desc;
  const count = countItems(alternative.items);
  const relations = alternative.relations.length;
  const contents =
    relations > 0
      ? t('engine.alt.summary.itemsAndRelations', { count, n: String(count), relations, r: String(relations) })
      : t('engine.alt.summary.items', { count, n: String(count) });
  const first = alternative.items.slice(0, 5).map((item) => item.label);
  const more = alternative.items.length > first.length ? ', …' : '';
  return first.length > 0
    ? t('engine.alt.summaryWithNames', { title: alternative.title, contents, names: `${first.join(', ')}${more}` })
    : t('engine.alt.summary', { title: alternative.title, contents });
}

/** One entry as a reader hears it: "Build: 42 — Ship the smallest slice (icon: rocket)". */
export function itemLine(item: TextItem): string {
  return `${item.label}${item.value !== undefined ? `: ${item.value}` : ''}${item.desc ? ` — ${item.desc}` : ''}${item.icon ? ` (${item.icon})` : ''}`;
}

export function relationLine(relation: TextRelation): string {
  return `${relation.from} ${relation.arrow} ${relation.to}${relation.label ? ` (${relation.label})` : ''}`;
}

/** Characters Markdown would read as formatting, escaped so the text stays text. */
function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]<>#|!~]/g, '\\$&').replace(/\r?\n/g, ' ');
}

/** The alternative as Markdown: a heading, the description, nested bullet lists, then the relations. */
export function textAlternativeMarkdown(alternative: TextAlternative): string {
  const lines = [`# ${escapeMarkdown(alternative.title)}`, ''];
  if (alternative.desc) lines.push(escapeMarkdown(alternative.desc), '');
  const walk = (items: readonly TextItem[], depth: number) => {
    for (const item of items) {
      const label = `**${escapeMarkdown(item.label)}**`;
      const value = item.value !== undefined ? `: ${escapeMarkdown(item.value)}` : '';
      const desc = item.desc ? ` — ${escapeMarkdown(item.desc)}` : '';
      const icon = item.icon ? ` (${escapeMarkdown(item.icon)})` : '';
      lines.push(`${'  '.repeat(depth)}- ${label}${value}${desc}${icon}`);
      walk(item.children, depth + 1);
    }
  };
  walk(alternative.items, 0);
  if (alternative.relations.length > 0) {
    if (alternative.items.length > 0) lines.push('');
    lines.push(`## ${t('engine.alt.relationsHeading')}`, '');
    for (const relation of alternative.relations) lines.push(`- ${escapeMarkdown(relationLine(relation))}`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
