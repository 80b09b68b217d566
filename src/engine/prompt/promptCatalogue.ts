// What a model needs to know about the templates: per data shape a short example written by our own serializer, and per
// template the fields its picture draws (so a prompt can say which values would be ignored). Library-free.
import { TEMPLATE_FIELDS, type DrawnField } from './promptCatalogueFields';
import { sampleData } from '../spec/sampleData';
import { DATA_SHAPES } from '../spec/schema';
import { serialize } from '../spec/serialize';
import type { DataShape, InfographicData, ItemDatum } from '../types';

export type { DrawnField };

/** The fields `template`'s picture draws, measured from every template drawn with every field filled; undefined when unknown. */
export function drawnFields(template: string): readonly DrawnField[] | undefined {
  return TEMPLATE_FIELDS[template];
}

/** Items kept per list in an example: enough to show the pattern, few enough to keep the prompt short. */
const EXAMPLE_ITEMS = 2;

/** The first items of a list, and one child of each below the top level (the nesting shows with one). */
function trimItems(items: ItemDatum[] | undefined, depth = 0): ItemDatum[] | undefined {
  if (!items) return items;
  return items
    .slice(0, depth === 0 ? EXAMPLE_ITEMS : 1)
    .map((item) => (item.children ? { ...item, children: trimItems(item.children, depth + 1) } : item));
}

/**
 * A short `data` block of `shape` (two items, one child each level down), as our serializer writes it: the syntax the
 * model should copy. `withHeading` keeps the data's title and description (one example showing them is enough).
 */
export function shapeExample(shape: DataShape, withHeading = false): string {
  const { title, desc, ...data }: InfographicData = sampleData(shape);
  const trimmed: InfographicData = withHeading ? { title, desc, ...data } : { ...data };
  for (const key of ['items', 'lists', 'sequences', 'compares', 'nodes', 'values'] as const) {
    if (Array.isArray(data[key])) trimmed[key] = trimItems(data[key] as ItemDatum[]);
  }
  if (shape === 'quadrant') trimmed.compares = data.compares;
  if (data.root) trimmed.root = { ...data.root, children: trimItems(data.root.children, 1) };
  if (Array.isArray(data.relations)) {
    const ids = new Set<string>();
    const collect = (items: ItemDatum[] | undefined) =>
      items?.forEach((item) => {
        if (item.id) ids.add(item.id);
        collect(item.children);
      });
    collect((trimmed.nodes ?? trimmed.sequences) as ItemDatum[] | undefined);
    trimmed.relations = (data.relations as Array<{ from: string; to: string }>).filter((r) => ids.has(r.from) && ids.has(r.to));
  }
  // serialize writes a head line for the (absent) template: the example is the data block alone
  return serialize({ data: trimmed }).replace(/^infographic\s*\n/, '');
}

/** Where `shape`'s items go, in words ("data.lists: items with label, desc, icon"). */
export function shapeDescription(shape: DataShape): string {
  return DATA_SHAPES[shape].description;
}
