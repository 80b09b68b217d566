// The Dynamic page keeps the user's own Spec text through a failed Connect, a stream stopped half-way and a generation
// stopped mid-answer: it either stays, or one Ctrl+Z in Spec text (or "Restore my text") brings it back. Chromium behind
// nginx, the streams and the model served from 127.0.0.1.
import { ROADMAP_SPEC } from '../../../src/pages/dynamic/stream/presets';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { startNginx, type NginxServer } from '../harness/nginx';
import { pageNamed } from '../harness/pages';
import { startStreamServer, type StreamServer } from '../harness/streamServer';
import { suiteDist } from '../harness/suiteEnv';
import { DynamicPage } from './dynamicPage';
import { MODEL_BASE_URL, MODEL_NAME, startModelServer, type ModelServer } from './generateModelServer';

const session = useBrowser();
let streams: StreamServer;
let model: ModelServer;
let nginx: NginxServer;

const TYPED = 'infographic list-row-simple-horizontal-arrow\ndata\n  title My own plan\n  lists\n    - label Mine\n';

beforeAll(async () => {
  streams = await startStreamServer();
  model = await startModelServer();
  nginx = await startNginx(suiteDist(), `${streams.nginxLocations}\n${model.nginxLocations}`);
});

afterAll(async () => {
  await nginx?.stop();
  await model?.stop();
  await streams?.stop();
});

/** The Dynamic page on the streamed-spec view with the user's own text typed into Spec text. */
async function typedOwnSpec(): Promise<DynamicPage> {
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  await dynamic.chooseView('A streamed spec');
  await dynamic.specText.fill(TYPED);
  return dynamic;
}

async function specTextIs(dynamic: DynamicPage, expected: string, what: string): Promise<void> {
  await eventually(
    () => dynamic.specText.inputValue(),
    (text) => expect(text).toBe(expected),
    { what },
  );
}

/** Connects to a slow stream and stops it once part of the spec arrived; returns what arrived. */
async function stopHalfWay(dynamic: DynamicPage): Promise<string> {
  await dynamic.streamUrl.fill('/demo/stream.txt?shape=text&pace=200');
  await dynamic.button('Connect').click();
  await eventually(
    () => dynamic.specText.inputValue(),
    (text) => text.includes('data'),
    { what: 'part of the streamed spec in Spec text' },
  );
  await dynamic.button('Stop').click();
  await dynamic.waitForText(dynamic.connectionMessage, /^Stopped: [\d,]+ characters arrived from/);
  const arrived = await dynamic.specText.inputValue();
  expect(arrived).not.toBe(TYPED);
  expect(ROADMAP_SPEC.startsWith(arrived)).toBe(true);
  return arrived;
}

it('a Connect that fails (404) leaves the typed text in Spec text, with nothing to restore', async () => {
  const dynamic = await typedOwnSpec();
  await dynamic.streamUrl.fill('/streams/missing.txt');
  await dynamic.button('Connect').click();
  await dynamic.waitForText(dynamic.connectionMessage, /answered 404 Not Found: no stream there\. Your text is unchanged\./);
  await specTextIs(dynamic, TYPED, 'the typed spec, unchanged');
  expect(await dynamic.button('Restore my text').count()).toBe(0);
});

it('a stream stopped half-way: one Ctrl+Z in Spec text brings the typed text back, and the page plays it', async () => {
  const dynamic = await typedOwnSpec();
  await stopHalfWay(dynamic);
  await dynamic.specText.focus();
  await dynamic.page.keyboard.press('Control+z');
  await specTextIs(dynamic, TYPED, 'the typed spec back after one Ctrl+Z');
  await eventually(
    () => dynamic.button('Restore my text').count(),
    (count) => count === 0,
    { what: 'the restore offer gone once the text is back' },
  );
  // The restored text is the one the player plays, not only what the field shows.
  await dynamic.speed.selectOption({ label: 'As fast as possible' });
  await dynamic.button('Play').click();
  await dynamic.waitForPicture((text) => text.includes('My own plan') && text.includes('Mine'), 'the typed spec drawn');
});

it('a stream stopped half-way: "Restore my text" brings the typed text back; typing after the stream drops the offer', async () => {
  const dynamic = await typedOwnSpec();
  await stopHalfWay(dynamic);
  await dynamic.button('Restore my text').click();
  await specTextIs(dynamic, TYPED, 'the typed spec back after Restore my text');

  // Edited after the stream: the new typing is what the user works on now, so the offer to go back to the old text ends.
  const arrived = await stopHalfWay(dynamic);
  await dynamic.specText.focus();
  await dynamic.page.keyboard.press('Control+End');
  await dynamic.page.keyboard.type('X');
  await eventually(
    () => dynamic.button('Restore my text').count(),
    (count) => count === 0,
    { what: 'the restore offer gone after typing' },
  );
  expect(await dynamic.specText.inputValue()).toBe(`${arrived}X`);
});

it('a generation stopped mid-answer leaves the typed Spec text and the prompt as they were', async () => {
  const dynamic = await typedOwnSpec();
  await dynamic.chooseView('Generate');
  await dynamic.useCustomModel(MODEL_BASE_URL, MODEL_NAME);
  await dynamic.field('Stop after silence (s)').fill('60');
  await dynamic.field('Prompt').fill('Please saystall');
  await dynamic.button('Generate').click();
  await dynamic.waitForPicture((text) => text.includes('Plan'), 'the first step of the answer');
  await dynamic.button('Stop').click();
  await eventually(
    () => dynamic.modelAnswer.innerText(),
    (text) => text.includes('Stopped.'),
    { what: 'the answer stopped' },
  );
  expect(await dynamic.field('Prompt').inputValue()).toBe('Please saystall');
  await dynamic.chooseView('A streamed spec');
  await specTextIs(dynamic, TYPED, 'the typed spec, untouched by the generation');
});
