// The jsdom fuzz families in the real Renderer behind nginx: hostile SVG icons (every form a spec can carry SVG in) and
// control characters in labels. A few dozen cases from a fixed seed: each is drawn, none sets the flag its script would
// set, none makes a CSP violation or a console error, and the page still draws an ordinary spec afterwards.
import fc from 'fast-check';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { FUZZ_SEED } from '../../fuzz/fuzzRun';
import { controlTextPartsArb, hostileIconArb, hostileOptionsArb } from '../../support/hostileInput';
import { RendererPage } from './rendererPage';

const session = useBrowser();

/** Sized for CI's two busy cores: each case is one fill and one drawing (well under a second each). */
const SVG_CASES = 30;
const CONTROL_CASES = 30;
const OPTION_CASES = 30;
/** What a payload's script does, instead of alert(1): set a flag the test reads. */
const FLAG_SCRIPT = 'top.__fuzzFlag=1';
const T = 'list-row-horizontal-icon-arrow';

/** The marker each case's title carries: the picture shows it once that case is drawn ("Case-1-end" is no part of "Case-10-end"). */
const marker = (i: number) => `Case-${i}-end`;

async function openRenderer(visit: Visit): Promise<RendererPage> {
  visit.app.page.on('dialog', (dialog) => void dialog.dismiss());
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  return renderer;
}

/** Draws each source in turn (JSON, as pasted), waiting for its marker in the picture. */
async function drawAll(renderer: RendererPage, sources: string[]): Promise<void> {
  for (const [i, source] of sources.entries()) {
    await renderer.source.fill(source);
    await renderer.waitForPictureText(marker(i));
  }
}

/** Nothing ran, nothing was blocked or fetched, and the page still draws an ordinary spec. */
async function expectInertAndUsable(visit: Visit, renderer: RendererPage, dialogs: string[]): Promise<void> {
  expect(await visit.app.page.evaluate(() => (window as unknown as { __fuzzFlag?: number }).__fuzzFlag)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
  await renderer.source.fill(`infographic ${T}\ndata\n  title Still working\n  lists\n    - label One\n      icon rocket\n`);
  await renderer.waitForPictureText('Still working');
  await eventually(
    () => renderer.shownDiagnostics(),
    (shown) => expect(shown.errors).toEqual([]),
    { what: 'no errors for the ordinary spec' },
  );
}

it(`${SVG_CASES} hostile SVG icons (seed ${FUZZ_SEED}) are drawn inert in the Renderer, under its CSP, without a violation`, async () => {
  const icons = fc.sample(hostileIconArb(FLAG_SCRIPT), { seed: FUZZ_SEED, numRuns: SVG_CASES });
  const sources = icons.map((icon, i) =>
    JSON.stringify(
      {
        template: T,
        data: {
          title: marker(i),
          lists: [
            { label: 'One', icon },
            { label: 'Two', icon: 'rocket' },
          ],
        },
      },
      null,
      2,
    ),
  );
  const visit = await session.visit();
  const dialogs: string[] = [];
  visit.app.page.on('dialog', (dialog) => dialogs.push(dialog.message()));
  const renderer = await openRenderer(visit);
  await drawAll(renderer, sources);
  expect(await renderer.picture.evaluate((svg) => svg.outerHTML)).not.toContain('__fuzzFlag');
  await expectInertAndUsable(visit, renderer, dialogs);
  process.stdout.write(`\nfuzz browser inline svg: seed ${FUZZ_SEED}, ${SVG_CASES} payloads drawn in the Renderer\n`);
});

it(`${CONTROL_CASES} labels with control characters (seed ${FUZZ_SEED}) are drawn, never failing the picture or the CSP`, async () => {
  const texts = fc.sample(controlTextPartsArb, { seed: FUZZ_SEED, numRuns: CONTROL_CASES }).map((parts) => parts.join(''));
  const sources = texts.map((text, i) =>
    JSON.stringify(
      { template: T, data: { title: `${marker(i)} ${text}`, lists: [{ label: `A${text}`, desc: text }, { label: 'Two' }] } },
      null,
      2,
    ),
  );
  const visit = await session.visit();
  const dialogs: string[] = [];
  visit.app.page.on('dialog', (dialog) => dialogs.push(dialog.message()));
  const renderer = await openRenderer(visit);
  await drawAll(renderer, sources);
  await expectInertAndUsable(visit, renderer, dialogs);
  process.stdout.write(`\nfuzz browser control characters: seed ${FUZZ_SEED}, ${CONTROL_CASES} labels drawn in the Renderer\n`);
});

it(`${OPTION_CASES} specs with hostile options (seed ${FUZZ_SEED}) are drawn inert in the Renderer: nothing reaches the page for its CSP to block`, async () => {
  const specs = fc.sample(hostileOptionsArb(FLAG_SCRIPT), { seed: FUZZ_SEED, numRuns: OPTION_CASES });
  const sources = specs.map((spec, i) => JSON.stringify({ ...spec, data: { ...(spec.data as object), title: marker(i) } }, null, 2));
  const visit = await session.visit();
  const dialogs: string[] = [];
  visit.app.page.on('dialog', (dialog) => dialogs.push(dialog.message()));
  const renderer = await openRenderer(visit);
  await drawAll(renderer, sources);
  expect(await renderer.picture.evaluate((svg) => svg.outerHTML)).not.toMatch(/__fuzzFlag|evil\.test/);
  await expectInertAndUsable(visit, renderer, dialogs);
  process.stdout.write(`\nfuzz browser options: seed ${FUZZ_SEED}, ${OPTION_CASES} option trees drawn in the Renderer\n`);
});
