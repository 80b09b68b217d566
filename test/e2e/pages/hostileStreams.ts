// The hostile streams of issue #27 on the Dynamic page (a streamed spec and a model answer that never end), driven one way
// for the browser spec (dynamicBounded.e2e.ts: what the user sees) and the bench (bench/hostileStreams.ts: how long the
// page's tasks were and how soon Stop answered). Each run returns what it saw and what it timed; the caller picks.
import type { BrowserContext } from 'playwright-core';
import { eventually } from '../harness/eventually';
import { startModelServer, type ModelServer } from '../harness/modelServer';
import { startNginx, type NginxServer } from '../harness/nginx';
import { additionsFor } from '../harness/nginxConfig';
import { startStreamServer, type StreamServer } from '../harness/streamServer';
import { DynamicPage } from './dynamicPage';
import { clickAnswer, longTasksBetween, noteWhenShown, pageNow, recordLongTasks, shownAt, timeNextClick } from './mainThread';

/** 15,000 characters a second: the pace of the attack (868,306 characters in 60 s). */
const ATTACK = { paceMs: 20, chars: 300 };
/** 100,000 characters a second: the 200,000-character cap in about 2 s. */
const FLOOD = { paceMs: 10, chars: 1000 };
/** The stream server's query for a pace. */
const paceQuery = ({ paceMs, chars }: typeof ATTACK) => `pace=${paceMs}&chars=${chars}`;
/** How long after Stop the page is still watched, from a moment after its message. */
const AFTER_STOP_MS = 1000;
const SETTLE_MS = 250;

/** The app behind nginx with the test's stream locations and docs/deploy.md's model proxy to an endless model. */
export interface HostileSite {
  origin: string;
  model: ModelServer;
  stop(): Promise<void>;
}

export async function startHostileSite(dist: string): Promise<HostileSite> {
  const streams: StreamServer = await startStreamServer();
  const model = await startModelServer({ kind: 'endless', ...ATTACK });
  const recipe = model.proxyLocations('sk-server-side');
  // The stream locations beside the model proxy recipe (which names the site's origin, so it is made per origin).
  const nginx: NginxServer = await startNginx(dist, (origin) => {
    const models = additionsFor(recipe, origin);
    return { ...models, server: `${streams.nginxLocations}\n${models.server ?? ''}` };
  });
  return {
    origin: nginx.origin,
    model,
    async stop() {
      await nginx.stop();
      await streams.stop();
      await model.stop();
    },
  };
}

/**
 * The Dynamic page, its long tasks recorded from the start, with its engine in and warm: the roadmap preset played to the end
 * first, so the engine's first drawing (its code compiled, its fonts in) is behind us and what follows is the stream's work.
 * `open` navigates the context's page to /dynamic and waits for the page.
 */
export async function openWarmDynamic(context: BrowserContext, open: () => Promise<DynamicPage['page']>): Promise<DynamicPage> {
  await recordLongTasks(context);
  const dynamic = new DynamicPage(await open());
  await dynamic.chooseView('A streamed spec');
  await dynamic.speed.selectOption({ label: 'As fast as possible' });
  await dynamic.button('Play').click();
  await dynamic.waitForText(dynamic.summary, /The stream ended and the spec renders without errors\./);
  return dynamic;
}

/** What a run showed the user, and the page's long tasks (ms) from its start to its end. */
export interface CapRun {
  message: string;
  longTasks: number[];
}

/** An endless spec stream, flooding, runs into the 200,000-character cap. */
export async function streamToCap(dynamic: DynamicPage): Promise<CapRun> {
  const page = dynamic.page;
  await dynamic.streamUrl.fill(`/streams/endless?${paceQuery(FLOOD)}`);
  await noteWhenShown(page, 'cap', /The stream went past 200,000 characters/);
  const from = await pageNow(page);
  await dynamic.button('Connect').click();
  const message = await dynamic.waitForText(dynamic.connectionMessage, /went past/);
  const to = (await eventually(
    () => shownAt(page, 'cap'),
    (at) => at !== null,
  )) as number;
  return { message, longTasks: await longTasksBetween(page, from, to) };
}

