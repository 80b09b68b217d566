// Deterministic repairs of the mistakes models make with the syntax, each a named change with its before/after lines so
// the UI can show it and undo it (run again with its id in `skip`). Idempotent, and a valid spec comes back unchanged.
import { keysAllowedUnder, nearestNames } from '../../engine';
import { t } from '../../i18n/i18n';
import { fencedBlocks, specEnd, splitChatAnswer, type ChatAnswer } from '../opening/fence';

export type RepairId = 'fence' | 'fence-end' | 'tabs' | 'smart-quotes' | 'bullets' | 'template' | 'font-family' | 'data-line';

/** One line as it was and as it became (null: added or removed); `line` is 1-based in the text before this repair. */
export interface LineChange {
  line: number;
  before: string | null;
  after: string | null;
}

export interface Repair {
  id: RepairId;
  /** What was done, as one sentence for the UI. */
  title: string;
  changes: LineChange[];
}

export interface RepairResult {
  /** The repaired spec. */
  text: string;
  /** The repairs made, in the order they were applied. */
  repairs: Repair[];
}

export interface RepairOptions {
  /** Every template name the engine knows (`engine.templates().map(t => t.name)`). */
  templates: readonly string[];
  /** Repairs the user undid: not applied. */
  skip?: ReadonlySet<RepairId>;
}

type Step = (lines: string[], options: RepairOptions) => { lines: string[]; repair: Repair } | null;

/** Leading tabs become two spaces each, as the parser itself reads them (so the meaning stays). */
const tabs: Step = (lines) => {
  const changes: LineChange[] = [];
  const out = lines.map((line, i) => {
    const indent = /^[ \t]*/.exec(line)![0];
    if (!indent.includes('\t')) return line;
    const after = indent.replace(/\t/g, '  ') + line.slice(indent.length);
    changes.push({ line: i + 1, before: line, after });
    return after;
  });
  return changes.length ? { lines: out, repair: { id: 'tabs', title: t('shared.repairs.tabs'), changes } } : null;
};

const CURLY_DOUBLE = '[\u201C\u201D\u201E\u201F\u2033]';
/** A curly double quote where JSON has a string delimiter: after `{ [ , :` or before `: , } ]` or the line's end. */
const STRUCTURAL_QUOTE = new RegExp(`(?<=^\\s*|[{[,:]\\s*)${CURLY_DOUBLE}|${CURLY_DOUBLE}(?=\\s*(?:[:,}\\]]|$))`, 'g');

