// Template search that finds what people type, in English or Chinese: each word of the query must match a template either
// in its own words (id, title in either language, category, data shape) or through a concept people name in other words ("org chart" and
// 组织架构 → the hierarchies, 时间线 → timelines, "bar" and 柱状图 → the column and bar charts).
// Which templates match is decided here, by a vocabulary (MiniSearch and Fuse split on spaces, so a Chinese query would be one
// unknown token, and no fuzziness is wanted); how well each matches, and so their order, is templateRanking.ts's, which reads
// the same vocabulary as weighted fields.
import type { TemplateInfo } from '../../engine';
import { templateTitleWords } from '../../engine/spec/templateTitle';

interface Concept {
  /** What people type for it, lower case; a phrase with spaces is matched as a phrase. */
  words: readonly string[];
  /** The templates it means. */
  means(template: SearchableTemplate): boolean;
  /** The templates it names less exactly: found too, ranked below those it means ("org chart": the sideways trees). */
  nearly?(template: SearchableTemplate): boolean;
}

/** A template as the search reads it: its id's parts, and all its words in one lower-case string. */
interface SearchableTemplate {
  category: string;
  parts: ReadonlySet<string>;
  text: string;
}

const inCategory =
  (...categories: string[]) =>
  (template: SearchableTemplate) =>
    categories.includes(template.category);
const hasPart =
  (...parts: string[]) =>
  (template: SearchableTemplate) =>
    parts.some((part) => template.parts.has(part));
const chartWith =
  (...parts: string[]) =>
  (template: SearchableTemplate) =>
    template.category === 'chart' && hasPart(...parts)(template);

/** An org chart's names: every hierarchy is found for them, and top-down trees rank first (NAMED_CONCEPTS). */
const ORG_CHART_WORDS = ['org chart', 'organization chart', 'organisation chart', 'orgchart', 'organization', 'organisation', 'org'];

/** Each category's names in both languages: what a person browsing calls it. */
const CATEGORY_WORDS: Record<string, readonly string[]> = {
  list: ['list', 'lists', 'bullets', '列表', '清单', '要点'],
  sequence: [
    'sequence',
    'sequences',
    'steps',
    'step',
    'process',
    'workflow',
    'procedure',
    'stages',
    '顺序',
    '流程',
    '步骤',
    '过程',
    '阶段',
  ],
  compare: ['compare', 'comparison', 'comparisons', 'versus', 'vs', 'pros and cons', 'contrast', '对比', '比较', '对照', '优缺点', '利弊'],
  hierarchy: [
    'hierarchy',
    'hierarchies',
    ...ORG_CHART_WORDS,
    'tree',
    '层级',
    '层次',
    '组织',
    '组织架构',
    '组织结构',
    '架构图',
    '树',
    '树状图',
    '树形图',
  ],
  relation: ['relation', 'relations', 'relationship', 'network', 'graph', 'connections', '关系', '关系图', '网络', '网络图'],
  chart: ['chart', 'charts', 'graph', 'statistics', 'data', '图表', '统计图', '数据图'],
  quadrant: ['quadrant', 'quadrants', 'matrix', '2x2', '象限', '四象限', '矩阵'],
};

/** A tree drawn top down, as an org chart is (no bt, lr or rl in its id). */
const topDownTree = (template: SearchableTemplate) =>
  template.parts.has('tree') && !['bt', 'lr', 'rl'].some((part) => template.parts.has(part));

/** The concepts that name some templates of a category, not the category itself: what a template's own words are to the ranking. */
const NAMED_CONCEPTS: readonly Concept[] = [
  // Every hierarchy is found for these (CATEGORY_WORDS); an org chart is a tree, top down first, a mind map is not.
  {
    words: [...ORG_CHART_WORDS, '组织', '组织架构', '组织结构', '组织图', '架构图'],
    means: topDownTree,
    nearly: hasPart('tree'),
  },
  { words: ['tree', '树', '树状图', '树形图', '树形'], means: hasPart('tree') },
  {
    words: ['timeline', 'time line', 'chronology', 'history', 'milestones', '时间线', '时间轴', '年表', '里程碑', '大事记', '历程'],
    means: hasPart('timeline'),
  },
  { words: ['roadmap', 'road map', 'plan', '路线图', '规划', '路线'], means: hasPart('roadmap') },
  { words: ['mind map', 'mindmap', 'brainstorm', '思维导图', '脑图'], means: hasPart('mindmap') },
  { words: ['swot', '态势分析'], means: hasPart('swot') },
  {
    words: [
      'bar',
      'bars',
      'bar chart',
      'column',
      'columns',
      'column chart',
      'histogram',
      '柱状图',
      '柱形图',
      '条形图',
      '柱状',
      '柱图',
      '直方图',
    ],
    means: chartWith('column', 'bar'),
  },
  { words: ['line chart', 'trend', '折线图', '折线', '趋势'], means: chartWith('line') },
  { words: ['pie', 'pie chart', '饼图', '饼状图'], means: hasPart('pie') },
  { words: ['donut', 'doughnut', 'ring', '环形图', '圆环图'], means: hasPart('donut') },
  { words: ['word cloud', 'wordcloud', 'tag cloud', '词云', '标签云'], means: hasPart('wordcloud') },
  { words: ['funnel', 'conversion', '漏斗', '漏斗图', '转化'], means: hasPart('funnel') },
  { words: ['pyramid', '金字塔'], means: hasPart('pyramid') },
  { words: ['flowchart', 'flow chart', 'diagram', 'dag', '流程图'], means: hasPart('dagre', 'flow') },
  { words: ['cycle', 'circular', 'loop', '循环', '周期', '环形'], means: hasPart('circular', 'circle', 'cycle') },
  { words: ['stairs', 'staircase', 'growth', 'ascending', '阶梯', '台阶', '上升', '增长'], means: hasPart('stairs', 'ascending') },
  {
    words: ['swimlane', 'swim lane', 'lanes', 'interaction', 'sequence diagram', '泳道', '泳道图', '交互', '时序图'],
    means: hasPart('interaction'),
  },
  { words: ['layers', 'layered', 'architecture', 'stack', '分层', '架构', '层'], means: hasPart('structure') },
  { words: ['grid', 'cards', 'card', '网格', '卡片'], means: hasPart('grid', 'card') },
  { words: ['progress', '进度'], means: hasPart('progress') },
  { words: ['zigzag', 'snake', '之字形', '蛇形', '折线排列'], means: hasPart('zigzag', 'snake') },
  { words: ['3d', '立体', '三维'], means: hasPart('3d') },
  { words: ['icon', 'icons', '图标'], means: hasPart('icon') },
  { words: ['illustration', 'illustrated', '插图', '插画'], means: hasPart('illus') },
  { words: ['sector', 'fan', '扇形'], means: hasPart('sector') },
  { words: ['waterfall', '瀑布'], means: hasPart('waterfall') },
  { words: ['arrow', 'arrows', '箭头'], means: hasPart('arrow', 'arrows') },
];

