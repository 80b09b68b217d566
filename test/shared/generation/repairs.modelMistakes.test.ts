// The mistake set (test/support/modelMistakes.ts) on every template of the catalogue: each answer, once the page's repairs
// ran, must give the options of the clean spec (so the same picture), with no action from the user; and the page's end
// message says the spec was found, and how. The browser spec (generateMistakes.e2e.ts) drives the same set through Generate.
import { listTemplates } from '../../../src/engine/spec/catalogue';
import { sampleData } from '../../../src/engine/spec/sampleData';
import { serialize } from '../../../src/engine/spec/serialize';
import { validate } from '../../../src/engine/spec/validate';
import { howSpecWasFound, repairAnswer } from '../../../src/shared/generation/repairs';
import { MODEL_MISTAKES, type CleanSpec } from '../../support/modelMistakes';

const catalogue = listTemplates().filter((template) => !template.deprecated);
const templates = listTemplates().map((template) => template.name);

function cleanSpec(template: string, shape: Parameters<typeof sampleData>[0]): CleanSpec {
  const data = sampleData(shape);
  return { template, text: serialize({ template, data }), json: JSON.stringify({ template, data }, null, 2) };
}

/** What the engine draws from a text: its options, or its errors. */
function drawn(text: string): unknown {
  const result = validate(text);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  return errors.length > 0 ? errors.map((d) => `line ${d.line}: ${d.message}`) : result.options;
}

const outcomes = new Map<string, string[]>();

afterAll(() => {
  // the report the closing note quotes: per mistake, how many templates end on the intended picture
  const lines = MODEL_MISTAKES.map((m) => {
    const failed = outcomes.get(m.id) ?? [];
    return `${m.id.padEnd(15)} ${catalogue.length - failed.length}/${catalogue.length}${failed.length ? `  not: ${failed.slice(0, 3).join(', ')}` : ''}`;
  });
  console.log(`mistake set, every template, repairs only:\n${lines.join('\n')}`);
});

describe.each(MODEL_MISTAKES.map((mistake) => [mistake.id, mistake] as const))('%s', (_id, mistake) => {
  it(`ends on the intended picture for every template: ${mistake.what}`, () => {
    const failed: string[] = [];
    for (const { name, dataShape } of catalogue) {
      const clean = cleanSpec(name, dataShape);
      const answer = mistake.answer(clean);
      const repaired = repairAnswer(answer, { templates }).text;
      const same = JSON.stringify(drawn(repaired)) === JSON.stringify(drawn(clean.text));
      if (!same || howSpecWasFound(answer) === null) failed.push(name);
    }
    outcomes.set(mistake.id, failed);
    expect(failed).toEqual([]);
  });
});
