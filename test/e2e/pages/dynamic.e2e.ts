// The Dynamic page in Chromium behind nginx: a preset played to the end draws what the Renderer draws, scrubbing shows the
// prefix, real streams in all three shapes arrive through nginx from a server on 127.0.0.1, failures are named, a live JSON
// feed redraws only when it changed; no console error, no CSP violation, no foreign request, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { chunkText } from '../../../src/pages/dynamic/stream/chunking';
import { ROADMAP_SPEC } from '../../../src/pages/dynamic/stream/presets';
import { useBrowser, type Visit } from '../harness/browserSession';
import { startNginx, type NginxServer } from '../harness/nginx';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { pageNamed } from '../harness/pages';
import { startStreamServer, type StreamServer } from '../harness/streamServer';
import { suiteDist } from '../harness/suiteEnv';
import { DynamicPage } from './dynamicPage';
import { EditorPage } from './editorPage';
import { RendererPage } from './rendererPage';

const session = useBrowser();
let streams: StreamServer;
let nginx: NginxServer;

beforeAll(async () => {
  streams = await startStreamServer();
  nginx = await startNginx(suiteDist(), streams.nginxLocations);
});

afterAll(async () => {
  await nginx?.stop();
  await streams?.stop();
});

async function openDynamic(): Promise<{ visit: Visit; dynamic: DynamicPage }> {
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  // Generate is the first mode (test/e2e/pages/generate.e2e.ts); these tests watch the streamed spec and live data.
  await dynamic.chooseView('A streamed spec');
  return { visit, dynamic };
}

/** The Renderer's picture text for the same source, in another visitor's page. */
async function rendererPictureOf(text: string, mustShow: string): Promise<string> {
  const other = await session.visit({ origin: nginx.origin });
  await other.app.goto('/renderer');
  await other.app.waitForPage(pageNamed('Renderer'));
  const renderer = new RendererPage(other.app.page);
  await renderer.source.fill(text);
  await renderer.waitForPictureText(mustShow);
  return renderer.pictureText();
}

