// The async "icons" chunk: Lucide's names, aliases and keyword tags, with name and keyword lookup. The SVG bodies are in
// the lazy lucide-N chunks (lucideIcons.ts), fetched only for the icons drawn.
import lucide from '@iconify-json/lucide/icons.json?names';
import tags from 'lucide-static/tags.json';
import { lucideIcons } from './lucideIcons';

const icons = lucide.icons;
const aliases = lucide.aliases;
const keywordTags = tags as Record<string, string[]>;

/** Everyday words that name a Lucide icon differently (library examples use these). */
const SYNONYMS: Record<string, string> = {
  chart: 'chart-column',
  graph: 'chart-line',
  earth: 'earth',
  world: 'globe',
  person: 'user',
  people: 'users',
  team: 'users',
  money: 'banknote',
  idea: 'lightbulb',
  time: 'clock',
  email: 'mail',
  settings: 'settings',
  gear: 'settings',
  data: 'database',
  cloud: 'cloud',
  security: 'shield',
  growth: 'trending-up',
  success: 'circle-check',
  warning: 'triangle-alert',
  error: 'circle-x',
};

/** word → icon names, built on first keyword lookup. */
let keywordIndex: Map<string, string[]> | null = null;

function buildKeywordIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const add = (word: string, name: string) => {
    const list = index.get(word);
    if (!list) index.set(word, [name]);
    else if (!list.includes(name)) list.push(name);
  };
  for (const name of Object.keys(icons)) name.split('-').forEach((part) => add(part, name));
  for (const [name, words] of Object.entries(keywordTags)) {
    if (!Object.hasOwn(icons, name)) continue;
    for (const phrase of words)
      phrase
        .toLowerCase()
        .split(/\s+/)
        .forEach((word) => add(word, name));
  }
  return index;
}

function resolveName(name: string): string | null {
  if (Object.hasOwn(icons, name)) return name;
  const parent = Object.hasOwn(aliases, name) ? aliases[name]!.parent : undefined;
  return parent !== undefined && Object.hasOwn(icons, parent) ? parent : null;
}

/** Turns "mdi/rocket-launch", "lucide:rocket", "Rocket Launch" into candidate Lucide names. */
function candidateNames(query: string): string[] {
  const cleaned = query.trim().toLowerCase();
  const bare = cleaned.replace(/^[a-z0-9-]+[:/]/, ''); // drop a collection prefix (mdi/, lucide:, ...)
  const hyphenated = bare.replace(/[\s_]+/g, '-');
  const names = [cleaned, bare, hyphenated, SYNONYMS[hyphenated] ?? ''];
  // common suffixes other icon sets add ("rocket-launch-outline", "user-line")
  names.push(hyphenated.replace(/-(outline|line|fill|filled|solid|o|alt|round|rounded|sharp|2|bold)$/, ''));
  return names.filter(Boolean);
}

/** Best Lucide icon for a name or a free-text keyword, or null when nothing fits. */
export function findIcon(query: string): string | null {
  if (!query || query.length > 200) return null;
  for (const candidate of candidateNames(query)) {
    const found = resolveName(candidate);
    if (found) return found;
  }
  keywordIndex ??= buildKeywordIndex();
  const words = query
    .toLowerCase()
    .replace(/^[a-z0-9-]+[:/]/, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
  const scores = new Map<string, number>();
  words.forEach((word, position) => {
    const synonym = SYNONYMS[word];
    if (synonym) scores.set(synonym, (scores.get(synonym) ?? 0) + 4);
    const direct = resolveName(word);
    if (direct) scores.set(direct, (scores.get(direct) ?? 0) + 3);
    // earlier words weigh a little more: "rocket launch plan" is about a rocket
    const weight = 2 - position * 0.01;
    for (const name of keywordIndex!.get(word) ?? []) scores.set(name, (scores.get(name) ?? 0) + weight);
  });
  let best: string | null = null;
  let bestScore = 0;
  for (const [name, score] of scores) {
    // ties go to the shorter (more generic) name
    if (score > bestScore || (score === bestScore && best !== null && name.length < best.length)) {
      best = name;
      bestScore = score;
    }
  }
  return best;
}

/** Standalone SVG markup for a Lucide icon or alias (currentColor strokes, so the template's colour applies), loading
 * only the chunk that holds it; null when Lucide has no such name, a rejection when that chunk cannot load. */
export async function iconSvg(name: string): Promise<string | null> {
  const resolved = resolveName(name);
  return resolved === null ? null : lucideIcons.iconSvg(resolved);
}

/** The same markup when its chunk is already here, undefined while it is not (for drawing a list without waiting). */
export function loadedIconSvg(name: string): string | null | undefined {
  const resolved = resolveName(name);
  return resolved === null ? null : lucideIcons.loadedIconSvg(resolved);
}

/** Every icon's own name (aliases left out), for completion lists. */
export function iconNames(): string[] {
  return Object.keys(icons);
}

/** Number of icons available (for the docs and tests). */
export const iconCount = Object.keys(icons).length;