const CONCEPTS: readonly Concept[] = [
  ...Object.entries(CATEGORY_WORDS).map(([category, words]) => ({ words, means: inCategory(category) })),
  ...NAMED_CONCEPTS,
];

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Lower case, full-width letters and digits as ASCII (ＳＷＯＴ → swot), runs of spaces as one. */
function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Each template's words, made once per title (a search runs on every keystroke; 276 templates, both languages' titles). */
const readableCache = new Map<string, SearchableTemplate>();

function searchable(template: TemplateInfo): SearchableTemplate {
  const key = `${template.name}\n${template.title}`;
  let readable = readableCache.get(key);
  if (!readable) {
    readable = readableOf(template);
    readableCache.set(key, readable);
  }
  return readable;
}

function readableOf(template: TemplateInfo): SearchableTemplate {
  const words = [...(CATEGORY_WORDS[template.category] ?? [])];
  return {
    category: template.category,
    parts: new Set(template.name.toLowerCase().split('-')),
    // the title in both languages, whichever the interface speaks (a card shows 竖向路线图; "roadmap" still finds it)
    text: normalise(
      `${template.name} ${template.title} ${templateTitleWords(template.name)} ${template.category} ${template.dataShape} ${words.join(' ')}`,
    ),
  };
}

/** The concepts a query word names: the same word, or for Chinese one that contains it (组织 → 组织架构) or it contains. */
function conceptsOf(word: string): Concept[] {
  const chinese = CJK.test(word);
  return CONCEPTS.filter((concept) =>
    concept.words.some((name) => name === word || (chinese && CJK.test(name) && (name.includes(word) || word.includes(name)))),
  );
}

/** A query read once: its terms (phrases the vocabulary knows kept whole), each with the concepts it names. */
export interface TemplateQuery {
  terms: readonly { word: string; concepts: readonly Concept[] }[];
}

const PHRASES = CONCEPTS.flatMap((concept) => concept.words.filter((word) => word.includes(' '))).sort((a, b) => b.length - a.length);

export function readQuery(query: string): TemplateQuery {
  let rest = ` ${normalise(query)} `;
  const words: string[] = [];
  for (const phrase of PHRASES) {
    if (!rest.includes(` ${phrase} `)) continue;
    words.push(phrase);
    rest = rest.split(` ${phrase} `).join(' ');
  }
  words.push(...rest.split(' ').filter(Boolean));
  return { terms: words.map((word) => ({ word, concepts: conceptsOf(word) })) };
}

/** True when every term is one of the template's words (or part of one), or names a concept the template is. */
export function templateMatches(query: TemplateQuery, template: TemplateInfo): boolean {
  if (query.terms.length === 0) return true;
  const readable = searchable(template);
  return query.terms.every(
    ({ word, concepts }) =>
      readable.text.includes(word) || concepts.some((concept) => concept.means(readable) || concept.nearly?.(readable) === true),
  );
}

/** The query's words as the search reads them: the phrases the vocabulary knows kept whole ("org chart"), the rest one by one. */
export function queryWords(query: string): string[] {
  return readQuery(query).terms.map((term) => term.word);
}

/** What the ranking weighs a template by, besides its title: the vocabulary's words for it, by how exactly they name it. */
export interface TemplateVocabulary {
  /** The words of the concepts that mean this template ("mind map" for a mind map, "org chart" for a top-down tree). */
  own: string[];
  /** The words of the concepts that name it less exactly ("org chart" for a sideways tree). */
  near: string[];
  /** Its category's names in both languages (every hierarchy is "org chart" and 层级 here). */
  category: string[];
}

export function templateVocabulary(template: TemplateInfo): TemplateVocabulary {
  const readable = searchable(template);
  return {
    own: NAMED_CONCEPTS.filter((concept) => concept.means(readable)).flatMap((concept) => concept.words),
    near: NAMED_CONCEPTS.filter((concept) => !concept.means(readable) && concept.nearly?.(readable)).flatMap((concept) => concept.words),
    category: [template.category, template.dataShape, ...(CATEGORY_WORDS[template.category] ?? [])],
  };
}

/** Lower case, full-width as ASCII, one space between words: how the search and the ranking read any text. */
export { normalise as normaliseSearchText };
