// `node -r ts-node/register bench/engine-update.ts`: the engine's handle.update(text) next to the bare library's
// render(text) of the same texts, in Chromium (the Renderer's keystroke path without React). PROFILE=1 prints hot functions.
// A benchmark, not a test: it asserts nothing about time. BENCH_EDITS (default 100).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBenchBundle, launchBenchChromium } from './benchBundle';

const EDITS = Number(process.env.BENCH_EDITS ?? 100);

function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'engine-update-'));
  await buildBenchBundle('./bench/engine-update-page.ts', outDir, { profile: Boolean(process.env.PROFILE) });
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`file://${join(outDir, 'index.html')}`);
    await page.evaluate(() => window.engineUpdateReady);
    await page.evaluate(() => window.engineUpdateBench(20)); // warm-up (JIT, icon chunk)
    const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const { app, bare } = await page.evaluate((edits) => window.engineUpdateBench(edits), EDITS);
    console.log(`Chromium ${browser.version()}, ${EDITS} edits of the Renderer's default source`);
    console.log(`engine handle.update: ${stats(app)}`);
    console.log(`bare library render:  ${stats(bare)}`);
    if (process.env.PARTS) {
      const parts = await page.evaluate((edits) => window.enginePartsBench(edits), EDITS);
      for (const [name, times] of Object.entries(parts)) console.log(`  ${name.padEnd(16)} ${stats(times)}`);
    }
    const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    console.log(`ratio of medians: ${(med(app) / med(bare)).toFixed(2)}`);
    if (cdp) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[] } };
      const self = new Map<string, number>();
      let total = 0;
      for (const node of profile.nodes) {
        const hits = node.hitCount ?? 0;
        total += hits;
        const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + hits);
      }
      // inclusive time per function (a node counts once per stack it is on)
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of profile.nodes as Array<ProfileNode & { children?: number[] }>) for (const c of n.children ?? []) parent.set(c, n.id);
      const inclusive = new Map<string, number>();
      for (const n of profile.nodes) {
        const hits = n.hitCount ?? 0;
        if (!hits) continue;
        const seen = new Set<string>();
        for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
          const f = byId.get(id)!.callFrame;
          const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
          if (seen.has(key)) continue;
          seen.add(key);
          inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
        }
      }
      console.log('--- inclusive');
      for (const [key, hits] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60))
        console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
      console.log('--- self');
      const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 40));
      for (const [key, hits] of top) console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
      writeFileSync(join(outDir, 'profile.cpuprofile'), JSON.stringify(profile));
      console.log(`profile: ${join(outDir, 'profile.cpuprofile')}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
