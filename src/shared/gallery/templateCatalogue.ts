// The template catalogue as people browse it: categories in a fixed order, labels in the interface's language, and search
// (templateSearch.ts).
import type { TemplateInfo } from '../../engine';
import { categoryLabel, KNOWN_CATEGORIES } from '../../engine/spec/templateTitle';
import { readQuery, templateMatches } from './templateSearch';

/** Display order of the library's categories; unknown categories follow alphabetically. */
export const CATEGORY_ORDER: readonly string[] = KNOWN_CATEGORIES;

/** A category's name in the interface's language (the engine's template titles start with it too). */
export { categoryLabel };

/** A category's templates; its name is categoryLabel(category), asked where shown (a group kept in a memo outlives a language). */
export interface TemplateGroup {
  category: string;
  templates: TemplateInfo[];
}

function categoryRank(category: string): number {
  const index = CATEGORY_ORDER.indexOf(category);
  return index === -1 ? CATEGORY_ORDER.length : index;
}

/**
 * Code-unit order, which for the catalogue's lowercase ASCII names is English collation's order, without the ICU collator
 * a page's first localeCompare starts (6-12 ms measured in Chromium, on the way to a share link's picture).
 */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareCategories(a: string, b: string): number {
  return categoryRank(a) - categoryRank(b) || compareNames(a, b);
}

/** Templates grouped by category in display order; within a group by name, deprecated ones last. */
export function groupTemplates(templates: readonly TemplateInfo[]): TemplateGroup[] {
  const byCategory = new Map<string, TemplateInfo[]>();
  for (const template of templates) {
    const list = byCategory.get(template.category) ?? [];
    list.push(template);
    byCategory.set(template.category, list);
  }
  return [...byCategory.keys()].sort(compareCategories).map((category) => ({
    category,
    templates: byCategory
      .get(category)!
      .slice()
      .sort((a, b) => Number(a.deprecated) - Number(b.deprecated) || compareNames(a.name, b.name)),
  }));
}

/** The categories present, in display order. */
export function categoriesOf(templates: readonly TemplateInfo[]): string[] {
  return [...new Set(templates.map((t) => t.category))].sort(compareCategories);
}

export interface TemplateFilter {
  /** Free text, in English or Chinese: every word must match the template (templateSearch.ts). */
  query: string;
  /** A category name, or '' for all. */
  category: string;
}

export function filterTemplates(templates: readonly TemplateInfo[], filter: TemplateFilter): TemplateInfo[] {
  const query = readQuery(filter.query);
  return templates.filter((template) => (!filter.category || template.category === filter.category) && templateMatches(query, template));
}
