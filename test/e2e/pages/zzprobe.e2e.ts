import { useBrowser } from '../harness/browserSession';
import { startNginx, type NginxServer } from '../harness/nginx';
import { pageNamed } from '../harness/pages';
import { startStreamServer, type StreamServer } from '../harness/streamServer';
import { suiteDist } from '../harness/suiteEnv';
import { DynamicPage } from './dynamicPage';
import { startModelServer, type ModelServer } from '../harness/modelServer';
import type { Page } from 'playwright-core';

let model: ModelServer;

/** Installs, in the page, a timer from the Stop click (handler and event time) to a message matching `done`. */
async function watchStop(page: Page, button: string, messageSelector: string, done: string) {
  await page.evaluate(
    ({ button, messageSelector, done }) => {
      const w = window as unknown as { __stop: Record<string, number> };
      w.__stop = {};
      document.addEventListener('click', (event) => {
        const target = event.target as HTMLElement;
        if (target.textContent !== button) return;
        w.__stop.handler = performance.now();
        w.__stop.event = event.timeStamp;
        const check = () => {
          const text = [...document.querySelectorAll(messageSelector)].map((e) => e.textContent).join(' ');
          if (new RegExp(done).test(text)) { w.__stop.shown = performance.now(); observer.disconnect(); }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, true);
    },
    { button, messageSelector, done },
  );
}

const session = useBrowser();
let streams: StreamServer;
let nginx: NginxServer;
beforeAll(async () => {
  streams = await startStreamServer();
  model = await startModelServer({ kind: 'endless', paceMs: Number(process.env.PACE ?? 5), chars: Number(process.env.CHARS ?? 2000) });
  nginx = await startNginx(process.env.PROBE_DIST ?? suiteDist(), streams.nginxLocations + '\n' + model.proxyLocations('k'));
});
afterAll(async () => {
  await nginx?.stop();
  await streams?.stop();
  await model?.stop();
});

async function open(view: 'Live data' | 'A streamed spec' | 'Generate') {
  const visit = await session.visit({ origin: nginx.origin });
  await visit.context.addInitScript(() => {
    const w = window as unknown as { __tasks: number[] };
    w.__tasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__tasks.push([Math.round(e.startTime), Math.round(e.duration)] as unknown as number))).observe({ type: 'longtask', buffered: true });
    const mo = new MutationObserver(() => { const m = document.querySelector('form[aria-label="Real stream"] p[role]'); if (m && /went past/.test(m.textContent ?? '') && !(window as any).__capAt) (window as any).__capAt = performance.now(); });
    document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { subtree: true, childList: true, characterData: true }));
  });
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  await dynamic.chooseView(view);
  await dynamic.page.waitForFunction(() => !document.body.textContent?.includes('Loading the rendering engine'));
  await dynamic.page.waitForTimeout(1500);
  return { visit, dynamic };
}

const MODE = process.env.PROBE ?? 'feed';

