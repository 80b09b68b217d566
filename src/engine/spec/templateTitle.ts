// A template's readable title, made from the words of its id in the interface's language ("sequence-roadmap-vertical-plain-text"
// → "Sequence · Roadmap vertical plain text", "顺序与流程 · 竖向路线图纯文本"). Library-free: the engine lists templates with
// it, and pages and the gallery's search call it when they show or match a title (so a title is always in the language
// spoken now, never one kept from before a switch).
import { currentLocale, t } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';

/** The categories the interface names (`gallery.category.*`), in the gallery's order. */
export const KNOWN_CATEGORIES = ['list', 'sequence', 'compare', 'hierarchy', 'relation', 'chart', 'quadrant'] as const;
type KnownCategory = (typeof KNOWN_CATEGORIES)[number];

const isKnownCategory = (category: string): category is KnownCategory => (KNOWN_CATEGORIES as readonly string[]).includes(category);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A category's name in the interface's language; one the app does not know yet is its own name, capitalised. */
export function categoryLabel(category: string): string {
  return isKnownCategory(category) ? t(`gallery.category.${category}`) : capitalised(category);
}

/** English: the id's own words, these few spelled out. */
const ENGLISH_WORDS: Readonly<Record<string, string>> = {
  tb: 'top-bottom',
  lr: 'left-right',
  bt: 'bottom-top',
  rl: 'right-left',
  '3d': '3D',
};

/**
 * Chinese: every word of the library's template ids (test/engine/spec/templateTitle.test.ts checks the registry against
 * it), a few runs of words that read better as one term ("dashed-line" → 虚线, not 虚线线), and a few words that mean
 * something else in one category ("chart/column" → 柱形, a list's column is 竖列).
 */
const CHINESE_WORDS: Readonly<Record<string, string>> = {
  '3d': '3D',
  animated: '动画',
  arrow: '箭头',
  arrows: '箭头',
  ascending: '上升',
  badge: '徽章',
  bar: '条形',
  binary: '二元',
  branch: '分支',
  bt: '自下而上',
  candy: '糖果',
  capsule: '胶囊',
  card: '卡片',
  circle: '圆形',
  circular: '环形',
  color: '彩色',
  column: '竖列',
  compact: '紧凑',
  curved: '弯曲',
  cylinders: '圆柱',
  dagre: '有向图',
  dashed: '虚线',
  default: '默认',
  distributed: '分布',
  done: '已完成',
  donut: '环形',
  down: '向下',
  filter: '过滤',
  flow: '流程',
  fold: '折叠',
  front: '正面',
  funnel: '漏斗',
  gradient: '渐变',
  grid: '网格',
  half: '半',
  hierarchy: '层级',
  horizontal: '横向',
  icon: '图标',
  illus: '插图',
  indexed: '编号',
  interaction: '交互',
  item: '条目',
  left: '左',
  letter: '字母',
  level: '层级',
  line: '线',
  lined: '连线',
  list: '清单',
  lite: '轻量',
  lr: '从左到右',
  mesh: '网',
  mindmap: '思维导图',
  mirror: '镜像',
  mountain: '山峰',
  network: '网络',
  node: '节点',
  origin: '原点',
  palette: '调色板',
  pie: '饼图',
  pill: '药丸',
  plain: '纯',
  progress: '进度',
  pucks: '圆盘',
  pyramid: '金字塔',
  quadrant: '象限',
  quarter: '四分',
  rect: '矩形',
  ribbon: '丝带',
  right: '右',
  rl: '从右到左',
  roadmap: '路线图',
  rotate: '旋转',
  rounded: '圆角',
  row: '横排',
  sector: '扇形',
  simple: '简洁',
  snake: '蛇形',
  stairs: '阶梯',
  steps: '步骤',
  structure: '结构',
  style: '风格',
  swot: 'SWOT 分析',
  tb: '自上而下',
  tech: '科技',
  text: '文本',
  timeline: '时间线',
  tree: '树形',
  underline: '下划线',
  up: '向上',
  vertical: '竖向',
  vs: 'VS',
  waterfall: '瀑布',
  wide: '宽',
  wordcloud: '词云',
  zigzag: '之字形',
  // runs of words read as one term
  'curved-line': '曲线',
  'dashed-line': '虚线',
  'dashed-arrow': '虚线箭头',
  'distributed-origin': '分散起点',
  'filter-mesh': '过滤网',
  'left-right': '左右',
  'pie-donut': '环形饼图',
  'plain-text': '纯文本',
  'roadmap-vertical': '竖向路线图',
  'sector-half': '半扇形',
  'tech-style': '科技风',
  'underline-text': '下划线文本',
  // words that mean something else in one category
  'chart/column': '柱形',
  'chart/line': '折线',
};

/** The longest run of words a table names, starting at `words[at]`: [its text, how many words it took]. */
function termAt(table: Readonly<Record<string, string>>, category: string, words: readonly string[], at: number): [string, number] {
  for (let length = words.length - at; length > 1; length--) {
    const run = table[words.slice(at, at + length).join('-')];
    if (run !== undefined) return [run, length];
  }
  const word = words[at]!;
  return [table[`${category}/${word}`] ?? table[word] ?? word, 1];
}

function translate(table: Readonly<Record<string, string>>, category: string, words: readonly string[]): string[] {
  const terms: string[] = [];
  for (let at = 0; at < words.length;) {
    const [term, length] = termAt(table, category, words, at);
    terms.push(term);
    at += length;
  }
  return terms;
}

/** The words after the category, in `locale`: English spaced and capitalised as a sentence, Chinese run together. */
function titleWords(name: string, locale: Locale): string {
  const [category = '', ...rest] = name.split('-');
  if (locale === 'en') return capitalised(translate(ENGLISH_WORDS, category, rest).join(' '));
  return translate(CHINESE_WORDS, category, rest).join('');
}

/** The template's title in the interface's language: its category, then the rest of its id's words. */
export function templateTitle(name: string): string {
  const locale = currentLocale();
  const [category = ''] = name.split('-');
  // English keeps the id's own category word ("Sequence"); Chinese names it as the gallery does (顺序与流程).
  const head = locale === 'en' ? capitalised(category) : categoryLabel(category);
  const words = titleWords(name, locale);
  return words ? `${head} · ${words}` : head;
}

/** The terms of the template's title after its category, in every language the interface speaks ("tree", "tech", 树形, 科技风…): what search ranks by. */
export function templateTitleTerms(name: string): string[] {
  const [category = '', ...rest] = name.split('-');
  return [...translate(ENGLISH_WORDS, category, rest), ...translate(CHINESE_WORDS, category, rest)];
}

/** The words of the template's title in every language the interface speaks, so search finds either whichever is spoken. */
export function templateTitleWords(name: string): string {
  return [titleWords(name, 'en'), titleWords(name, 'zh-CN')].join(' ');
}

/** The id words the Chinese table has no term for (test/engine/spec/templateTitle.test.ts keeps this empty). */
export function wordsWithoutChinese(name: string): string[] {
  return name
    .split('-')
    .slice(1)
    .filter((word) => !Object.hasOwn(CHINESE_WORDS, word));
}
