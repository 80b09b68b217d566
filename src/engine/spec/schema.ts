// The syntax's blocks and keys, one definition each, read by validate, serialize, render, resources and sourceText.
// Plain data with no library import, so the engine's synchronous part stays light.
import type { DataShape } from '../types';

/** The keyword of the head line, `infographic <template>`. */
export const HEAD_KEYWORD = 'infographic';

/** Top-level blocks of the text syntax, in the order serialize writes them (the library's parser rejects any other). */
export const TEXT_BLOCKS = ['template', 'width', 'height', 'design', 'data', 'theme'] as const;

/** Every top-level key a text source may hold: the head line and the blocks. */
export const TEXT_ROOT_KEYS: readonly string[] = [HEAD_KEYWORD, ...TEXT_BLOCKS];

/** The data key(s) each shape is read from; validate uses these to check the data fits the template. */
export const DATA_SHAPES: Record<DataShape, { keys: string[]; description: string }> = {
  list: { keys: ['lists'], description: 'data.lists: items with label, desc, icon' },
  sequence: { keys: ['sequences'], description: 'data.sequences: ordered items with label, desc, icon' },
  hierarchy: { keys: ['root'], description: 'data.root: a tree of items with children' },
  compare: { keys: ['compares'], description: 'data.compares: groups, each with children' },
  quadrant: { keys: ['compares'], description: 'data.compares: four items' },
  relation: { keys: ['nodes'], description: 'data.nodes (with id) and data.relations (from, to)' },
  chart: { keys: ['values'], description: 'data.values: items with label and a numeric value' },
  lanes: { keys: ['sequences'], description: 'data.sequences: lanes with children (with id), plus data.relations' },
  layers: { keys: ['items'], description: 'data.items: layers → groups → entries (children)' },
  items: { keys: ['items'], description: 'data.items: four items' },
};

/**
 * The data key the library's parseData reads first for a template after `items` (by the name's first word: `hierarchy-*`
 * reads `root` as a one-item list, `hierarchy-structure` too), before it falls back to the first non-empty list.
 */
const PREFERRED_DATA_KEYS: Readonly<Record<string, string>> = {
  list: 'lists',
  sequence: 'sequences',
  compare: 'compares',
  relation: 'nodes',
  chart: 'values',
  hierarchy: 'root',
};

/** The key the library reads a template's items from by design (not by falling back), after `items`; undefined for none. */
export function preferredDataKey(template: string | undefined): string | undefined {
  return PREFERRED_DATA_KEYS[(template ?? '').split('-')[0] ?? ''];
}

/** Data keys whose arrays hold items (lists and tree-less data). */
export const ITEM_LIST_KEYS = ['items', 'lists', 'sequences', 'compares', 'nodes', 'values'] as const;

/** Data keys that carry something to draw: the item lists and the tree's root. */
export const DRAWABLE_DATA_KEYS: readonly string[] = [...ITEM_LIST_KEYS, 'root'];

/**
 * What a key of the data expects: text, a number, one of some words, a list of items or relations, one item (a tree's
 * root), or anything (objects the library passes on as they are: attributes, an icon's resource).
 */
export type DataFieldKind = 'text' | 'number' | 'items' | 'item' | 'relations' | 'resource' | 'any' | { oneOf: readonly string[] };

/** The keys of the `data` block and what each holds (the library's DataSchema). */
export const DATA_FIELDS: Readonly<Record<string, DataFieldKind>> = {
  title: 'text',
  desc: 'text',
  ...Object.fromEntries(ITEM_LIST_KEYS.map((key) => [key, 'items' as const])),
  root: 'item',
  relations: 'relations',
  order: { oneOf: ['asc', 'desc'] },
  illus: 'any',
  attributes: 'any',
};

/** Keys allowed in the `data` block. */
export const DATA_KEYS: readonly string[] = Object.keys(DATA_FIELDS);

/**
 * The keys of an item (list entries, tree nodes, chart values, relation nodes): the library's item schema, plus `time`
 * and `step`, which its timeline items and interaction lanes read.
 */
export const ITEM_FIELDS: Readonly<Record<string, DataFieldKind>> = {
  id: 'text',
  label: 'text',
  desc: 'text',
  value: 'number',
  icon: 'resource',
  illus: 'resource',
  attributes: 'any',
  group: 'text',
  category: 'text',
  children: 'items',
  time: 'text',
  step: 'number',
};

/** The keys of an edge in `data.relations` (the library's relation schema). */
export const RELATION_FIELDS: Readonly<Record<string, DataFieldKind>> = {
  id: 'text',
  from: 'text',
  to: 'text',
  label: 'text',
  direction: { oneOf: ['forward', 'both', 'none'] },
  showArrow: { oneOf: ['true', 'false'] },
  arrowType: { oneOf: ['arrow', 'triangle', 'diamond'] },
  lineStyle: { oneOf: ['solid', 'dashed'] },
};

/** Keys whose arrays hold item objects, written as `- label ...` list entries (tree children and relation edges too). */
export const ITEM_ARRAY_KEYS: readonly string[] = [...ITEM_LIST_KEYS, 'children', 'relations'];

/** Keys allowed in the `theme` block (the name goes on the `theme <name>` line; these are its themeConfig). */
export const THEME_KEYS: readonly string[] = [
  'type',
  'colorBg',
  'colorPrimary',
  'palette',
  'title',
  'desc',
  'shape',
  'base',
  'item',
  'stylize',
  'elements',
];

/** Keys allowed in the `design` block. */
export const DESIGN_KEYS: readonly string[] = ['structure', 'item', 'items', 'title'];

/** Options the library reads from a document, in JSON or from our render copy (render sets `editable` from settings). */
export const LIBRARY_KEYS = [
  'template',
  'data',
  'theme',
  'themeConfig',
  'design',
  'width',
  'height',
  'padding',
  'svg',
  'elements',
] as const;

/** Keys a JSON source may carry: what the library reads, plus `editable`. */
export const JSON_KEYS: readonly string[] = [...LIBRARY_KEYS, 'editable'];

/** Keys whose string value the parser keeps as a string (any other value that looks like a number or boolean is read as one). */
export const STRING_VALUE_KEYS: readonly string[] = [
  'id',
  'label',
  'desc',
  'group',
  'category',
  'title',
  'from',
  'to',
  'template',
  'pattern',
];

/** The keys allowed under a parent path of the text syntax ('' for the top level); empty when the engine does not list them. */
export function keysAllowedUnder(parent: string): readonly string[] {
  if (parent === '') return TEXT_ROOT_KEYS;
  if (parent === 'data') return DATA_KEYS;
  if (parent === 'theme') return THEME_KEYS;
  if (parent === 'design') return DESIGN_KEYS;
  return [];
}
