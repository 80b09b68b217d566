import fc from 'fast-check';
import { createEngine } from '../../../src/engine/engine';
import { MAX_TEXT_CHARS } from '../../../src/engine/spec/sizeLimits';
import { drawableText } from '../../../src/engine/spec/textLimits';
import { FUZZ_SEED, printSummary } from '../../fuzz/fuzzRun';
import { controlTextPartsArb } from '../../support/hostileInput';

const engine = createEngine();
const T = 'list-grid-badge-card';

function source(label: string): string {
  return `infographic ${T}\ndata\n  title Title\n  lists\n    - label ${label}\n    - label Two\n`;
}

async function draw(text: string) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = engine.render(container, text);
  await handle.whenLoaded();
  return { handle, container };
}

test('a control character in a label is reported at its line and the picture is drawn without it', async () => {
  const { handle, container } = await draw(source('On\u0001e'));
  expect(handle.diagnostics).toContainEqual(
    expect.objectContaining({ severity: 'warning', code: 'control_character', line: 5, message: expect.stringMatching(/U\+0001/) }),
  );
  expect(handle.diagnostics.filter((d) => d.code === 'render_failed')).toEqual([]);
  // jsdom leaves the library's label spans empty (no innerText): what the library is handed is checked instead
  expect(drawableText({ template: T, data: { lists: [{ label: 'On\u0001e\uFFFF' }] } }).data!.lists![0]!.label).toBe('One');
  handle.destroy();
  container.remove();
});

test('overlong text is reported at its line and drawn shortened', async () => {
  const { handle, container } = await draw(source('x'.repeat(10_000)));
  expect(handle.diagnostics).toContainEqual(
    expect.objectContaining({ code: 'text_too_long', line: 5, message: expect.stringMatching(/10,000 characters/) }),
  );
  const drawn = drawableText({ template: T, data: { title: 'x'.repeat(10_000) } }).data!.title as string;
  expect(drawn).toBe(`${'x'.repeat(MAX_TEXT_CHARS)}…`);
  handle.destroy();
  container.remove();
});

const CONTROL_RUNS = 60;

test(`fuzz: ${CONTROL_RUNS} labels with control characters never fail the picture`, async () => {
  await fc.assert(
    fc.asyncProperty(controlTextPartsArb, async (parts) => {
      const label = `A${parts.join('')}`.replace(/[\r\n]/g, '');
      const spec = { template: T, data: { title: `T${parts.join('')}`, lists: [{ label, desc: label }] } };
      const container = document.createElement('div');
      document.body.appendChild(container);
      const handle = engine.render(container, spec);
      await handle.whenLoaded();
      expect(handle.diagnostics.filter((d) => d.code === 'render_failed')).toEqual([]);
      expect(handle.svg).not.toBeNull();
      handle.destroy();
      container.remove();
    }),
    { seed: FUZZ_SEED, numRuns: CONTROL_RUNS },
  );
  printSummary('control characters', { rendered: CONTROL_RUNS });
});
