// What a person typing a search sees first, against the engine's whole catalogue, in English and Chinese (issue 52 item 7:
// before, "org chart", 组织 and "organization" listed the 112 hierarchies in name order, the mind maps first, and Enter on the
// first result opened a mind map). The ranking orders what templateSearch.ts finds; it never adds or drops a template.
import { listTemplates } from '../../../src/engine/spec/catalogue';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';
import { filterTemplates } from '../../../src/shared/gallery/templateCatalogue';
import { groupRanked, rankTemplates } from '../../../src/shared/gallery/templateRanking';

afterEach(() => speak('en', english));

/** The names in the order a list shows them (groups, the best match's first, then each group's templates). */
const shown = (query: string) =>
  groupRanked(rankTemplates(listTemplates(), { query, category: '' })).flatMap((group) => group.templates.map((t) => t.name));

const isMindMap = (name: string) => name.includes('-mindmap-');
/** A tree drawn top down, the way an org chart is. */
const isTopDownTree = (name: string) => name.startsWith('hierarchy-tree-') && !/-(bt|lr|rl)-/.test(name);
const isTree = (name: string) => name.startsWith('hierarchy-tree-');

describe.each(['en', 'zh-CN'] as const)('in %s', (locale) => {
  beforeEach(() => {
    if (locale === 'zh-CN') speak('zh-CN', chinese);
  });

  test.each(['org chart', 'Org Chart', '组织', '组织架构', 'organization', 'orgchart'])(
    '%s: the top-down trees first, then the other trees, the mind maps after them',
    (query) => {
      const names = shown(query);
      const topDown = names.filter(isTopDownTree);
      expect(topDown).toHaveLength(25);
      expect(names.slice(0, topDown.length)).toEqual(topDown);
      // (组织架构's 架构 is also the layered "structure" diagrams' word: they may come between)
      const lastTree = names.length - 1 - names.slice().reverse().findIndex(isTree);
      expect(names.findIndex(isMindMap)).toBeGreaterThan(lastTree);
      // the first result, which Enter takes, is an org chart
      expect(isTopDownTree(names[0]!)).toBe(true);
    },
  );

  test.each(['mind map', 'mindmap', '思维导图', '脑图'])('%s: the mind maps first', (query) => {
    const names = shown(query);
    const mindMaps = names.filter(isMindMap);
    expect(mindMaps).toHaveLength(10);
    expect(names.slice(0, mindMaps.length)).toEqual(mindMaps);
  });

  test('a word in the title ranks the templates that have it in their id above those that match only by category', () => {
    const names = shown('hierarchy structure');
    expect(names.slice(0, 2).sort()).toEqual(['hierarchy-structure', 'hierarchy-structure-mirror']);
  });
});

test.each(['org chart', '组织', 'organization', 'mind map', 'timeline', '柱状图', 'capsule-item', '丝带', 'pie donut', 'zebra', ''])(
  '%s: the same templates as the search finds, each once',
  (query) => {
    const catalogue = listTemplates();
    const ranked = rankTemplates(catalogue, { query, category: '' }).map((t) => t.name);
    expect(new Set(ranked).size).toBe(ranked.length);
    expect(ranked.slice().sort()).toEqual(
      filterTemplates(catalogue, { query, category: '' })
        .map((t) => t.name)
        .sort(),
    );
  },
);

test('an empty query keeps the gallery order; a category filter narrows the ranked list', () => {
  const catalogue = listTemplates();
  expect(rankTemplates(catalogue, { query: ' ', category: '' })[0]!.category).toBe('list');
  const trees = rankTemplates(catalogue, { query: 'org chart', category: 'chart' });
  expect(trees).toEqual([]);
  expect(rankTemplates(catalogue, { query: 'org chart', category: 'hierarchy' })).toHaveLength(112);
});
