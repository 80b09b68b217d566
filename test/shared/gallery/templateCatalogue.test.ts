// The catalogue as browsed: grouping in a fixed category order, and search by name, title and category (in both
// languages: test/shared/gallery/templateSearch.test.ts).
import type { TemplateInfo } from '../../../src/engine';
import { listTemplates } from '../../../src/engine/spec/catalogue';
import { categoriesOf, categoryLabel, compareNames, filterTemplates, groupTemplates } from '../../../src/shared/gallery/templateCatalogue';

function template(name: string, deprecated = false): TemplateInfo {
  const [category, ...rest] = name.split('-');
  return { name, category, title: `${category} · ${rest.join(' ')}`, dataShape: category as TemplateInfo['dataShape'], deprecated };
}

const TEMPLATES = [
  template('sequence-timeline-simple'),
  template('chart-pie-donut'),
  template('list-row-simple-horizontal-arrow'),
  template('quadrant-simple', true),
  template('list-grid-badge-card'),
  template('word-cloud'),
  template('sequence-roadmap-vertical-plain-text'),
];

test('groups by category in display order, unknown categories last, names sorted', () => {
  const groups = groupTemplates(TEMPLATES);
  expect(groups.map((g) => [g.category, categoryLabel(g.category), g.templates.map((t) => t.name)])).toEqual([
    ['list', 'Lists', ['list-grid-badge-card', 'list-row-simple-horizontal-arrow']],
    ['sequence', 'Sequences', ['sequence-roadmap-vertical-plain-text', 'sequence-timeline-simple']],
    ['chart', 'Charts', ['chart-pie-donut']],
    ['quadrant', 'Quadrants', ['quadrant-simple']],
    ['word', 'Word', ['word-cloud']],
  ]);
  expect(categoriesOf(TEMPLATES)).toEqual(['list', 'sequence', 'chart', 'quadrant', 'word']);
  expect(categoryLabel('compare')).toBe('Comparisons');
});

test('deprecated templates come last within their group', () => {
  const groups = groupTemplates([template('list-b', true), template('list-c'), template('list-a')]);
  expect(groups[0].templates.map((t) => t.name)).toEqual(['list-a', 'list-c', 'list-b']);
});

describe('filterTemplates', () => {
  const names = (query: string, category = '') => filterTemplates(TEMPLATES, { query, category }).map((t) => t.name);

  test('an empty query shows everything', () => {
    expect(names('')).toHaveLength(TEMPLATES.length);
    expect(names('   ')).toHaveLength(TEMPLATES.length);
  });

  test('matches part of a name, case-insensitively', () => {
    expect(names('TIMELINE')).toEqual(['sequence-timeline-simple']);
    expect(names('donut')).toEqual(['chart-pie-donut']);
  });

  test('every word must match, in any order', () => {
    expect(names('simple sequence')).toEqual(['sequence-timeline-simple']);
    expect(names('simple list')).toEqual(['list-row-simple-horizontal-arrow']);
  });

  test('matches the category and its label', () => {
    expect(names('charts')).toEqual(['chart-pie-donut']);
    expect(names('sequences').sort()).toEqual(['sequence-roadmap-vertical-plain-text', 'sequence-timeline-simple']);
  });

  test('a category filter narrows, together with the query', () => {
    expect(names('', 'list').sort()).toEqual(['list-grid-badge-card', 'list-row-simple-horizontal-arrow']);
    expect(names('badge', 'list')).toEqual(['list-grid-badge-card']);
    expect(names('timeline', 'list')).toEqual([]);
  });

  test('no match gives an empty list', () => {
    expect(names('zebra')).toEqual([]);
  });
});

test("names sort as English collation sorts them, for every template and category of the engine's catalogue", () => {
  const catalogue = listTemplates();
  for (const names of [catalogue.map((t) => t.name), [...new Set(catalogue.map((t) => String(t.category)))]]) {
    const shuffled = names.slice().reverse();
    expect(shuffled.slice().sort(compareNames)).toEqual(shuffled.slice().sort((a, b) => a.localeCompare(b, 'en')));
  }
  expect(catalogue.length).toBeGreaterThan(100);
});
