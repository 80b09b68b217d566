// The spec a live data set becomes: a template of a flat-item shape with the mapped items under that shape's key.
import type { InfographicSpec, ItemDatum, TemplateInfo } from '../../../engine';

/** The shapes whose data is one flat list of items, and the key each reads (as in the engine's catalogue). */
export const FLAT_SHAPE_KEYS: Partial<Record<TemplateInfo['dataShape'], string>> = {
  list: 'lists',
  sequence: 'sequences',
  chart: 'values',
};

export function bindableTemplates(templates: readonly TemplateInfo[]): TemplateInfo[] {
  return templates.filter((t) => !t.deprecated && FLAT_SHAPE_KEYS[t.dataShape] !== undefined);
}

export function dataSpec(template: TemplateInfo, title: string, items: ItemDatum[]): InfographicSpec {
  const key = FLAT_SHAPE_KEYS[template.dataShape] ?? 'items';
  return { template: template.name, data: { ...(title ? { title } : {}), [key]: items } };
}
