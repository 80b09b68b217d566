// The file opener given random bytes under random names and types: it never throws, and every result is either the
// text (within the size limit) or a message naming the file and saying what is wrong.
import fc from 'fast-check';
import { MAX_SOURCE_CHARS } from '../../src/engine';
import { splitChatAnswer } from '../../src/shared/opening/fence';
import { chatAnswerNotice } from '../../src/shared/generation/answer';
import { readSpecFile, type SpecFileResult } from '../../src/shared/opening/specFile';
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, printSummary } from './fuzzRun';
import { mutatedSpecArb } from './mutations';

const RUNS = 2_000;
const counts = { 'random files': 0, 'mutated spec files': 0, opened: 0, refused: 0 };

afterAll(() => printSummary('file opener', counts));

const nameArb = fc.oneof(
  fc.constantFrom('spec.txt', 'spec.json', 'SPEC.TXT', 'a.b.json', '.txt', 'spec', 'image.png', 'notes.md', 'spec.txt.exe', ''),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((stem) => `${stem}.txt`),
);
const typeArb = fc.constantFrom('', 'text/plain', 'application/json', 'image/png', 'application/octet-stream', 'text/html');

async function expectClearResult(file: File): Promise<SpecFileResult> {
  const result = await readSpecFile(file);
  if (result.ok) {
    expect(typeof result.text).toBe('string');
    expect(result.text.length).toBeLessThanOrEqual(MAX_SOURCE_CHARS);
    expect(result.text).not.toContain('\u0000');
    counts.opened += 1;
  } else {
    expect(result.message.trim()).not.toBe('');
    // the message names the file (or "The file" when it has no name)
    expect(result.message).toContain(file.name || 'The file');
    counts.refused += 1;
  }
  return result;
}

test(
  `${RUNS} files of random bytes with random names and types`,
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 1024 }),
          fc.string({ maxLength: 300, unit: 'binary' }).map((s) => new TextEncoder().encode(s)),
        ),
        nameArb,
        typeArb,
        async (bytes, name, type) => {
          await expectClearResult(new File([bytes], name, { type }));
          counts['random files'] += 1;
        },
      ),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
  },
  FUZZ_TIMEOUT_MS,
);

test(
  `${RUNS} mutated specs saved as files: opened as written, or refused with a reason`,
  async () => {
    const samples = [
      'infographic list-row-simple-horizontal-arrow\ndata\n  title Steps\n  lists\n    - label A\n    - label B\n',
      '# saved from the editor\n```\ninfographic chart-column-simple\ndata\n  values\n    - label Q1\n      value 3\n```\n',
      '{\n  "template": "chart-pie-plain-text",\n  "data": { "values": [{ "label": "A", "value": 1 }] }\n}\n',
    ];
    await fc.assert(
      fc.asyncProperty(mutatedSpecArb(samples), fc.constantFrom('spec.txt', 'spec.json'), fc.boolean(), async ({ source }, name, bom) => {
        const result = await expectClearResult(new File([`${bom ? '\uFEFF' : ''}${source}`], name, { type: '' }));
        // nothing the user wrote is changed on the way in (a leading byte order mark is not text), except that prose around a
        // fenced block is a chat answer: its block is opened, and the page says so
        const written = source.replace(/^\uFEFF/, '');
        if (result.ok && result.notice === chatAnswerNotice()) expect(result.text).toBe(splitChatAnswer(written).spec);
        else if (result.ok) expect(result.text).toBe(written);
        counts['mutated spec files'] += 1;
      }),
      { seed: FUZZ_SEED + 1, numRuns: RUNS },
    );
  },
  FUZZ_TIMEOUT_MS,
);
