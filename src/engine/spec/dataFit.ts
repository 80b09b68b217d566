// Which templates can draw a document's data: those whose data shape it already fits, and those it fits once one data
// key is renamed (a list drawn as a sequence, numbers drawn as a chart). Library-free: pages call it with engine.templates().
import { DATA_SHAPES } from './schema';
import type { DataShape, InfographicData, InfographicSpec, ItemDatum, TemplateInfo } from '../types';
import { isRecord } from '../isRecord';

/** A lossless change of data shape: the items under `data[from]` move to `data[to]`, nothing else changes. */
export interface DataConversion {
  fromShape: DataShape;
  toShape: DataShape;
  /** The data key renamed, e.g. 'lists' → 'sequences'. */
  from: string;
  to: string;
}

/** A template that can draw the data, as it is (`conversion` null) or after one conversion. */
export interface TemplateFit {
  template: TemplateInfo;
  conversion: DataConversion | null;
}

function itemsAt(data: InfographicData, key: string): ItemDatum[] {
  const value = data[key];
  return Array.isArray(value) ? (value as ItemDatum[]) : [];
}

const hasChildren = (item: ItemDatum) => Array.isArray(item?.children) && item.children.length > 0;
const isFlat = (items: ItemDatum[]) => items.length > 0 && !items.some(hasChildren);
const isNumeric = (items: ItemDatum[]) => items.length > 0 && items.every((item) => typeof item?.value === 'number');

/** How each shape recognises data it can draw well (the key it reads, and the form of the items there). */
const FITS: Record<DataShape, (data: InfographicData) => boolean> = {
  list: (data) => isFlat(itemsAt(data, 'lists')),
  sequence: (data) => isFlat(itemsAt(data, 'sequences')),
  hierarchy: (data) => isRecord(data.root),
  compare: (data) => itemsAt(data, 'compares').some(hasChildren),
  quadrant: (data) => isFlat(itemsAt(data, 'compares')),
  relation: (data) => itemsAt(data, 'nodes').length > 0,
  chart: (data) => isNumeric(itemsAt(data, 'values')),
  lanes: (data) => itemsAt(data, 'sequences').some(hasChildren),
  layers: (data) => itemsAt(data, 'items').some(hasChildren),
  items: (data) => isFlat(itemsAt(data, 'items')),
};

/** Flat items of these shapes move between each other; a chart needs a number on every item, a quadrant four items. */
const FLAT_SHAPES: DataShape[] = ['list', 'sequence', 'chart', 'quadrant'];
const QUADRANT_ITEMS = 4;

/** Whether the flat items may be drawn by a template of `shape`. */
function acceptsItems(shape: DataShape, items: ItemDatum[]): boolean {
  if (!isFlat(items)) return false;
  if (shape === 'chart') return isNumeric(items);
  if (shape === 'quadrant') return items.length === QUADRANT_ITEMS;
  return true;
}

/** The key a flat shape reads its items from. */
function keyOf(shape: DataShape): string {
  return DATA_SHAPES[shape].keys[0]!;
}

/** Whether the data fits a template of `shape` as it is. */
export function fitsShape(data: InfographicData | undefined, shape: DataShape): boolean {
  return isRecord(data) && FITS[shape](data);
}

/** The shapes the data fits as it is. */
export function shapesOfData(data: InfographicData | undefined): DataShape[] {
  return (Object.keys(FITS) as DataShape[]).filter((shape) => fitsShape(data, shape));
}

/** The conversions that make the data fit another shape it does not fit yet (at most one per target shape). */
export function conversionsOf(data: InfographicData | undefined): DataConversion[] {
  if (!isRecord(data)) return [];
  const fitting = new Set(shapesOfData(data));
  const found: DataConversion[] = [];
  for (const fromShape of FLAT_SHAPES) {
    if (!fitting.has(fromShape)) continue;
    const items = itemsAt(data, keyOf(fromShape));
    for (const toShape of FLAT_SHAPES) {
      if (fitting.has(toShape) || found.some((c) => c.toShape === toShape)) continue;
      const to = keyOf(toShape);
      // Renaming onto a key that already holds something would overwrite it.
      if (to === keyOf(fromShape) || data[to] !== undefined || !acceptsItems(toShape, items)) continue;
      found.push({ fromShape, toShape, from: keyOf(fromShape), to });
    }
  }
  return found;
}

/**
 * Every template (deprecated aliases left out) that draws the data: first those it fits as it is, then those it fits
 * after a conversion, each group in the catalogue's order.
 */
export function compatibleTemplates(data: InfographicData | undefined, templates: readonly TemplateInfo[]): TemplateFit[] {
  const fitting = new Set(shapesOfData(data));
  const conversions = conversionsOf(data);
  const current = templates.filter((t) => !t.deprecated);
  const direct = current.filter((t) => fitting.has(t.dataShape)).map((template) => ({ template, conversion: null }));
  const converted = current.flatMap((template) => {
    const conversion = conversions.find((c) => c.toShape === template.dataShape);
    return conversion ? [{ template, conversion }] : [];
  });
  return [...direct, ...converted];
}

/** The data with one key renamed in place of the old one (the other keys keep their order). */
export function convertData(data: InfographicData, conversion: DataConversion | null): InfographicData {
  if (!conversion) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key === conversion.from ? conversion.to : key, value]));
}

/** The options drawn by `fit`: its template and the converted data, the rest (theme, design…) kept. */
export function optionsForFit(options: InfographicSpec, fit: TemplateFit): InfographicSpec {
  const data = options.data ? convertData(options.data, fit.conversion) : options.data;
  return { ...options, template: fit.template.name, data };
}

/** "lists → sequences", said to the user beside a converted card. */
export function describeConversion(conversion: DataConversion): string {
  return `data.${conversion.from} → data.${conversion.to}`;
}