it('plays a preset to the end: the final picture is the Renderer’s picture of the same text', async () => {
  const { visit, dynamic } = await openDynamic();
  await dynamic.speed.selectOption({ label: 'As fast as possible' });
  await dynamic.button('Play').click();
  await dynamic.waitForText(dynamic.summary, /The stream ended and the spec renders without errors\./);
  const final = await dynamic.waitForPicture((text) => text.includes('Repeat'), 'the last item');
  expect(final).toBe(await rendererPictureOf(ROADMAP_SPEC, 'Repeat'));
  // Every chunk has a verdict on the timeline, and none failed.
  const marks = visit.app.page.getByRole('list', { name: 'Chunks' }).getByRole('button');
  expect(await marks.count()).toBe(chunkText(ROADMAP_SPEC, { unit: 'tokens', size: 1 }).length);
  expect(await visit.app.page.getByRole('button', { name: /: (not drawn yet|failed)/ }).count()).toBe(0);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('scrubbing to the middle shows the picture of that prefix, and Step moves one chunk', async () => {
  const { visit, dynamic } = await openDynamic();
  const chunks = chunkText(ROADMAP_SPEC, { unit: 'tokens', size: 1 });
  // The middle of the list: "Build" is complete, "Measure" has not arrived.
  const middle =
    chunks.findIndex((_, i) =>
      chunks
        .slice(0, i + 1)
        .join('')
        .includes('desc Ship the smallest slice\n'),
    ) + 1;
  await dynamic.position.fill(String(middle));
  const text = await dynamic.waitForPicture((shown) => shown.includes('Build'), 'the prefix up to “Build”');
  expect(text).not.toContain('Measure');
  const prefix = chunks.slice(0, middle).join('');
  expect(text).toBe(await rendererPictureOf(prefix, 'Build'));
  await dynamic.button('Step').click();
  await dynamic.page
    .getByRole('slider', { name: 'Position' })
    .and(dynamic.page.locator(`[value="${middle + 1}"]`))
    .waitFor();
  expect(visit.watch.problems()).toEqual(noProblems());
});

it.each([
  ['plain chunked text', 'text'],
  ['server-sent events carrying text', 'sse'],
  ['chat-completion deltas around a fenced block', 'chat'],
])('follows a real stream of %s through nginx to the final picture', async (_name, shape) => {
  const { visit, dynamic } = await openDynamic();
  await dynamic.streamUrl.fill(`/demo/stream.txt?shape=${shape}&pace=3`);
  await dynamic.button('Connect').click();
  await dynamic.waitForText(
    dynamic.connectionMessage,
    /^The stream from \/demo\/stream\.txt\?shape=\w+&pace=3 ended: [\d,]+ characters arrived\.$/,
  );
  const final = await dynamic.waitForPicture((text) => text.includes('Repeat'), 'the last item');
  expect(final).toContain('Product roadmap');
  await dynamic.waitForText(dynamic.summary, /The stream ended and the spec renders without errors\./);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('names an HTTP error, a stalled stream and a malformed event, keeping what arrived', async () => {
  const { visit, dynamic } = await openDynamic();
  await dynamic.streamUrl.fill('/streams/500');
  await dynamic.button('Connect').click();
  expect(await dynamic.waitForText(dynamic.connectionMessage, /answered 500/)).toBe(
    '/streams/500 answered 500 Internal Server Error: no stream there. Your text is unchanged.',
  );

  await dynamic.stallSeconds.fill('1');
  await dynamic.streamUrl.fill('/streams/stall');
  await dynamic.button('Connect').click();
  expect(await dynamic.waitForText(dynamic.connectionMessage, /Nothing arrived/)).toBe(
    'Nothing arrived for 1 s, so the stream was stopped as stalled. What arrived so far stays.',
  );
  expect(await dynamic.specText.inputValue()).toContain('title Stalled stream');
  await dynamic.waitForPicture((text) => text.includes('Stalled stream') && text.includes('Arrived'), 'what arrived before the stall');

  await dynamic.streamUrl.fill('/streams/malformed');
  await dynamic.button('Connect').click();
  expect(await dynamic.waitForText(dynamic.connectionMessage, /Event 2/)).toMatch(
    /^Event 2 is not valid JSON \(.+\): .+\. The stream was stopped; what arrived before it stays\.$/,
  );
  expect(await dynamic.specText.inputValue()).toBe('infographic list-row-simple-horizontal-arrow\n');

  // The 500 is the only error response (and the browser's console line about it the only console error); the stalled and
  // the malformed stream, both given up by the page, the only aborted requests. The browser reports them asynchronously.
  await eventually(
    () => visit.watch.problems(),
    (report) => report.errorResponses.length > 0 && report.failedRequests.length > 1,
    { what: 'the browser’s reports of those requests' },
  );
  const problems = visit.watch.problems();
  expect(problems.errorResponses).toEqual([`500 ${nginx.origin}/streams/500`]);
  expect(problems.consoleErrors.every((line) => line.includes('500'))).toBe(true);
  expect(problems.failedRequests).toEqual([
    `${nginx.origin}/streams/stall: net::ERR_ABORTED`,
    `${nginx.origin}/streams/malformed: net::ERR_ABORTED`,
  ]);
  expect({ ...problems, errorResponses: [], consoleErrors: [], failedRequests: [] }).toEqual(noProblems());
});

it('Connect to a missing path leaves the typed spec as it was and says what failed', async () => {
  const { visit, dynamic } = await openDynamic();
  const typed = 'infographic list-row-simple-horizontal-arrow\ndata\n  title My own plan\n  lists\n    - label Mine\n';
  await dynamic.specText.fill(typed);
  await dynamic.streamUrl.fill('/streams/missing.txt');
  await dynamic.button('Connect').click();
  expect(await dynamic.waitForText(dynamic.connectionMessage, /answered 404/)).toBe(
    '/streams/missing.txt answered 404 Not Found: no stream there. Your text is unchanged.',
  );
  await eventually(
    () => dynamic.specText.inputValue(),
    (text) => expect(text).toBe(typed),
    { what: 'the typed spec, still in the text box' },
  );
  // the text still plays: it was never replaced by the failed stream
  await dynamic.speed.selectOption({ label: 'As fast as possible' });
  await dynamic.button('Play').click();
  await dynamic.waitForPicture((text) => text.includes('My own plan') && text.includes('Mine'), 'the typed spec drawn');
  const problems = visit.watch.problems();
  expect(problems.errorResponses).toEqual([`404 ${nginx.origin}/streams/missing.txt`]);
  expect({ ...problems, errorResponses: [], consoleErrors: [] }).toEqual(noProblems());
});

it('Stop aborts a stream; what arrived stays and opens in the Renderer', async () => {
  const { visit, dynamic } = await openDynamic();
  await dynamic.streamUrl.fill('/demo/stream.txt?shape=text&pace=200');
  await dynamic.button('Connect').click();
  await dynamic.waitForText(dynamic.connectionMessage, /^Streaming plain text/);
  await dynamic.page.waitForFunction(() => (document.querySelector('textarea')?.value ?? '').includes('data'));
  await dynamic.button('Stop').click();
  await dynamic.waitForText(dynamic.connectionMessage, /^Stopped: [\d,]+ characters arrived from/);
  const arrived = await dynamic.specText.inputValue();
  expect(ROADMAP_SPEC.startsWith(arrived)).toBe(true);
  expect(arrived.length).toBeLessThan(ROADMAP_SPEC.length);
  await dynamic.button('Open in the Renderer').click();
  await visit.app.waitForPage(pageNamed('Renderer'));
  expect(await new RendererPage(visit.app.page).source.inputValue()).toBe(arrived);
  // Stop cancels the request: the browser lists it as aborted (asynchronously), and that is all.
  await eventually(
    () => visit.watch.problems(),
    (report) => report.failedRequests.length > 0,
    { what: 'the browser’s reports of those requests' },
  );
  const problems = visit.watch.problems();
  expect(problems.failedRequests).toEqual([`${nginx.origin}/demo/stream.txt?shape=text&pace=200: net::ERR_ABORTED`]);
  expect({ ...problems, failedRequests: [] }).toEqual(noProblems());
});

it('what arrived opens in the Editor as the current document, and the Editor’s document streams back', async () => {
  const { visit, dynamic } = await openDynamic();
  await dynamic.streamUrl.fill('/demo/stream.txt?shape=sse&pace=200');
  await dynamic.button('Connect').click();
  await dynamic.page.waitForFunction(() => (document.querySelector('textarea')?.value ?? '').includes('label Define'));
  await dynamic.button('Stop').click();
  await dynamic.waitForText(dynamic.connectionMessage, /^Stopped: [\d,]+ characters arrived from/);
  const arrived = await dynamic.specText.inputValue();
  expect(ROADMAP_SPEC.startsWith(arrived)).toBe(true);
  await dynamic.waitForPicture((text) => text.includes('Discover'), 'what arrived');
  await dynamic.button('Open in the Editor').click();
  await visit.app.waitForPage(pageNamed('Editor'));
  const editor = new EditorPage(visit.app.page);
  await editor.waitForText(arrived);

  // Back on the Dynamic page, the Editor's document (edited there) is the spec to play.
  const edited =
    'infographic list-row-simple-horizontal-arrow\ndata\n  title Edited in the Editor\n  lists\n    - label One\n    - label Two\n';
  await editor.replaceText(edited);
  await editor.waitForText(edited);
  await visit.app.navigateTo('Dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  await dynamic.button('Use the Editor’s document').click();
  await eventually(
    () => dynamic.specText.inputValue(),
    (text) => expect(text).toBe(edited),
    { what: 'the Editor’s document in the spec field' },
  );
  await dynamic.speed.selectOption({ label: 'As fast as possible' });
  await dynamic.button('Play').click();
  await dynamic.waitForPicture((text) => text.includes('Edited in the Editor'), 'the edited item');
  const problems = visit.watch.problems();
  expect(problems.failedRequests).toEqual([`${nginx.origin}/demo/stream.txt?shape=sse&pace=200: net::ERR_ABORTED`]);
  expect({ ...problems, failedRequests: [] }).toEqual(noProblems());
});

it('live JSON data: a change redraws the picture, an unchanged answer (304) draws nothing', async () => {
  streams.setData({
    title: 'Live sales',
    items: [
      { region: 'North', sales: 120 },
      { region: 'South', sales: 80 },
    ],
  });
  const { visit, dynamic } = await openDynamic();
  await dynamic.chooseView('Live data');
  const page = dynamic.page;
  await page.getByLabel('Data URL').fill('/streams/data.json');
  await page.getByLabel('Every (s)').fill('1');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await dynamic.waitForPicture((text) => text.includes('North') && text.includes('Live sales'), 'the first data');
  const first = await dynamic.pictureVersion();

  streams.setData({
    title: 'Live sales',
    items: [
      { region: 'North', sales: 120 },
      { region: 'West', sales: 95 },
    ],
  });
  await dynamic.waitForPicture((text) => text.includes('West') && !text.includes('South'), 'the changed data');
  const second = await dynamic.pictureVersion();
  expect(second).toBeGreaterThan(first);

  // Wait for two more polls answered 304: the picture stays the one drawn.
  const seen = streams.dataResponses().notModified;
  const deadline = Date.now() + 20_000;
  while (streams.dataResponses().notModified < seen + 2 && Date.now() < deadline) await page.waitForTimeout(100);
  expect(streams.dataResponses().notModified).toBeGreaterThanOrEqual(seen + 2);
  expect(await dynamic.pictureVersion()).toBe(second);

  // A record that does not fit the mapping: named, and the picture stays.
  streams.setData({
    title: 'Live sales',
    items: [
      { region: 'North', sales: 120 },
      { region: 'West', sales: 'lots' },
    ],
  });
  expect(await dynamic.waitForText(page.getByRole('alert'), /not a number/)).toBe(
    'Record 2: sales is “lots”, not a number. The last picture stays.',
  );
  expect(await dynamic.pictureVersion()).toBe(second);
  expect(await dynamic.pictureText()).toContain('West');
  await page.getByRole('button', { name: 'Stop following' }).click();
  // Chromium reports a 304 to a no-store fetch as an aborted request, though the page reads its status; nothing else went wrong.
  const problems = visit.watch.problems();
  expect(problems.failedRequests.every((line) => line === `${nginx.origin}/streams/data.json: net::ERR_ABORTED`)).toBe(true);
  expect({ ...problems, failedRequests: [] }).toEqual(noProblems());
});

it('live CSV data: the CSV reader is fetched only when CSV arrives, and the rows are drawn', async () => {
  const { visit, dynamic } = await openDynamic();
  const csvReader: string[] = [];
  dynamic.page.on('request', (request) => {
    if (/\/papaparse\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) csvReader.push(request.url());
  });
  await dynamic.chooseView('Live data');
  await dynamic.page.getByLabel('Data URL').fill('/demo/sales.csv');
  expect(csvReader).toEqual([]);
  await dynamic.page.getByRole('button', { name: 'Follow', exact: true }).click();
  const text = await dynamic.waitForPicture((shown) => shown.includes('North') && shown.includes('Online'), 'the CSV rows');
  for (const region of ['South', 'East', 'West']) expect(text).toContain(region);
  expect(csvReader).toHaveLength(1);
  await dynamic.page.getByRole('button', { name: 'Stop following' }).click();
  const problems = visit.watch.problems();
  expect(problems.failedRequests.every((line) => line.startsWith(`${nginx.origin}/demo/sales.csv`))).toBe(true);
  expect({ ...problems, failedRequests: [] }).toEqual(noProblems());
});

it('follows a server-sent events data feed, on a stage the streamed spec has left', async () => {
  const { visit, dynamic } = await openDynamic();
  await dynamic.position.fill('60');
  await dynamic.waitForPicture((text) => text.includes('Product roadmap'), 'a streamed picture');
  await dynamic.chooseView('Live data');
  await dynamic.picture.waitFor({ state: 'detached' });
  await dynamic.page.getByRole('radio', { name: 'Server-sent events feed' }).check();
  // a production build suggests no address (the dev server's /demo/ is not there); this suite's server answers at /demo/
  expect(await dynamic.page.getByLabel('Data URL').inputValue()).toBe('');
  await dynamic.page.getByLabel('Data URL').fill('/demo/sales-feed');
  await dynamic.page.getByRole('button', { name: 'Follow', exact: true }).click();
  const text = await dynamic.waitForPicture((shown) => shown.includes('Sales by region (live demo)'), 'the feed’s data');
  for (const region of ['North', 'South', 'East', 'West', 'Online']) expect(text).toContain(region);
  await dynamic.page.getByRole('button', { name: 'Stop following' }).click();
  // Stop following cancels the feed's open request, which the browser lists as aborted (reported asynchronously).
  await eventually(
    () => visit.watch.problems(),
    (report) => report.failedRequests.length > 0,
    { what: 'the browser’s reports of those requests' },
  );
  const problems = visit.watch.problems();
  expect(problems.failedRequests).toEqual([`${nginx.origin}/demo/sales-feed: net::ERR_ABORTED`]);
  expect({ ...problems, failedRequests: [] }).toEqual(noProblems());
});

it('behind plain nginx the production build offers no /demo/ address: Connect asks for one and the local player works', async () => {
  const visit = await session.visit();
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  await dynamic.chooseView('A streamed spec');
  expect(await dynamic.streamUrl.inputValue()).toBe('');
  const form = visit.app.page.getByRole('form', { name: 'Real stream' });
  expect(await form.innerText()).not.toContain('/demo/');
  expect(await form.locator('datalist option').count()).toBe(0);
  await dynamic.button('Connect').click();
  expect(await dynamic.waitForText(dynamic.connectionMessage, /Enter an address/)).toBe(
    'Enter an address to connect to, such as /streams/spec.txt.',
  );
  await dynamic.preset.selectOption({ label: 'Chart · Revenue by quarter' });
  await dynamic.speed.selectOption({ label: 'As fast as possible' });
  await dynamic.button('Play').click();
  await dynamic.waitForPicture((text) => text.includes('Revenue by quarter') && text.includes('Q4'), 'the chart');
  await dynamic.chooseView('Live data');
  expect(await dynamic.page.getByLabel('Data URL').inputValue()).toBe('');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('has no accessibility violations (WCAG 2.1 A/AA) in either view, mid-stream', async () => {
  const { dynamic } = await openDynamic();
  await dynamic.position.fill('60');
  await dynamic.waitForPicture((text) => text.includes('Product roadmap'), 'a picture');
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const streamView = await new AxeBuilder({ page: dynamic.page }).withTags(tags).analyze();
  expect(streamView.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await dynamic.chooseView('Live data');
  const dataView = await new AxeBuilder({ page: dynamic.page }).withTags(tags).analyze();
  expect(dataView.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