/** The warm page on Generate, asking the site's model through the proxy for an answer that never ends, at `pace`. */
async function askEndlessModel(dynamic: DynamicPage, site: HostileSite, pace: typeof ATTACK): Promise<void> {
  site.model.behave({ kind: 'endless', ...pace });
  await dynamic.chooseView('Generate');
  await dynamic.useCustomModel('/llm/openai/v1', 'test-model');
  await dynamic.field('Prompt').fill('A plan that never ends');
}

/** An endless model answer, flooding, runs into the 200,000-character cap. */
export async function answerToCap(dynamic: DynamicPage, site: HostileSite): Promise<CapRun> {
  await askEndlessModel(dynamic, site, FLOOD);
  const page = dynamic.page;
  await noteWhenShown(page, 'cap', /The answer went past 200,000 characters/);
  const from = await pageNow(page);
  await dynamic.button('Generate').click();
  const message = await dynamic.waitForText(dynamic.modelAnswer.getByRole('alert'), /went past/);
  const to = (await eventually(
    () => shownAt(page, 'cap'),
    (at) => at !== null,
  )) as number;
  return { message, longTasks: await longTasksBetween(page, from, to) };
}

/** What Stop did: the message it showed, the pictures drawn after it, how soon it answered, the long tasks around it. */
export interface StopRun {
  /** Milliseconds from the click's input to the stopped message on screen. */
  stopMs: number;
  /** Pictures drawn in the AFTER_STOP_MS from a moment after the stopped message (a stream left running keeps drawing). */
  picturesAfterStop: number;
  /** Long tasks (ms) from the stream's start to AFTER_STOP_MS after Stop. */
  longTasks: number[];
}

/**
 * Starts a stream with `start`, lets it run past its first picture for a while (about 30,000 characters at the attack's
 * pace), presses Stop and waits for `stopped`, then watches the page a while longer.
 */
async function stopWhileStreaming(dynamic: DynamicPage, start: () => Promise<void>, stopped: RegExp): Promise<StopRun> {
  const page = dynamic.page;
  const from = await pageNow(page);
  const drawn = await dynamic.pictureVersion();
  await start();
  await eventually(
    () => dynamic.pictureVersion(),
    (version) => version > drawn,
    { what: 'the stream’s first picture' },
  );
  await page.waitForTimeout(2000);
  await timeNextClick(page, 'stop', 'Stop', stopped);
  await dynamic.button('Stop').click();
  const answer = await eventually(
    () => clickAnswer(page, 'stop'),
    (timing) => timing !== null,
    { what: 'the stopped message' },
  );
  // a drawing of what arrived before Stop may still be on its way (it is the text that stays); what follows it is watched
  await page.waitForTimeout(SETTLE_MS);
  const atStop = await dynamic.pictureVersion();
  await page.waitForTimeout(AFTER_STOP_MS);
  return {
    stopMs: answer!.fromInput,
    picturesAfterStop: (await dynamic.pictureVersion()) - atStop,
    longTasks: await longTasksBetween(page, from, await pageNow(page)),
  };
}

/** Stop pressed on an endless spec stream at the attack's pace. */
export async function stopEndlessStream(dynamic: DynamicPage): Promise<StopRun> {
  await dynamic.streamUrl.fill(`/streams/endless?${paceQuery(ATTACK)}`);
  return stopWhileStreaming(dynamic, () => dynamic.button('Connect').click(), /Stopped: [\d,]+ characters arrived/);
}

/** Stop pressed on an endless model answer at the attack's pace. */
export async function stopEndlessAnswer(dynamic: DynamicPage, site: HostileSite): Promise<StopRun> {
  await askEndlessModel(dynamic, site, ATTACK);
  return stopWhileStreaming(dynamic, () => dynamic.button('Generate').click(), /Stopped\. What arrived so far stays\./);
}
