// Mutated samples of every template through validate and render in jsdom: no exception, no uncaught error, every
// diagnostic a located sentence, nothing past the size limits. The counts and the seed are printed for the record.
import fc from 'fast-check';
import type { InfographicSpec, RenderHandle, ValidationResult } from '../../src/engine';
import { createEngine } from '../../src/engine/engine';
import { MAX_DEPTH, MAX_ITEMS, MAX_SOURCE_CHARS, MAX_SOURCE_LINES, checkItemCount } from '../../src/engine/spec/sizeLimits';
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, diagnosticProblems, printSummary } from './fuzzRun';
import { mutatedSpecArb } from './mutations';

/**
 * Every generated spec is validated (~1 ms of CPU each in jsdom); a fixed 30% of that count is also drawn: a render costs
 * ~15 ms of CPU in jsdom (up to 350 ms for the largest templates), and the fuzz files together stay near a minute of CPU.
 */
const VALIDATE_RUNS = 10_000;
const RENDER_RUNS = 3_000;
/** Every this many renders, a fresh render() (new stage, first-render path) instead of an update of the open picture. */
const FRESH_RENDER_EVERY = 25;

const engine = createEngine();
const templates = engine.templates().map((t) => t.name);
const textSamples = templates.map((name) => engine.sampleSource(name));
// JSON options of every fifth template: the same mutations on the other input form
const jsonSamples = templates.filter((_, i) => i % 5 === 0).map((name) => JSON.stringify(engine.sampleOptions(name), null, 2));
const samples = [...textSamples, ...jsonSamples];
const counts = { validated: 0, rendered: 0, 'fresh renders': 0, 'pictures drawn': 0 };

const consoleErrors: string[] = [];
/** Other library warnings: listed in the summary for the record, not failures (the library warns on odd input by design). */
const otherWarnings = new Set<string>();
const pageErrors: string[] = [];
const onError = (event: ErrorEvent) => pageErrors.push(String(event.error ?? event.message));
const onRejection = (event: PromiseRejectionEvent) => pageErrors.push(String(event.reason));

beforeAll(() => {
  // jsdom has no 2D canvas: its getContext reports "not implemented" to the console; a browser without one returns null
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // without a canvas the library measures text with bundled font data and warns once a text; browsers never take that path
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!/not registered, using fallback font data/.test(text)) otherWarnings.add(text.slice(0, 200));
  });
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  jest.restoreAllMocks();
  printSummary('engine', counts);
  if (otherWarnings.size) process.stdout.write(`library warnings seen: ${[...otherWarnings].join(' | ')}\n`);
});

/** Items in every list and tree, and the deepest chain of children: counted here independently of the engine. */
function measure(spec: InfographicSpec): { items: number; depth: number } {
  let items = 0;
  let depth = 0;
  const stack: Array<[unknown, number]> = [];
  const data = (spec.data ?? {}) as Record<string, unknown>;
  for (const value of Object.values(data)) if (Array.isArray(value)) value.forEach((item) => stack.push([item, 1]));
  if (data.root && typeof data.root === 'object') stack.push([data.root, 1]);
  while (stack.length) {
    const [item, level] = stack.pop()!;
    items += 1;
    depth = Math.max(depth, level);
    const children = item && typeof item === 'object' ? (item as { children?: unknown }).children : undefined;
    if (Array.isArray(children)) children.forEach((child) => stack.push([child, level + 1]));
  }
  return { items, depth };
}

