// The templates a search finds (templateSearch.ts decides which), best match first: MiniSearch scores each over weighted fields,
// the vocabulary's words that name the template itself weighing most ("org chart" → the top-down trees before the mind maps),
// then those that name it less exactly, its title in both languages, and last its category's names, which every template
// of the category shares. Chinese has no spaces: a run of Chinese is indexed and asked whole and as its pairs of characters
// (组织架构 → 组织, 织架, 架构), the usual way to search it without a dictionary. Imported by the pages that search (Home's gallery,
// the Editor's "New from template"), so MiniSearch ships in their chunks, never in the app's first script.
import MiniSearch from 'minisearch';
import type { TemplateInfo } from '../../engine';
import { templateTitleTerms } from '../../engine/spec/templateTitle';
import { filterTemplates, groupTemplates, type TemplateFilter, type TemplateGroup } from './templateCatalogue';
import { normaliseSearchText, queryWords, templateVocabulary } from './templateSearch';

/** How much a match in each field weighs. */
const BOOST = { own: 8, near: 4, title: 2, category: 1 } as const;
const FIELDS = Object.keys(BOOST);
/** Between the phrases of one field ("org chart|orgchart"), so a phrase stays a term of its own. */
const PHRASE_BREAK = '|';

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** A word's terms: itself, its hyphenated parts ("top-bottom"), and each Chinese run whole and as its pairs of characters. */
function wordTerms(word: string): string[] {
  const terms = [word, ...(word.includes('-') ? word.split('-') : [])];
  for (const run of word.match(CJK_RUN) ?? []) {
    terms.push(run);
    for (let at = 0; at + 2 <= run.length; at++) terms.push(run.slice(at, at + 2));
  }
  return terms.filter(Boolean);
}

/** A field's terms: each phrase whole (when it has spaces) and each of its words. */
function fieldTerms(text: string): string[] {
  return [
    ...new Set(
      text.split(PHRASE_BREAK).flatMap((phrase) => {
        const normal = normaliseSearchText(phrase);
        const words = normal.split(/[\s·,()]+/).filter(Boolean);
        return [...(words.length > 1 ? [normal] : []), ...words.flatMap(wordTerms)];
      }),
    ),
  ];
}

/** A query's terms: the phrases the vocabulary knows kept whole, the rest word by word, each as wordTerms says. */
function queryTerms(query: string): string[] {
  return [...new Set(queryWords(query).flatMap((word) => (word.includes(' ') ? [word] : wordTerms(word))))];
}

interface TemplateDocument {
  id: string;
  own: string;
  near: string;
  title: string;
  category: string;
}

function documentOf(template: TemplateInfo): TemplateDocument {
  const vocabulary = templateVocabulary(template);
  return {
    id: template.name,
    own: vocabulary.own.join(PHRASE_BREAK),
    near: vocabulary.near.join(PHRASE_BREAK),
    title: templateTitleTerms(template.name).join(PHRASE_BREAK),
    category: vocabulary.category.join(PHRASE_BREAK),
  };
}

/** One index per catalogue (the pages keep theirs for the engine's life): built on the first search, about 276 documents. */
const indexes = new WeakMap<readonly TemplateInfo[], MiniSearch<TemplateDocument>>();

function indexOf(templates: readonly TemplateInfo[]): MiniSearch<TemplateDocument> {
  let index = indexes.get(templates);
  if (!index) {
    index = new MiniSearch<TemplateDocument>({
      fields: FIELDS,
      tokenize: fieldTerms,
      // terms come normalised; a pair of Chinese characters or an id's word is kept as it is
      processTerm: (term) => term,
      searchOptions: {
        tokenize: queryTerms,
        processTerm: (term) => term,
        boost: BOOST,
        combineWith: 'OR',
        // "organ" finds "organization", but never a Chinese pair's or a short word's prefix
        prefix: (term) => term.length >= 3 && !CJK.test(term),
      },
    });
    index.addAll(templates.map(documentOf));
    indexes.set(templates, index);
  }
  return index;
}

/** Builds the catalogue's index now (a page calls it when idle, so the first keystroke does not wait for it). */
export function prepareRanking(templates: readonly TemplateInfo[]): void {
  indexOf(templates);
}

/** Each template's score for the query (0 for those MiniSearch does not find: matched by a part of a word only). */
export function templateScores(templates: readonly TemplateInfo[], query: string): Map<string, number> {
  return new Map(
    indexOf(templates)
      .search(query)
      .map((result) => [String(result.id), result.score] as const),
  );
}

/**
 * The templates that match the filter, best first; equal scores (and an empty query) keep the gallery's order (category,
 * then name, deprecated last).
 */
export function rankTemplates(templates: readonly TemplateInfo[], filter: TemplateFilter): TemplateInfo[] {
  const inOrder = groupTemplates(filterTemplates(templates, filter)).flatMap((group) => group.templates);
  if (!filter.query.trim() || inOrder.length < 2) return inOrder;
  const scores = templateScores(templates, filter.query);
  const place = new Map(inOrder.map((template, at) => [template.name, at] as const));
  return inOrder.slice().sort((a, b) => (scores.get(b.name) ?? 0) - (scores.get(a.name) ?? 0) || place.get(a.name)! - place.get(b.name)!);
}

/** Ranked templates in their categories: the group of the best match first, each group's templates best first. */
export function groupRanked(ranked: readonly TemplateInfo[]): TemplateGroup[] {
  const groups = new Map<string, TemplateInfo[]>();
  for (const template of ranked) {
    const group = groups.get(template.category) ?? [];
    group.push(template);
    groups.set(template.category, group);
  }
  return [...groups].map(([category, members]) => ({ category, templates: members }));
}
