// Hostile streams and feeds on the Dynamic page (issue #27): a live-data feed of 50 rows every 20 ms, a streamed spec and a
// model answer that never end. Each is bounded and coalesced: no page error and a picture that keeps up under the feed (which
// the panel calls too fast), a stream stopped at its cap with a message saying the limit, and Stop stopping the stream: its
// message shows and, from a moment after it, no picture is drawn. How long the page's tasks were meanwhile, and how soon Stop answered, are
// timings: `npm run bench` measures them (bench/hostileStreams.ts), with the same runs (./hostileStreams.ts).
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { pageNamed } from '../harness/pages';
import { suiteDist } from '../harness/suiteEnv';
import { DynamicPage } from './dynamicPage';
import {
  answerToCap,
  openWarmDynamic,
  startHostileSite,
  stopEndlessAnswer,
  stopEndlessStream,
  streamToCap,
  type HostileSite,
} from './hostileStreams';

const session = useBrowser();
let site: HostileSite;

beforeAll(async () => {
  site = await startHostileSite(suiteDist());
});

afterAll(async () => {
  await site?.stop();
});

/** A new visitor on the warm Dynamic page (see openWarmDynamic). */
async function openWarm(): Promise<{ visit: Visit; dynamic: DynamicPage }> {
  const visit = await session.visit({ origin: site.origin });
  const dynamic = await openWarmDynamic(visit.context, async () => {
    await visit.app.goto('/dynamic');
    await visit.app.waitForPage(pageNamed('Dynamic'));
    return visit.app.page;
  });
  return { visit, dynamic };
}

it('a feed of 50 rows every 20 ms: no page error, the picture keeps changing, and the panel says the feed is too fast', async () => {
  const visit = await session.visit({ origin: site.origin });
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  const page = dynamic.page;
  await dynamic.chooseView('Live data');
  await page.getByRole('radio', { name: 'Server-sent events feed' }).check();
  await page.getByLabel('Data URL').fill('/streams/fast-feed?rows=50&every=20');
  await dynamic.button('Follow').click();
  await eventually(
    () => page.getByRole('status').filter({ hasText: 'The feed sends faster than the picture can draw; showing the newest rows.' }).count(),
    (count) => count === 1,
    { what: 'the panel saying the feed is too fast' },
  );
  // For five seconds, every second brings a newer picture (the old page froze on its first error).
  let version = await dynamic.pictureVersion();
  for (let second = 0; second < 5; second += 1) {
    const before = version;
    version = await eventually(
      () => dynamic.pictureVersion(),
      (next) => next > before,
      {
        what: `a newer picture than number ${before}`,
        timeoutMs: 3000,
      },
    );
    await page.waitForTimeout(1000);
  }
  expect(await dynamic.pictureText()).toMatch(/Fast feed \d+/);
  const { pageErrors, consoleErrors } = visit.watch.problems();
  expect({ pageErrors, consoleErrors }).toEqual({ pageErrors: [], consoleErrors: [] });
  await dynamic.button('Stop following').click();
});

it('an endless stream stops at 200,000 characters and says so, and keeps what arrived', async () => {
  const { visit, dynamic } = await openWarm();
  const run = await streamToCap(dynamic);
  expect(run.message).toBe(
    'The stream went past 200,000 characters, the most a spec may have, so it was stopped there. The first 200,000 characters stay.',
  );
  // All 200,000 are kept; the field shows the first 10,000 until asked (a 200,000-character field takes ~1 s to lay out).
  await dynamic.waitForText(dynamic.page.getByRole('status'), /The stream wrote 200,000 characters; Spec text shows the first 10,000/);
  expect((await dynamic.specText.inputValue()).length).toBe(10_000);
  expect(visit.watch.problems().pageErrors).toEqual([]);
});

it('Stop on an endless stream stops it: its message shows and no picture follows', async () => {
  const { visit, dynamic } = await openWarm();
  const run = await stopEndlessStream(dynamic);
  expect(run.picturesAfterStop).toBe(0);
  expect(visit.watch.problems().pageErrors).toEqual([]);
});

it('an endless answer stops at 200,000 characters and says so', async () => {
  const { visit, dynamic } = await openWarm();
  const run = await answerToCap(dynamic, site);
  expect(run.message).toBe('The answer went past 200,000 characters, so it was stopped there. The first 200,000 stay.');
  expect(visit.watch.problems().pageErrors).toEqual([]);
});

it('Stop on an endless answer stops it: its message shows and no picture follows', async () => {
  const { visit, dynamic } = await openWarm();
  const run = await stopEndlessAnswer(dynamic, site);
  expect(run.picturesAfterStop).toBe(0);
  expect(visit.watch.problems().pageErrors).toEqual([]);
});