jest.setTimeout(400_000);
it('probe', async () => {
  const WAIT = Number(process.env.WAIT ?? 10000);
  if (MODE === 'endless') {
    const { visit, dynamic } = await open('A streamed spec');
    const page = dynamic.page;
    await dynamic.streamUrl.fill(`/streams/endless?pace=${process.env.PACE ?? 5}&chars=${process.env.CHARS ?? 2000}`);
    await watchStop(page, 'Stop', 'form[aria-label="Real stream"] p[role]', '^Stopped|limit|stopped there');
    await page.evaluate(() => ((window as unknown as { __tasks: number[] }).__tasks = []));
    const t0 = Date.now();
    const cdp = await page.context().newCDPSession(page);
    if (process.env.PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 }); await cdp.send('Profiler.start'); }
    await dynamic.button('Connect').click();
    await page.waitForTimeout(WAIT);
    if (process.env.PROFILE) { const { profile } = await cdp.send('Profiler.stop'); require('fs').writeFileSync('/tmp/probe.cpuprofile', JSON.stringify(profile)); }
    const before = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const len1 = (await dynamic.specText.inputValue()).length;
    const clickAt = Date.now();
    await dynamic.button('Stop').click({ timeout: 120000 }).catch((e) => console.log('click', String(e)));
    const clickMs = Date.now() - clickAt;
    await page.waitForTimeout(3000);
    const stop = await page.evaluate(() => (window as unknown as { __stop: Record<string, number> }).__stop);
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    console.log(JSON.stringify({ elapsed: clickAt - t0, lenAtStop: len1, longestBefore: Math.max(0, ...before.map((t: any) => t[1])), tasksBefore: before, longest: Math.max(0, ...tasks.map((t: any) => t[1])), clickMs, stop, stopHandlerToShown: stop.shown - stop.handler, stopEventToShown: stop.shown - stop.event, capAt: await page.evaluate(() => (window as any).__capAt), message: await dynamic.connectionMessage.innerText(), pageErrors: visit.watch.problems().pageErrors.length }));
  }
  if (MODE === 'generate') {
    const visit = await session.visit({ origin: nginx.origin });
    await visit.context.addInitScript(() => {
      const w = window as unknown as { __tasks: number[] };
      w.__tasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__tasks.push([Math.round(e.startTime), Math.round(e.duration)] as unknown as number))).observe({ type: 'longtask', buffered: true });
    const mo = new MutationObserver(() => { const m = document.querySelector('form[aria-label="Real stream"] p[role]'); if (m && /went past/.test(m.textContent ?? '') && !(window as any).__capAt) (window as any).__capAt = performance.now(); });
    document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { subtree: true, childList: true, characterData: true }));
    });
    await visit.app.goto('/dynamic');
    await visit.app.waitForPage(pageNamed('Dynamic'));
    const dynamic = new DynamicPage(visit.app.page);
    const page = dynamic.page;
    await dynamic.useCustomModel('/llm/openai/v1', 'm');
    await dynamic.field('Prompt').fill('endless please');
    await watchStop(page, 'Stop', 'section[aria-label="Model answer"] [role]', 'Stopped|passed');
    await page.evaluate(() => ((window as unknown as { __tasks: number[] }).__tasks = []));
    const t0 = Date.now();
    const cdp = await page.context().newCDPSession(page);
    if (process.env.PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 }); await cdp.send('Profiler.start'); }
    await dynamic.button('Generate').click();
    await page.waitForTimeout(WAIT);
    if (process.env.PROFILE) { const { profile } = await cdp.send('Profiler.stop'); require('fs').writeFileSync('/tmp/probe.cpuprofile', JSON.stringify(profile)); }
    const before = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const clickAt = Date.now();
    await dynamic.button('Stop').click({ timeout: 120000 }).catch((e) => console.log('click', String(e)));
    const clickMs = Date.now() - clickAt;
    await page.waitForTimeout(3000);
    const stop = await page.evaluate(() => (window as unknown as { __stop: Record<string, number> }).__stop);
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    console.log(JSON.stringify({ elapsed: clickAt - t0, longestBefore: Math.max(0, ...before.map((t: any) => t[1])), tasksBefore: before, longest: Math.max(0, ...tasks.map((t: any) => t[1])), clickMs, stop, stopHandlerToShown: stop.shown - stop.handler, stopEventToShown: stop.shown - stop.event, answer: (await dynamic.modelAnswer.innerText()).slice(-300), pageErrors: visit.watch.problems().pageErrors.length }));
  }
  if (MODE === 'feed') {
    const { visit, dynamic } = await open('Live data');
    const page = dynamic.page;
    await page.getByRole('radio', { name: 'Server-sent events feed' }).check();
    await page.getByLabel('Data URL').fill('/streams/fast-feed?rows=50&every=20');
    await page.evaluate(() => ((window as unknown as { __tasks: number[] }).__tasks = []));
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const versions: string[] = [];
    const stacks: string[] = [];
    page.on('pageerror', (e) => stacks.push(String(e.stack)));
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') stacks.push('CONSOLE ' + m.text()); });
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(500);
      versions.push(String(await dynamic.stage.getAttribute('data-picture-version').catch(() => null)));
    }
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const errs = visit.watch.problems().pageErrors;
    require('fs').writeFileSync('/tmp/probe-nest.json', JSON.stringify(await page.evaluate(() => [(window as any).__nest, (window as any).__sync])));
    require('fs').writeFileSync('/tmp/probe-stacks.txt', stacks.slice(0, 5).join('\n=====\n'));
    console.log(JSON.stringify({ versions, longest: Math.max(0, ...tasks.map((t: any) => t[1])), ntasks: tasks.length, pageErrors: errs.length, first: [], drawn: await page.locator('dl.dynamic-facts').innerText() }));
  }
});
