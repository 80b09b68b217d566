// Deterministic repairs of the mistakes models make with the syntax, each a named change with its before/after lines so
// the UI can show it and undo it (run again with its id in `skip`). Idempotent, and a valid spec comes back unchanged.
import { nearestNames } from '../../engine';
import { splitChatAnswer, type ChatAnswer } from '../opening/fence';

export type RepairId = 'fence' | 'tabs' | 'smart-quotes' | 'bullets' | 'template' | 'font-family';

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
  return changes.length
    ? { lines: out, repair: { id: 'tabs', title: 'Replaced tab indentation with two spaces a level.', changes } }
    : null;
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
    repair: { id: 'smart-quotes', title: 'Replaced curly quotes around JSON keys and strings with straight ones.', changes },
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
  return changes.length
    ? { lines: out, repair: { id: 'bullets', title: 'Turned Markdown list markers into "- " entries.', changes } }
    : null;
};

const HEAD_LINE = /^(\s*(?:infographic|template)\s+)(\S+)(.*)$/;
/** A template name the engine does not know becomes the nearest one it does (the engine draws that one anyway). */
const template: Step = (lines, { templates }) => {
  const index = lines.findIndex((line) => !/^\s*(#|\/\/|$)/.test(line));
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
      title: `Used the nearest known template, ${nearest}, for '${match[2]}'.`,
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
        repair: { id: 'font-family', title: 'Removed the font-family line the engine cannot read (the Style page sets fonts).', changes },
      }
    : null;
};

/** In this order: none adds or removes lines before font-family, so every change's line is right for the text it saw. */
const STEPS: ReadonlyArray<[RepairId, Step]> = [
  ['tabs', tabs],
  ['smart-quotes', smartQuotes],
  ['bullets', bullets],
  ['template', template],
  ['font-family', fontFamily],
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

/** Repairs a whole chat answer: its spec is taken from a block labelled otherwise, or from after the prose (the `fence` repair), then repaired. */
export function repairAnswer(answer: string, options: RepairOptions): RepairResult & { answer: ChatAnswer } {
  const split = splitChatAnswer(answer);
  const fenced = split.spec !== null && split.label === 'infographic';
  if (
    split.spec === null ||
    fenced ||
    options.skip?.has('fence') ||
    (split.label === null && split.before.trim() === '' && split.after.trim() === '')
  ) {
    const result = repairSpec(fenced || (split.spec !== null && !options.skip?.has('fence')) ? split.spec! : answer, options);
    return { ...result, answer: split };
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
      ? `Took the spec from the block labelled '${split.label || 'nothing'}' instead of 'infographic'.`
      : 'Took the spec from the answer and left its prose out (it had no ```infographic block).';
  const result = repairSpec(split.spec, options);
  return { text: result.text, repairs: [{ id: 'fence', title, changes }, ...result.repairs], answer: split };
}
