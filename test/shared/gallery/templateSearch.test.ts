// What people type, in English and Chinese, against the engine's whole catalogue: each query finds the templates a person
// means, no more (issue 31 item 3: before, 时间线, 组织, 对比 and "org chart" found 0 of 276, and "bar" found 1).
import { listTemplates } from '../../../src/engine/spec/catalogue';
import { filterTemplates } from '../../../src/shared/gallery/templateCatalogue';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

const CATALOGUE = listTemplates();
const found = (query: string) =>
  filterTemplates(CATALOGUE, { query, category: '' })
    .map((template) => template.name)
    .sort();
const named = (test: (name: string, category: string) => boolean) =>
  CATALOGUE.filter((template) => test(template.name, String(template.category)))
    .map((template) => template.name)
    .sort();

const hierarchies = named((_, category) => category === 'hierarchy');
const comparisons = named((_, category) => category === 'compare');
const sequences = named((_, category) => category === 'sequence');
const timelines = named((name) => name.includes('-timeline-'));
const barCharts = ['chart-bar-plain-text', 'chart-column-simple'];

test.each([
  ['org chart', hierarchies],
  ['Org Chart', hierarchies],
  ['组织', hierarchies],
  ['组织架构', hierarchies],
  ['hierarchy', named((name) => name.includes('hierarchy'))],
  ['时间线', timelines],
  ['timeline', timelines],
  ['对比', comparisons],
  ['comparison', comparisons],
  ['steps', sequences],
  ['bar', barCharts],
  ['柱状图', barCharts],
  ['bar chart', barCharts],
  ['漏斗', ['sequence-funnel-simple']],
  ['funnel', ['sequence-funnel-simple']],
  ['swot', ['compare-swot']],
  ['ＳＷＯＴ', ['compare-swot']],
  ['思维导图', named((name) => name.includes('-mindmap-'))],
  ['饼图', named((name) => name.startsWith('chart-pie'))],
  ['词云', ['chart-wordcloud', 'chart-wordcloud-rotate']],
  ['pie donut', named((name) => name.startsWith('chart-pie-donut'))],
  ['时间线 timeline', timelines],
  ['斑马', []],
  ['zebra', []],
])('%s finds the templates it means', (query, expected) => {
  expect(expected.length === 0 || expected.length < CATALOGUE.length).toBe(true);
  expect(found(query)).toEqual(expected);
});

test('流程 finds every sequence, and the flowcharts (流程图) with them', () => {
  const shown = found('流程');
  expect(shown).toEqual(expect.arrayContaining(sequences));
  expect(shown.filter((name) => !sequences.includes(name))).toEqual(named((name) => name.startsWith('relation-dagre-flow')));
});

test("a template's own words still match: part of its id, its data shape", () => {
  expect(found('capsule-item')).toEqual(named((name) => name.includes('capsule-item')));
  expect(found('lanes')).toEqual(named((name) => name.includes('-interaction-')));
  expect(found('')).toHaveLength(CATALOGUE.length);
});

describe("a template's title in either language matches, whichever the interface speaks", () => {
  const ribbons = named((name) => name.includes('-ribbon-'));
  const scattered = named((name) => name.includes('-distributed-origin-'));
  afterEach(() => speak('en', english));

  test.each(['en', 'zh-CN'] as const)('in %s', (locale) => {
    if (locale === 'zh-CN') speak('zh-CN', chinese);
    const catalogue = listTemplates();
    const search = (query: string) =>
      filterTemplates(catalogue, { query, category: '' })
        .map((template) => template.name)
        .sort();
    // words only the titles hold (no concept of the vocabulary names them)
    expect(search('丝带')).toEqual(ribbons);
    expect(search('分散起点')).toEqual(scattered);
    expect(search('ribbon')).toEqual(ribbons);
    expect(search('top-bottom')).toEqual(named((name) => name.includes('-tb-')));
    expect(search('自上而下')).toEqual(named((name) => name.includes('-tb-')));
  });
});