/** What must hold for any source's validation result. */
function resultProblems(source: string, result: ValidationResult): string[] {
  const lineCount = source.split('\n').length;
  const problems = diagnosticProblems(result.diagnostics, lineCount);
  if (result.ok !== !result.diagnostics.some((d) => d.severity === 'error')) problems.push('ok disagrees with the diagnostics');
  if (source.length > MAX_SOURCE_CHARS || lineCount > MAX_SOURCE_LINES) {
    if (result.options !== null) problems.push('a source over the size limits was parsed');
  }
  // the Dynamic page refuses a spec on this count before any parsing: it must never refuse one validate accepts
  if (result.ok && checkItemCount(source).length > 0) problems.push('the item pre-count refuses a spec validate accepts');
  if (result.ok && result.options) {
    const size = measure(result.options);
    if (size.items > MAX_ITEMS) problems.push(`accepted ${size.items} items (limit ${MAX_ITEMS})`);
    if (size.depth > MAX_DEPTH) problems.push(`accepted depth ${size.depth} (limit ${MAX_DEPTH})`);
  }
  return problems;
}

test(
  `validate: ${VALIDATE_RUNS} mutated samples, never a throw, every diagnostic a sentence without a location`,
  () => {
    fc.assert(
      fc.property(mutatedSpecArb(samples), ({ source }) => {
        const result = engine.validate(source);
        counts.validated += 1;
        expect(resultProblems(source, result)).toEqual([]);
      }),
      { seed: FUZZ_SEED, numRuns: VALIDATE_RUNS },
    );
    // whole-input edge cases the line mutations do not reach
    for (const source of [
      'x'.repeat(MAX_SOURCE_CHARS + 1),
      '\n'.repeat(MAX_SOURCE_LINES + 1),
      `infographic ${templates[0]}\n${' '.repeat(200)}x`,
    ]) {
      expect(resultProblems(source, engine.validate(source))).toEqual([]);
      counts.validated += 1;
    }
    expect(consoleErrors).toEqual([]);
  },
  FUZZ_TIMEOUT_MS,
);

test(
  `render: ${RENDER_RUNS} mutated samples drawn in jsdom, never a throw or an uncaught error, the picture within the limits`,
  async () => {
    const container = document.createElement('div');
    document.body.append(container);
    let handle: RenderHandle = engine.render(container, textSamples[0]!);
    let run = 0;
    fc.assert(
      fc.property(mutatedSpecArb(samples), ({ source }) => {
        run += 1;
        let result: ValidationResult;
        if (run % FRESH_RENDER_EVERY === 0) {
          // the first-render path: a new handle on a new container, torn down after
          const fresh = document.createElement('div');
          document.body.append(fresh);
          const once = engine.render(fresh, source);
          result = {
            options: null,
            diagnostics: once.diagnostics,
            ok: !once.diagnostics.some((d) => d.severity === 'error'),
            format: 'syntax',
          };
          if (once.svg) counts['pictures drawn'] += 1;
          once.destroy();
          once.destroy(); // safe twice
          fresh.remove();
          counts['fresh renders'] += 1;
        } else {
          const before = handle.svg;
          result = handle.update(source);
          if (handle.svg && handle.svg !== before) counts['pictures drawn'] += 1;
        }
        counts.rendered += 1;
        expect(diagnosticProblems(result.diagnostics, source.split('\n').length)).toEqual([]);
        expect(diagnosticProblems(handle.diagnostics, Infinity)).toEqual([]);
        if (handle.options) {
          const size = measure(handle.options);
          expect(size.items).toBeLessThanOrEqual(MAX_ITEMS);
          expect(size.depth).toBeLessThanOrEqual(MAX_DEPTH);
        }
        if (run % 500 === 0) {
          // a long session: start over now and then, as a page does
          handle.destroy();
          handle = engine.render(container, textSamples[run % textSamples.length]!);
        }
      }),
      { seed: FUZZ_SEED + 1, numRuns: RENDER_RUNS },
    );
    await handle.whenLoaded();
    await new Promise((resolve) => setTimeout(resolve, 0)); // let icon loads and queued callbacks finish
    handle.destroy();
    container.remove();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    // the fuzz reached the drawing code, not only the error paths
    expect(counts['pictures drawn']).toBeGreaterThan(RENDER_RUNS / 10);
  },
  FUZZ_TIMEOUT_MS,
);
