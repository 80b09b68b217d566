// Bench of the Editor's canvas editing, called by bench/run.ts: a label typed on the picture, from the Enter that ends the
// edit to the code editor showing the new text (the library's commit, our write-back, CodeMirror's update), measured in
// the page. A benchmark, not a test: it asserts nothing about time.
import type { Browser } from 'playwright-core';
import { summarize, type Summary } from './stats';
import { afterPrecache } from './coldLoads';

export interface CanvasEditBenchResult {
  edits: number;
  /** Enter keydown on the canvas text → the new label in the code editor's lines. */
  enterToSourceMs: Summary;
}

declare global {
  interface Window {
    __canvasBench?: { enterAt: number; waiting: Promise<number> | null };
  }
}

export async function benchCanvasEdit(origin: string, browser: Browser, edits = 20): Promise<CanvasEditBenchResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const samples: number[] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/editor`);
    await page.getByRole('heading', { name: 'Editor', level: 1 }).waitFor();
    await afterPrecache(page);
    const label = page.getByRole('region', { name: 'Preview' }).locator('svg [data-element-type="item-label"][data-indexes="1"]');
    await label.waitFor();
    await page.evaluate(() => {
      window.__canvasBench = { enterAt: 0, waiting: null };
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter') window.__canvasBench!.enterAt = performance.now();
        },
        { capture: true },
      );
    });
    for (let edit = 0; edit < edits; edit += 1) {
      process.stdout.write(`\rcanvas text edits: ${edit + 1} of ${edits}`);
      const typed = `Canvas edit ${edit + 1}`;
      await label.dblclick();
      await label.locator('[contenteditable="true"]').waitFor();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(typed);
      // The code editor lives in a shadow root; watch its lines for the new label.
      await page.evaluate((text) => {
        const state = window.__canvasBench!;
        const content = document.querySelector('.source-editor')!.shadowRoot!.querySelector('.cm-content')!;
        state.waiting = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!(content.textContent ?? '').includes(`- label ${text}`)) return;
            observer.disconnect();
            resolve(performance.now() - state.enterAt);
          });
          observer.observe(content, { subtree: true, childList: true, characterData: true });
        });
      }, typed);
      await page.keyboard.press('Enter');
      samples.push(await page.evaluate(() => window.__canvasBench!.waiting!));
    }
    process.stdout.write('\n');
  } finally {
    await context.close();
  }
  return { edits, enterToSourceMs: summarize(samples) };
}

export function formatCanvasEditBench(result: CanvasEditBenchResult): string[] {
  const { median, p95 } = result.enterToSourceMs;
  const ms = (value: number) => `${Math.round(value * 10) / 10} ms`;
  return [`Canvas text edit → source updated (${result.edits} edits, Enter → code editor): median ${ms(median)}, p95 ${ms(p95)}`];
}
