// What a batch check reads: files as specs, JSONL records, Markdown fences; every bad entry is its own row with its line.
import { batchEntries, entriesOfFile, fileLineOf, readBatchFile } from '../../../../src/pages/renderer/batch/batchInput';
import { fencedBlocks } from '../../../../src/shared/opening/fence';

const SPEC = (title: string) => `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label A\n`;

describe('Markdown fences', () => {
  const MARKDOWN = [
    '# Evaluation run', // 1
    '', // 2
    'Prompt 1 answer:', // 3
    '```infographic', // 4
    SPEC('First').trimEnd(), // 5-9
    '```', // 10
    'Prompt 2 answer, in a longer fence:', // 11
    '````infographic', // 12
    SPEC('Second').trimEnd(), // 13-17
    '````', // 18
    '```json', // 19: not an infographic block
    '{"template": "x"}',
    '```',
    '```infographic',
    '```',
    'Last, cut off:',
    '~~~infographic',
    'infographic chart-pie',
  ].join('\n');

  it('finds every ```infographic block with the line of its opening fence, and nothing else', () => {
    const blocks = fencedBlocks(MARKDOWN);
    expect(blocks.map((b) => ({ line: b.line, closed: b.closed, title: /title (\w+)/.exec(b.text)?.[1] ?? null }))).toEqual([
      { line: 4, closed: true, title: 'First' },
      { line: 12, closed: true, title: 'Second' },
      { line: 22, closed: true, title: null },
      { line: 25, closed: false, title: null },
    ]);
    expect(blocks[0]!.text).toBe(SPEC('First'));
  });

  it('makes one entry per block, starting on the line after the fence; empty and unclosed blocks are entries with their problem', () => {
    const entries = entriesOfFile({ name: 'run.md', text: MARKDOWN });
    expect(entries.map(({ line, problem }) => ({ line, problem }))).toEqual([
      { line: 5, problem: null },
      { line: 13, problem: null },
      { line: 23, problem: 'The ```infographic block is empty.' },
      { line: 26, problem: 'The ```infographic block has no closing fence.' },
    ]);
    expect(entries[1]!.source).toBe(SPEC('Second'));
    // line 3 of the second spec ("  title Second") is line 15 of the file
    expect(fileLineOf({ index: 2, ...entries[1]! }, 3)).toBe(15);
    expect(MARKDOWN.split('\n')[15 - 1]).toBe('  title Second');
  });

  it('reads Windows line ends, and says so when a Markdown file has no block', () => {
    const entries = entriesOfFile({ name: 'win.md', text: MARKDOWN.replace(/\n/g, '\r\n') });
    expect(entries[0]!.source).toBe(SPEC('First'));
    expect(entriesOfFile({ name: 'notes.md', text: '# Just prose\n' })).toEqual([
      { file: 'notes.md', line: 1, linesInFile: true, source: null, problem: 'The file has no ```infographic block.' },
    ]);
  });
});

describe('JSONL', () => {
  const JSONL = [
    JSON.stringify({ template: 'list-row-simple-horizontal-arrow', data: { lists: [{ label: 'A' }] } }), // 1: options
    '', // 2: skipped
    JSON.stringify({ id: 7, output: `Here it is:\n\`\`\`infographic\n${SPEC('Fenced')}\`\`\`\nDone.` }), // 3: model output
    '{"template": "chart-pie", ', // 4: broken
    JSON.stringify(SPEC('As a string')), // 5: a JSON string
    JSON.stringify({ score: 1 }), // 6: no spec
    JSON.stringify([1, 2]), // 7: not a record
  ].join('\n');

  it('reads options, text fields (taking the fenced block out of prose) and strings; a bad line is a row naming its line', () => {
    const entries = entriesOfFile({ name: 'run.jsonl', text: JSONL });
    expect(entries.map((e) => e.line)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(JSON.parse(entries[0]!.source!)).toEqual({ template: 'list-row-simple-horizontal-arrow', data: { lists: [{ label: 'A' }] } });
    expect(entries[1]!.source).toBe(SPEC('Fenced'));
    expect(entries[2]).toMatchObject({ source: null, problem: expect.stringMatching(/^This line is not valid JSON \(.+\)\.$/) });
    expect(entries[3]!.source).toBe(SPEC('As a string'));
    expect(entries[4]).toMatchObject({ source: null, problem: expect.stringMatching(/^This line holds no spec/) });
    expect(entries[5]).toMatchObject({ source: null, problem: expect.stringMatching(/^This line holds no spec/) });
    // A record is one line of the file: its diagnostics point there, whatever line of the spec they name.
    expect(fileLineOf({ index: 2, ...entries[1]! }, 4)).toBe(3);
  });

  it('an empty JSONL file is one row saying so', () => {
    expect(entriesOfFile({ name: 'empty.jsonl', text: '\n\n' })).toEqual([
      { file: 'empty.jsonl', line: 1, linesInFile: true, source: null, problem: 'The file is empty.' },
    ]);
  });
});

describe('several files', () => {
  it('numbers the entries across files, a plain file being one spec and an unreadable file one row', () => {
    const { entries, leftOut } = batchEntries([
      { name: 'a.txt', text: SPEC('A') },
      { name: 'b.json', text: '{"template": "chart-pie"}' },
      { name: 'c.txt', problem: 'The file could not be read as UTF-8 text.' },
      { name: 'd.md', text: '```infographic\n' + SPEC('D') + '```\n' },
    ]);
    expect(leftOut).toBe(0);
    expect(entries.map((e) => [e.index, e.file, e.line, e.source === null ? e.problem : 'spec'])).toEqual([
      [1, 'a.txt', 1, 'spec'],
      [2, 'b.json', 1, 'spec'],
      [3, 'c.txt', 1, 'The file could not be read as UTF-8 text.'],
      [4, 'd.md', 2, 'spec'],
    ]);
  });

  it('keeps at most the limit and counts what it left out', () => {
    const text = Array.from({ length: 7 }, (_, i) => '```infographic\n' + SPEC(`S${i}`) + '```').join('\n');
    const { entries, leftOut } = batchEntries([{ name: 'many.md', text }], 5);
    expect(entries).toHaveLength(5);
    expect(leftOut).toBe(2);
  });

  it('reads files as UTF-8 and refuses bytes that are not text', async () => {
    expect(await readBatchFile(new File([SPEC('A')], 'a.txt'))).toEqual({ name: 'a.txt', text: SPEC('A') });
    expect(await readBatchFile(new File([new Uint8Array([0xff, 0xfe, 0x00])], 'b.txt'))).toEqual({
      name: 'b.txt',
      problem: 'The file could not be read as UTF-8 text.',
    });
  });
});
