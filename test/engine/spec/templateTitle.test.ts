// Template titles in the interface's language: English as the id's words, Chinese from a word table that covers every word
// of the library's template ids (read from the real registry, so a template the library adds with a new word fails here).
import { listTemplates, findTemplate } from '../../../src/engine/spec/catalogue';
import { templateTitle, wordsWithoutChinese } from '../../../src/engine/spec/templateTitle';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

afterEach(() => speak('en', english));

const CJK = /[\u3400-\u9fff]/;

test('every word of every registered template id has a Chinese word', () => {
  const names = listTemplates().map((template) => template.name);
  expect(names.length).toBeGreaterThanOrEqual(276);
  const missing = [...new Set(names.flatMap(wordsWithoutChinese))].sort();
  expect(missing).toEqual([]);
});

test('English titles are the id words, as before', () => {
  expect(templateTitle('sequence-roadmap-vertical-plain-text')).toBe('Sequence · Roadmap vertical plain text');
  expect(templateTitle('hierarchy-tree-bt-dashed-line-capsule-item')).toBe('Hierarchy · Tree bottom-top dashed line capsule item');
  expect(templateTitle('sequence-zigzag-pucks-3d-simple')).toBe('Sequence · Zigzag pucks 3D simple');
  expect(templateTitle('compare-swot')).toBe('Compare · Swot');
  expect(templateTitle('chart-wordcloud')).toBe('Chart · Wordcloud');
});

test('Chinese titles name the category as the gallery does, then the words in Chinese', () => {
  speak('zh-CN', chinese);
  expect(templateTitle('sequence-roadmap-vertical-plain-text')).toBe('顺序与流程 · 竖向路线图纯文本');
  expect(templateTitle('hierarchy-tree-bt-dashed-line-capsule-item')).toBe('层级与组织 · 树形自下而上虚线胶囊条目');
  expect(templateTitle('chart-column-simple')).toBe('图表 · 柱形简洁');
  expect(templateTitle('list-column-done-list')).toBe('列表 · 竖列已完成清单');
  expect(templateTitle('compare-swot')).toBe('对比 · SWOT 分析');
});

test('every registered template has a Chinese title with no English word left', () => {
  speak('zh-CN', chinese);
  const latin = listTemplates()
    .map((template) => template.title)
    .filter((title) => !CJK.test(title) || /[a-z]{2,}/.test(title.replace(/SWOT|VS|3D/g, '')));
  expect(latin).toEqual([]);
});

test('the catalogue lists titles in the language spoken when asked, not the one it was first asked in', () => {
  expect(findTemplate('sequence-timeline-simple')?.title).toBe('Sequence · Timeline simple');
  speak('zh-CN', chinese);
  expect(findTemplate('sequence-timeline-simple')?.title).toBe('顺序与流程 · 时间线简洁');
  expect(listTemplates().find((template) => template.name === 'sequence-timeline-simple')?.title).toBe('顺序与流程 · 时间线简洁');
  speak('en', english);
  expect(listTemplates().find((template) => template.name === 'sequence-timeline-simple')?.title).toBe('Sequence · Timeline simple');
});
