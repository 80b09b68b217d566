// Repairs of model mistakes: each a named change with its lines, undoable by skipping it, idempotent, and a valid spec
// (written by the engine's own serializer) never changes.
import fc from 'fast-check';
import { listTemplates } from '../../../src/engine/spec/catalogue';
import { sampleData } from '../../../src/engine/spec/sampleData';
import { serialize } from '../../../src/engine/spec/serialize';
import { howSpecWasFound, repairAnswer, repairSpec } from '../../../src/shared/generation/repairs';

const catalogue = listTemplates();
const templates = catalogue.map((t) => t.name);
const options = { templates };

it('fixes tabs, Markdown bullets, a font-family line and an unknown template, naming each change with its lines', () => {
  const broken =
    'infographic list-row-simple-horizontal-arow\ndata\n\tlists\n\t\t* label One\n    1. label Two\ntheme\n  font-family "Inter", sans-serif\n  colorPrimary #ff0000';
  const { text, repairs } = repairSpec(broken, options);
  expect(text).toBe(
    'infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label One\n    - label Two\ntheme\n  colorPrimary #ff0000',
  );
  expect(repairs.map((r) => r.id)).toEqual(['tabs', 'bullets', 'template', 'font-family']);
  expect(repairs[0]!.changes).toEqual([
    { line: 3, before: '\tlists', after: '  lists' },
    { line: 4, before: '\t\t* label One', after: '    * label One' },
  ]);
  expect(repairs[1]!.changes).toEqual([
    { line: 4, before: '    * label One', after: '    - label One' },
    { line: 5, before: '    1. label Two', after: '    - label Two' },
  ]);
  expect(repairs[2]).toMatchObject({ title: expect.stringContaining('list-row-simple-horizontal-arrow') });
  expect(repairs[3]!.changes).toEqual([{ line: 7, before: '  font-family "Inter", sans-serif', after: null }]);
  // undoing one repair: the same call with it skipped
  expect(repairSpec(broken, { templates, skip: new Set(['bullets']) }).text).toContain('    * label One\n    1. label Two');
});

it('straightens curly quotes in JSON options only where they delimit strings', () => {
  const json =
    '{\n  \u201Ctemplate\u201D: \u201Cchart-pie-plain-text\u201D,\n  \u201Cdata\u201D: { \u201Ctitle\u201D: \u201CIt\u2019s \u201Cbig\u201D\u201D }\n}';
  const { text, repairs } = repairSpec(json, options);
  expect(JSON.parse(text)).toEqual({ template: 'chart-pie-plain-text', data: { title: 'It\u2019s \u201Cbig\u201D' } });
  expect(repairs.map((r) => r.id)).toEqual(['smart-quotes']);
  // quotes in a text spec's values are the user's words
  expect(repairSpec('infographic chart-pie-plain-text\ndata\n  title \u201CQuoted\u201D', options).repairs).toEqual([]);
});

it('takes the spec from a block labelled otherwise, or from after prose, as the fence repair', () => {
  const plain = repairAnswer('Sure!\n```plain\ninfographic chart-pie-plain-text\ndata\n  title T\n```\nEnjoy', options);
  expect(plain.text).toBe('infographic chart-pie-plain-text\ndata\n  title T\n');
  expect(plain.repairs).toEqual([
    {
      id: 'fence',
      title: expect.stringContaining("labelled 'plain'"),
      changes: [{ line: 2, before: '```plain', after: '```infographic' }],
    },
  ]);
  const bare = repairAnswer('Here you go:\ninfographic chart-pie-plain-text\ndata\n  title T', options);
  expect(bare.text).toBe('infographic chart-pie-plain-text\ndata\n  title T');
  expect(bare.repairs[0]!.changes).toEqual([{ line: 1, before: 'Here you go:', after: null }]);
  // a proper block needs no fence repair
  expect(repairAnswer('Sure!\n```infographic\ninfographic chart-pie-plain-text\n```', options).repairs).toEqual([]);
});