/** JSON options quoted with curly quotes (a word processor or a chat app's "smart" typing) get straight ones, if that parses. */
const smartQuotes: Step = (lines) => {
  const text = lines.join('\n');
  if (!/^\s*\{/.test(text) || !new RegExp(CURLY_DOUBLE).test(text) || parses(text)) return null;
  const changes: LineChange[] = [];
  const out = lines.map((line, i) => {
    const after = line.replace(STRUCTURAL_QUOTE, '"');
    if (after !== line) changes.push({ line: i + 1, before: line, after });
    return after;
  });
  if (!changes.length || !parses(out.join('\n'))) return null;
  return {
    lines: out,
    repair: { id: 'smart-quotes', title: t('shared.repairs.smartQuotes'), changes },
  };
};

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Markdown list markers (`* `, `+ `, `• `, `1. `, `1) `) where the syntax wants `- `. */
const BULLET = /^(\s*)(?:[*+\u2022]|\d{1,3}[.)])\s+(?=\S)/;
const bullets: Step = (lines) => {
  if (/^\s*\{/.test(lines.join('\n'))) return null;
  const changes: LineChange[] = [];
  const out = lines.map((line, i) => {
    if (!BULLET.test(line)) return line;
    const after = line.replace(BULLET, '$1- ');
    changes.push({ line: i + 1, before: line, after });
    return after;
  });
  return changes.length ? { lines: out, repair: { id: 'bullets', title: t('shared.repairs.bullets'), changes } } : null;
};

const HEAD_LINE = /^(\s*(?:infographic|template)\s+)(\S+)(.*)$/;

/** The first line of a text spec that is neither blank nor a comment, when it is the head line. */
function headLineIndex(lines: readonly string[]): number {
  const index = lines.findIndex((line) => !/^\s*(#|\/\/|$)/.test(line));
  return index !== -1 && HEAD_LINE.test(lines[index]!) ? index : -1;
}

/** A template name the engine does not know becomes the nearest one it does (the engine draws that one anyway). */
const template: Step = (lines, { templates }) => {
  const index = headLineIndex(lines);
  const match = index === -1 ? null : HEAD_LINE.exec(lines[index]!);
  if (!match || templates.includes(match[2]!)) return null;
  const nearest = nearestNames(match[2]!, templates, 1)[0];
  if (!nearest) return null;
  const after = `${match[1]}${nearest}${match[3]}`;
  const out = [...lines];
  out[index] = after;
  return {
    lines: out,
    repair: {
      id: 'template',
      title: t('shared.repairs.template', { nearest, original: match[2]! }),
      changes: [{ line: index + 1, before: lines[index]!, after }],
    },
  };
};

/** A CSS `font-family` key (never one of the syntax's) and the lines indented under it: the app sets fonts itself. */
const fontFamily: Step = (lines) => {
  const changes: LineChange[] = [];
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const match = /^(\s*)(?:-\s+)?font-family\b/i.exec(line);
    if (!match || /^\s*\{/.test(lines.join('\n'))) {
      out.push(line);
      continue;
    }
    changes.push({ line: i + 1, before: line, after: null });
    const depth = match[1]!.length;
    while (i + 1 < lines.length && lines[i + 1]!.trim() !== '' && /^\s*/.exec(lines[i + 1]!)![0].length > depth) {
      i += 1;
      changes.push({ line: i + 1, before: lines[i]!, after: null });
    }
  }
  return changes.length
    ? {
        lines: out,
        repair: { id: 'font-family', title: t('shared.repairs.fontFamily'), changes },
      }
    : null;
};

/**
 * Data keys written at the top level (`title`, `lists` … with no `data` line, which the engine rejects as unknown top-level
 * keys) go under a `data` line added before the first of them, indented one level; blocks of the syntax between them
 * (theme, design) move below, so nothing they hold changes parent.
 */
const dataLine: Step = (lines) => {
  const head = headLineIndex(lines);
  if (head === -1) return null;
  const topLevel = (line: string) => line !== '' && !/^\s|^(#|\/\/)/.test(line);
  const keyOf = (line: string) => /^[^\s:=]+/.exec(line)?.[0] ?? '';
  if (lines.some((line) => topLevel(line) && keyOf(line) === 'data')) return null;
  const isDataKey = (key: string) => keysAllowedUnder('data').includes(key) && !keysAllowedUnder('').includes(key);
  // Each top-level line after the head, with the lines under it (indented, blank or comments) up to the next one.
  const starts = lines.flatMap((line, i) => (i > head && topLevel(line) ? [i] : []));
  const blocks = starts.map((start, k) => ({ start, end: starts[k + 1] ?? lines.length, data: isDataKey(keyOf(lines[start]!)) }));
  const first = blocks.findIndex((block) => block.data);
  if (first === -1) return null;
  const changes: LineChange[] = [{ line: blocks[first]!.start + 1, before: null, after: 'data' }];
  const moved: string[] = ['data'];
  const rest: string[] = [];
  for (const block of blocks.slice(first)) {
    for (let i = block.start; i < block.end; i += 1) {
      const line = lines[i]!;
      if (!block.data) rest.push(line);
      else if (line.trim() === '') moved.push(line);
      else {
        moved.push(`  ${line}`);
        changes.push({ line: i + 1, before: line, after: `  ${line}` });
      }
    }
  }
  const keys = blocks.filter((block) => block.data).map((block) => keyOf(lines[block.start]!));
  return {
    lines: [...lines.slice(0, blocks[first]!.start), ...moved, ...rest],
    repair: { id: 'data-line', title: t('shared.repairs.dataLine', { keys: keys.join(', ') }), changes },
  };
};

/**
 * In this order: none adds or removes lines before font-family, so every change's line is right for the text it saw;
 * data-line comes last, after font-family's lines are gone.
 */
const STEPS: ReadonlyArray<[RepairId, Step]> = [
  ['tabs', tabs],
  ['smart-quotes', smartQuotes],
  ['bullets', bullets],
  ['template', template],
  ['font-family', fontFamily],
  ['data-line', dataLine],
];

/** Repairs a spec. */
export function repairSpec(spec: string, options: RepairOptions): RepairResult {
  let lines = spec.split('\n');
  const repairs: Repair[] = [];
  for (const [id, step] of STEPS) {
    if (options.skip?.has(id)) continue;
    const done = step(lines, options);
    if (!done) continue;
    lines = done.lines;
    repairs.push(done.repair);
  }
  return { text: lines.join('\n'), repairs };
}

/** A block never closed, once the answer has ended: the spec ends at its first line that cannot belong to it (specEnd). */
function endOpenBlock(found: ChatAnswer): { split: ChatAnswer; repair: Repair } | null {
  if (found.spec === null || found.label === null || found.closed) return null;
  const lines = found.spec.split('\n');
  const head = headLineIndex(lines);
  if (head === -1) return null;
  const end = specEnd(lines, head);
  const after = lines.slice(end).join('\n').trim();
  if (after === '') return null;
  const spec = `${lines.slice(0, end).join('\n').trimEnd()}\n`;
  const prose = lines.findIndex((text, i) => i >= end && text.trim() !== '');
  const first = lines[prose]!.trim();
  const quoted = first.length > 40 ? `${first.slice(0, 40)}…` : first;
  return {
    split: { ...found, spec, after, closed: true },
    repair: {
      id: 'fence-end',
      title: t('shared.repairs.fenceEnd', { line: found.specLine + prose, quoted }),
      changes: [{ line: found.specLine + end, before: null, after: '```' }],
    },
  };
}

/**
 * Repairs a whole chat answer that has ended: its spec is taken from a block labelled otherwise, or from after the prose
 * (the `fence` repair); a block never closed ends where the prose starts (`fence-end`); then the spec is repaired.
 */
export function repairAnswer(answer: string, options: RepairOptions): RepairResult & { answer: ChatAnswer } {
  const found = splitChatAnswer(answer);
  const fenced = found.spec !== null && found.label === 'infographic';
  const taken = found.spec !== null && !fenced && !options.skip?.has('fence');
  const ended = (fenced || taken) && !options.skip?.has('fence-end') ? endOpenBlock(found) : null;
  const split = ended?.split ?? found;
  const endRepairs = ended ? [ended.repair] : [];
  if (!taken || (split.label === null && split.before.trim() === '' && split.after.trim() === '')) {
    const result = repairSpec(fenced || taken ? split.spec! : answer, options);
    return { text: result.text, repairs: [...endRepairs, ...result.repairs], answer: split };
  }
  const answerLines = answer.split('\n');
  const changes: LineChange[] =
    split.fenceLine !== null
      ? [{ line: split.specLine - 1, before: split.fenceLine, after: '```infographic' }]
      : answerLines
          .map((line, i) => ({ line: i + 1, before: line, after: null }))
          .filter((c) => c.line < split.specLine || c.line >= split.specLine + split.spec!.split('\n').length);
  const title =
    split.fenceLine !== null
      ? split.label
        ? t('shared.repairs.fenceLabel', { label: split.label })
        : t('shared.repairs.fenceNoLabel')
      : t('shared.repairs.fenceProse');
  const result = repairSpec(split.spec!, options);
  return { text: result.text, repairs: [{ id: 'fence', title, changes }, ...endRepairs, ...result.repairs], answer: split };
}

/**
 * What the page did to find an answer's spec, in the words of those repairs (fence, fence-end), and which block it drew
 * when the answer held more than one; null when it has none.
 */
export function howSpecWasFound(answer: string): string[] | null {
  const { answer: split, repairs } = repairAnswer(answer, { templates: [] });
  if (split.spec === null) return null;
  const found = repairs.filter((repair) => repair.id === 'fence' || repair.id === 'fence-end').map((repair) => repair.title);
  const blocks = fencedBlocks(answer).length;
  return blocks > 1 ? [...found, t('shared.repairs.manyBlocks', { blocks })] : found;
}
