// Bench of the Generate mode, called by bench/run.ts: the test's model server (test/e2e/harness/modelServer.ts) streams the
// dev demo's answer (prose around the 40-line roadmap spec) in the OpenAI protocol at 100 tokens per second, behind an nginx
// proxy location; the page's fetch is wrapped to time each token's arrival. A benchmark, not a test: it asserts nothing.
//  - first token of the fenced block → first picture;
//  - pictures per second while the block streams (first block token → last token);
//  - the longest frame meanwhile (aim < 50 ms);
//  - last token → final picture.
import type { Browser } from 'playwright-core';
import { DEMO_MODEL_NAME } from '../devServer/demoModels';
import { DEMO_CHAT_ANSWER } from '../devServer/demoStreams';
import { tokensOf } from '../src/pages/dynamic/stream/chunking';
import { startModelServer } from '../test/e2e/harness/modelServer';
import { startNginx } from '../test/e2e/harness/nginx';
import { summarize, type Summary } from './stats';
import { afterPrecache } from './coldLoads';

export const GENERATE_TOKENS_PER_SECOND = 100;

export interface GenerateBenchResult {
  runs: number;
  tokens: number;
  tokensPerSecond: number;
  firstBlockTokenToFirstPictureMs: Summary;
  picturesPerSecond: Summary;
  longestFrameMs: Summary;
  lastTokenToFinalPictureMs: Summary;
}

declare global {
  interface Window {
    __generateBench?: { tokens: Array<{ at: number; text: string }>; pictures: number[]; frames: number[] };
  }
}

/** Runs in the page before its scripts: records each model token's arrival (OpenAI SSE deltas), each new picture and each frame. */
function instrument(): void {
  const bench = { tokens: [] as Array<{ at: number; text: string }>, pictures: [] as number[], frames: [] as number[] };
  window.__generateBench = bench;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (!String(input instanceof Request ? input.url : input).endsWith('/chat/completions') || !response.body) return response;
    const decoder = new TextDecoder();
    let pending = '';
    const timed = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          const at = performance.now();
          pending += decoder.decode(chunk, { stream: true });
          const events = pending.split('\n\n');
          pending = events.pop() ?? '';
          for (const event of events) {
            const data = /^data: (.*)$/m.exec(event)?.[1];
            if (!data || data === '[DONE]') continue;
            const text = (JSON.parse(data) as { choices: Array<{ delta?: { content?: string } }> }).choices[0]?.delta?.content;
            if (text) bench.tokens.push({ at, text });
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(timed, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const frame = (time: number) => {
    bench.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const watchStage = () => {
    const stage = document.querySelector('[data-picture-version]');
    if (!stage) return setTimeout(watchStage, 20);
    new MutationObserver(() => bench.pictures.push(performance.now())).observe(stage, {
      attributes: true,
      attributeFilter: ['data-picture-version'],
    });
  };
  document.addEventListener('DOMContentLoaded', watchStage);
}

export async function benchGenerate(distDir: string, browser: Browser, runs = 10): Promise<GenerateBenchResult> {
  const paceMs = 1000 / GENERATE_TOKENS_PER_SECOND;
  const model = await startModelServer({ kind: 'answer', text: DEMO_CHAT_ANSWER, paceMs });
  const server = await startNginx(distDir, model.proxyLocations('sk-bench'));
  const samples: Array<{ firstPicture: number; perSecond: number; longestFrame: number; lastToFinal: number }> = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      process.stdout.write(`\rGenerate: run ${run + 1} of ${runs}`);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(instrument);
      await page.goto(`${server.origin}/dynamic`);
      await page.getByRole('heading', { name: 'Dynamic', level: 1 }).waitFor();
      // Generation is measured, not the engine chunk's download and start-up.
      await page.getByText('Loading the rendering engine…').waitFor({ state: 'hidden' });
      await afterPrecache(page);
      await page.getByLabel('Provider', { exact: true }).selectOption({ label: 'Custom' });
      await page.getByLabel('Base URL', { exact: true }).fill('/llm/openai/v1');
      await page.getByLabel('Model', { exact: true }).fill(DEMO_MODEL_NAME);
      await page.getByLabel('Prompt', { exact: true }).fill('A roadmap');
      await page.evaluate(() => {
        const bench = window.__generateBench!;
        bench.pictures.length = 0;
        bench.frames.length = 0;
      });
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await page.getByRole('region', { name: 'Model answer' }).getByText(`${DEMO_MODEL_NAME} answered`).waitFor({ timeout: 60_000 });
      // One more frame so the final picture's attribute change is recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      samples.push(
        await page.evaluate(() => {
          const bench = window.__generateBench!;
          let answer = '';
          let firstBlockToken: number | null = null;
          for (const token of bench.tokens) {
            // The block's first token: the first to arrive after the opening fence line is complete.
            if (firstBlockToken === null && /```infographic[^\n]*\n/.test(answer)) firstBlockToken = token.at;
            answer += token.text;
          }
          const lastToken = bench.tokens.at(-1)?.at;
          if (firstBlockToken === null || lastToken === undefined) throw new Error('no fenced block arrived');
          const pictures = bench.pictures.filter((at) => at >= firstBlockToken);
          if (pictures.length === 0) throw new Error('no picture was drawn');
          const during = pictures.filter((at) => at <= lastToken).length;
          const finalAt = pictures.at(-1)!;
          let longest = 0;
          const frames = bench.frames.filter((at) => at >= firstBlockToken && at <= finalAt);
          for (let i = 1; i < frames.length; i += 1) longest = Math.max(longest, frames[i] - frames[i - 1]);
          return {
            firstPicture: pictures[0] - firstBlockToken,
            perSecond: (during * 1000) / (lastToken - firstBlockToken),
            longestFrame: longest,
            lastToFinal: Math.max(0, finalAt - lastToken),
          };
        }),
      );
      await context.close();
    }
  } finally {
    process.stdout.write('\n');
    await server.stop();
    await model.stop();
  }
  return {
    runs,
    tokens: tokensOf(DEMO_CHAT_ANSWER).length,
    tokensPerSecond: GENERATE_TOKENS_PER_SECOND,
    firstBlockTokenToFirstPictureMs: summarize(samples.map((s) => s.firstPicture)),
    picturesPerSecond: summarize(samples.map((s) => s.perSecond)),
    longestFrameMs: summarize(samples.map((s) => s.longestFrame)),
    lastTokenToFinalPictureMs: summarize(samples.map((s) => s.lastToFinal)),
  };
}

export function formatGenerateBench(result: GenerateBenchResult): string[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  const ms = (summary: Summary) => `median ${round(summary.median)} ms, p95 ${round(summary.p95)} ms, max ${round(summary.max)} ms`;
  return [
    `Generate (the demo answer, ${result.tokens} tokens at ${result.tokensPerSecond}/s through the test's model server, ${result.runs} runs): first token of the fenced block → first picture ${ms(result.firstBlockTokenToFirstPictureMs)}`,
    `Generate pictures per second while the block streams: median ${round(result.picturesPerSecond.median)} (min ${round(result.picturesPerSecond.min)})`,
    `Generate longest frame while streaming: ${ms(result.longestFrameMs)} (aim < 50 ms)`,
    `Generate last token → final picture: ${ms(result.lastTokenToFinalPictureMs)}`,
  ];
}