/** Words a user might write, including quotes, digits, bullets and tabs inside values (never leading). */
const word = fc.stringMatching(/^[A-Za-z0-9\u00C0-\u017F\u201C\u201D'"*.%#() -]{1,20}$/).filter((s) => s.trim() === s && s !== '');

/** A valid spec: a real template's sample data with user words in it, written by the engine's serializer. */
const validSpec = fc
  .record({ index: fc.nat(catalogue.length - 1), words: fc.array(word, { minLength: 1, maxLength: 8 }) })
  .map(({ index, words }) => {
    const t = catalogue[index]!;
    let n = 0;
    const data = JSON.parse(JSON.stringify(sampleData(t.dataShape)), (key, value) =>
      (key === 'label' || key === 'desc' || key === 'title') && typeof value === 'string' ? words[n++ % words.length] : value,
    );
    return serialize({ template: t.name, data });
  });

it('leaves every valid spec as it is (property)', () => {
  fc.assert(
    fc.property(validSpec, (spec) => {
      expect(repairSpec(spec, options)).toEqual({ text: spec, repairs: [] });
      expect(repairAnswer(`Sure!\n\`\`\`infographic\n${spec}\`\`\`\nDone.`, options).text).toBe(spec);
    }),
    { seed: 16, numRuns: 300 },
  );
});

/** A valid spec broken the ways models break it. */
const brokenAnswer = fc
  .tuple(
    validSpec,
    fc.array(fc.constantFrom('tab', 'bullet', 'numbered', 'font', 'template', 'prose', 'label'), { maxLength: 5 }),
    fc.nat(),
  )
  .map(([spec, mistakes, seed]) => {
    let lines = spec.split('\n');
    for (const mistake of mistakes) {
      const i = 1 + (seed % Math.max(1, lines.length - 2));
      if (mistake === 'tab') lines = lines.map((l) => l.replace(/^ {2}/, '\t'));
      if (mistake === 'bullet') lines = lines.map((l) => l.replace(/^(\s*)- /, '$1* '));
      if (mistake === 'numbered') lines = lines.map((l) => l.replace(/^(\s*)- /, '$11. '));
      if (mistake === 'font') lines.splice(i, 0, 'theme', '  font-family Inter');
      if (mistake === 'template') lines[0] = lines[0]!.replace(/-(\w+)$/, '-$1x');
      if (mistake === 'prose') lines = ['Here it is:', ...lines, 'Tell me if you want changes.'];
      if (mistake === 'label') lines = ['Sure!', '```plain', ...lines, '```'];
    }
    return lines.join('\n');
  });

it('is idempotent: a repaired spec needs no further repair (property)', () => {
  fc.assert(
    fc.property(brokenAnswer, (answer) => {
      const once = repairAnswer(answer, options);
      const twice = repairAnswer(once.text, options);
      expect(twice).toMatchObject({ text: once.text, repairs: [] });
    }),
    { seed: 16, numRuns: 300 },
  );
});

it('ends a block never closed where the prose starts, and says at which line', () => {
  const answer = 'Here it is.\n```infographic\ninfographic chart-pie-plain-text\ndata\n  title T\n\nLet me know if you want changes.';
  const result = repairAnswer(answer, options);
  expect(result.text).toBe('infographic chart-pie-plain-text\ndata\n  title T\n');
  expect(result.answer.after).toBe('Let me know if you want changes.');
  expect(result.repairs).toEqual([
    {
      id: 'fence-end',
      title: 'Closed the block, which was never closed, before line 7 (“Let me know if you want changes.”), which is prose, not spec.',
      changes: [{ line: 6, before: null, after: '```' }],
    },
  ]);
  // undone: the whole rest of the answer is the spec again
  expect(repairAnswer(answer, { templates, skip: new Set(['fence-end']) }).text).toContain('Let me know');
  // a block still open with nothing after its spec needs no end
  expect(repairAnswer('```infographic\ninfographic chart-pie-plain-text\ndata\n  title T\n', options).repairs).toEqual([]);
});

it('puts data keys written at the top level under the missing data line, moving a theme block below them', () => {
  const spec = 'infographic chart-pie-plain-text\ntitle T\ntheme\n  colorPrimary #ff0000\nvalues\n  - label A\n    value 1\n';
  const { text, repairs } = repairSpec(spec, options);
  expect(text).toBe(
    'infographic chart-pie-plain-text\ndata\n  title T\n  values\n    - label A\n      value 1\n\ntheme\n  colorPrimary #ff0000',
  );
  expect(repairs).toEqual([
    {
      id: 'data-line',
      title: 'Put title, values under the missing data line.',
      changes: [
        { line: 2, before: null, after: 'data' },
        { line: 2, before: 'title T', after: '  title T' },
        { line: 5, before: 'values', after: '  values' },
        { line: 6, before: '  - label A', after: '    - label A' },
        { line: 7, before: '    value 1', after: '      value 1' },
      ],
    },
  ]);
  // a spec with its data line, or JSON, is left alone
  expect(repairSpec('infographic chart-pie-plain-text\ndata\n  title T\n', options).repairs).toEqual([]);
  expect(repairSpec('{"template": "chart-pie-plain-text", "title": "T"}', options).repairs).toEqual([]);
});

it('says how the spec was found, in the words of the repairs, and null for prose only', () => {
  expect(howSpecWasFound('Sure!\n```yaml\ninfographic chart-pie-plain-text\ndata\n  title T\n```')).toEqual([
    "Took the spec from the block labelled 'yaml' instead of 'infographic'.",
  ]);
  expect(howSpecWasFound('Sure!\n```infographic\ninfographic chart-pie-plain-text\n```')).toEqual([]);
  expect(howSpecWasFound('```\ninfographic chart-pie-plain-text\n```')).toEqual([
    "Took the spec from a block with no label instead of one labelled 'infographic'.",
  ]);
  expect(
    howSpecWasFound('A:\n```infographic\ninfographic chart-pie-plain-text\n```\nB:\n```infographic\ninfographic chart-bar-plain-text\n```'),
  ).toEqual(['It held 2 ```infographic blocks: the first is drawn.']);
  expect(howSpecWasFound('I cannot draw that, sorry.')).toBeNull();
});
