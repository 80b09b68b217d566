// `node -r ts-node/register bench/engine-render.ts`: median render time per template in Chromium, plus engine/icons chunk sizes.
// A benchmark, not a test: it asserts nothing about time. BENCH_RUNS (default 20) renders per template.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBenchBundle, launchBenchChromium } from './benchBundle';
import { median } from './stats';

const ROOT = resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Ten templates, at least one per category. */
const TEMPLATES = [
  'list-row-horizontal-icon-arrow',
  'list-grid-badge-card',
  'sequence-timeline-done-list',
  'sequence-snake-steps-compact-card',
  'hierarchy-tree-tech-style-capsule-item',
  'hierarchy-mindmap-branch-gradient-lined-palette',
  'compare-binary-horizontal-simple-fold',
  'relation-dagre-flow-tb-simple-circle-node',
  'chart-pie-plain-text',
  'chart-column-simple',
];

/** The file `npm run bench` writes; this bench adds its own key, engineRender, and keeps the rest. */
const RESULTS_FILE = join(ROOT, 'bench', 'results.json');
const RESULTS_KEY = 'engineRender';

/** Builds the bench page into a temp folder, removed afterwards whatever happens. */
async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'engine-bench-'));
  try {
    await measure(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function measure(outDir: string) {
  await buildBenchBundle('./bench/engine-page.ts', outDir);
  const chunkGzipBytes: Record<string, number> = {};
  for (const file of readdirSync(outDir).filter((f) => /^(engine|icons)\.js$/.test(f))) {
    const bytes = readFileSync(join(outDir, file));
    chunkGzipBytes[file] = gzipSync(bytes, { level: 9 }).length;
    console.log(
      `${file.padEnd(10)} ${(bytes.length / 1024).toFixed(1)} KiB, gzip ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KiB`,
    );
  }
  const browser = await launchBenchChromium();

  try {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!/^(file|data|blob):/.test(request.url())) requests.push(request.url());
    });
    await page.goto(`file://${join(outDir, 'index.html')}`);
    const all = await page.evaluate(() => window.engineReady);
    const missing = TEMPLATES.filter((t) => !all.includes(t));
    if (missing.length) throw new Error(`Unknown templates: ${missing.join(', ')}`);
    await page.evaluate(([templates]) => window.engineBench(templates as string[], 2), [TEMPLATES]); // warm-up (JIT, icon chunk)
    const times = await page.evaluate(([templates, runs]) => window.engineBench(templates as string[], runs as number), [
      TEMPLATES,
      RUNS,
    ] as const);
    console.log(`\nChromium ${browser.version()}, ${RUNS} renders per template, median / min / max in ms:`);
    for (const template of TEMPLATES) {
      const list = times[template] ?? [];
      console.log(
        `${template.padEnd(50)} ${median(list).toFixed(1).padStart(7)} ${Math.min(...list)
          .toFixed(1)
          .padStart(7)} ${Math.max(...list)
          .toFixed(1)
          .padStart(7)}`,
      );
    }
    // the picture audit after each render: its time as a share of that render's (issue 12: at most 20 %, median over the set)
    const audits = await page.evaluate(([templates, runs]) => window.engineAuditBench(templates as string[], runs as number), [
      TEMPLATES,
      RUNS,
    ] as const);
    const ratios = (parts: number[], render: number[]) => parts.map((part, i) => part / render[i]!);
    const auditRatios = Object.fromEntries(
      TEMPLATES.map((template) => {
        const { render = [], audit = [], layout = [] } = audits[template] ?? {};
        const withLayout = audit.map((a, i) => a + layout[i]!);
        return [
          template,
          {
            renderMedianMs: median(render),
            auditMedianMs: median(audit),
            layoutMedianMs: median(layout),
            ratio: median(ratios(audit, render)),
            ratioWithLayout: median(ratios(withLayout, render)),
          },
        ];
      }),
    );
    const every = (pick: (pairs: { render: number[]; audit: number[]; layout: number[] }) => number[]) =>
      TEMPLATES.flatMap((template) => pick(audits[template] ?? { render: [], audit: [], layout: [] }));
    // the audit's own work, and with the layout it forces (which the picture's first paint would otherwise do)
    const auditRatio = median(every(({ render, audit }) => ratios(audit, render)));
    const withLayoutRatio = median(
      every(({ render, audit, layout }) =>
        ratios(
          audit.map((a, i) => a + layout[i]!),
          render,
        ),
      ),
    );
    console.log(
      `\nPicture audit after each render (${RUNS} per template), medians: audit ms, forced layout ms, render ms, audit/render, (audit+layout)/render:`,
    );
    for (const template of TEMPLATES) {
      const { renderMedianMs, auditMedianMs, layoutMedianMs, ratio, ratioWithLayout } = auditRatios[template]!;
      console.log(
        `${template.padEnd(50)} ${auditMedianMs.toFixed(2).padStart(7)} ${layoutMedianMs.toFixed(2).padStart(7)} ${renderMedianMs.toFixed(1).padStart(7)} ${(ratio * 100).toFixed(1).padStart(6)} % ${(ratioWithLayout * 100).toFixed(1).padStart(6)} %`,
      );
    }
    console.log(
      `audit cost, median over the sample set: ${(auditRatio * 100).toFixed(1)} % of the render time (${(withLayoutRatio * 100).toFixed(1)} % with the layout it forces)`,
    );
    for (const template of [TEMPLATES[0]!, TEMPLATES[4]!]) {
      const exported = await page.evaluate((name) => window.engineExport(name), template);
      console.log(`export ${template}: ${JSON.stringify(exported)}`);
    }
    console.log(`\nRequests to other hosts during the bench: ${requests.length}${requests.length ? `\n${requests.join('\n')}` : ''}`);
    const renderMs = Object.fromEntries(
      TEMPLATES.map((template) => {
        const list = times[template] ?? [];
        return [template, { median: median(list), min: Math.min(...list), max: Math.max(...list) }];
      }),
    );
    const results = {
      generatedAt: new Date().toISOString(),
      chromium: browser.version(),
      runsPerTemplate: RUNS,
      chunkGzipBytes,
      renderMs,
      auditCost: { medianRatio: auditRatio, medianRatioWithLayout: withLayoutRatio, perTemplate: auditRatios },
      foreignRequests: requests,
    };
    const previous = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>) : {};
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, [RESULTS_KEY]: results }, null, 2)}\n`);
    console.log(`written to bench/results.json (${RESULTS_KEY})`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
