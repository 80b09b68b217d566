// Spec mutations for the fuzz tests: what hand edits, LLM slips and cut-off pastes do to a sample.
import fc from 'fast-check';

/** One edit to a source's lines; `at` picks a line (modulo the line count), `n` a count or a choice. */
export type Mutation =
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number; n: number }
  | { kind: 'reindent'; at: number; indent: string }
  | { kind: 'junk'; at: number; junk: string }
  | { kind: 'number'; at: number; replacement: string }
  | { kind: 'rename'; at: number; name: string }
  | { kind: 'truncate'; at: number };

/** Text people paste by mistake, plus characters parsers trip on. */
const JUNK = [
  '',
  '-',
  '- ',
  '--',
  ':',
  '=',
  '{',
  '}',
  '[]',
  '"',
  "'",
  '\t',
  '\r',
  '\u0000',
  '\uFEFF',
  '\u202E',
  '💥',
  '```',
  '# comment',
  '// comment',
  'infographic',
  'infographic list-row-simple-horizontal-arrow',
  'template',
  'theme',
  'theme dark',
  'data',
  'design',
  'children',
  'lists',
  'value',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'icon https://example.com/x.svg',
  'icon ref:remote:x',
  'icon <svg><image href="http://x"/></svg>',
  'palette',
  'palette #zzz',
  'colorPrimary red',
  'width -1',
  'height 1e309',
  'a.b.c 1',
  '.',
  '..x',
  '- - - -',
  'value NaN',
];

/** Replacements for numbers. */
const NUMBERS = ['NaN', '1e309', '-1e309', '-1', '-0', '0', '-999999', '1e-7', '0x10', 'Infinity', '9007199254740993', '3.', '.5', ''];

/** Names a key may be renamed to: near misses, other keys, nonsense. */
const NAMES = [
  'lables',
  'label',
  'lists',
  'list',
  'sequences',
  'children',
  'child',
  'root',
  'items',
  'values',
  'value',
  'relations',
  'nodes',
  'from',
  'to',
  'data',
  'theme',
  'design',
  'template',
  'infographic',
  'title',
  'desc',
  'icon',
  'palette',
  'structure',
  '__proto__',
  'x',
  '-',
  'é',
];

const junkText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...JUNK) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: fc.nat(),
    n: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: fc.integer({ min: 200, max: 1400 }) }),
  }),
  fc.record({
    kind: fc.constant('reindent' as const),
    at: fc.nat(),
    indent: fc.constantFrom('', ' ', '   ', '\t', '        ', ' '.repeat(40), ' '.repeat(80)),
  }),
  fc.record({ kind: fc.constant('junk' as const), at: fc.nat(), junk: junkText }),
  fc.record({ kind: fc.constant('number' as const), at: fc.nat(), replacement: fc.constantFrom(...NUMBERS) }),
  fc.record({ kind: fc.constant('rename' as const), at: fc.nat(), name: fc.constantFrom(...NAMES) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

/** Applies one mutation; never grows a source past a few times the samples' size except by line duplication. */
export function mutate(source: string, mutation: Mutation): string {
  const lines = source.split('\n');
  const i = mutation.at % Math.max(1, lines.length);
  switch (mutation.kind) {
    case 'delete':
      lines.splice(i, 1);
      return lines.join('\n');
    case 'duplicate':
      lines.splice(i, 0, ...Array.from({ length: mutation.n }, () => lines[i] ?? ''));
      return lines.join('\n');
    case 'reindent':
      lines[i] = mutation.indent + (lines[i] ?? '').trimStart();
      return lines.join('\n');
    case 'junk': {
      // into a line at some column, or as a line of its own
      const line = lines[i] ?? '';
      const column = mutation.at % (line.length + 2);
      if (column > line.length) lines.splice(i, 0, mutation.junk);
      else lines[i] = line.slice(0, column) + mutation.junk + line.slice(column);
      return lines.join('\n');
    }
    case 'number': {
      const numbers = [...source.matchAll(/-?\d+(\.\d+)?/g)];
      if (numbers.length === 0) return source;
      const match = numbers[mutation.at % numbers.length]!;
      return source.slice(0, match.index) + mutation.replacement + source.slice(match.index + match[0].length);
    }
    case 'rename': {
      const line = lines[i] ?? '';
      lines[i] = line.replace(/^(\s*(?:-\s+)?)[^\s:=]+/, (_m, lead: string) => lead + mutation.name);
      return lines.join('\n');
    }
    case 'truncate':
      return source.slice(0, mutation.at % (source.length + 1));
  }
}

/** A sample index and a short series of mutations to apply to it. */
export function mutatedSpecArb(samples: readonly string[]): fc.Arbitrary<{ sample: number; mutations: Mutation[]; source: string }> {
  return fc
    .record({ sample: fc.nat({ max: samples.length - 1 }), mutations: fc.array(mutationArb, { minLength: 1, maxLength: 5 }) })
    .map(({ sample, mutations }) => ({ sample, mutations, source: mutations.reduce(mutate, samples[sample]!) }));
}
