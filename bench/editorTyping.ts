// Bench of typing in the Editor page, called by bench/run.ts: keydown → next animation frame, measured in the page (the
// key's event time stamp to the next requestAnimationFrame), while typing into the title of the default sample and of a
// 300-item spec. A benchmark, not a test: it asserts nothing about time (the aim is p95 ≤ 16 ms for the default sample).
import type { Browser } from 'playwright-core';
import { DEFAULT_SOURCE } from '../src/shared/document/defaultSource';
import { bigSpec, type KeyFrames, TITLE_LINE, TYPING_GAP_MS, typeAndTimeFrames } from './pages';
import { afterPrecache } from './coldLoads';
import { summarize, type Summary } from './stats';

export interface EditorTypingResult {
  keys: number;
  gapMs: number;
  defaultSampleMs: Summary;
  bigSpecMs: Summary;
  /** Of keydown → frame, the time the frame waited for work on the main thread (the rest is the wait for the frame clock). */
  defaultSampleHeldBackMs: Summary;
  bigSpecHeldBackMs: Summary;
  bigSpecItems: number;
}

const BIG_SPEC_ITEMS = 300;

/** In the Editor, puts `source` (titled "Typing") in the code editor, then types `keys` letters at the end of its title. */
async function timeEditorTyping(browser: Browser, baseUrl: string, source: string, keys: number): Promise<KeyFrames> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/editor', baseUrl).href);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.locator('svg').first().waitFor();
    await afterPrecache(page);
    const editor = page.getByRole('textbox', { name: 'Infographic source', exact: true });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(source.replace(TITLE_LINE, '$1Typing'));
    await preview.locator('svg', { hasText: 'Typing' }).first().waitFor();
    // The title is the third line of both texts: the caret goes to its end.
    await editor.locator('.cm-line').nth(2).click();
    await page.keyboard.press('End');
    return await typeAndTimeFrames(page, keys);
  } finally {
    await context.close();
  }
}

export async function benchEditorTyping(baseUrl: string, browser: Browser, keys = 50): Promise<EditorTypingResult> {
  const defaultSample = await timeEditorTyping(browser, baseUrl, DEFAULT_SOURCE, keys);
  const big = await timeEditorTyping(browser, baseUrl, bigSpec(BIG_SPEC_ITEMS), keys);
  return {
    keys,
    gapMs: TYPING_GAP_MS,
    defaultSampleMs: summarize(defaultSample.toFrameMs),
    bigSpecMs: summarize(big.toFrameMs),
    defaultSampleHeldBackMs: summarize(defaultSample.heldBackMs),
    bigSpecHeldBackMs: summarize(big.heldBackMs),
    bigSpecItems: BIG_SPEC_ITEMS,
  };
}

/** A line for the bench report. */
export function formatEditorTyping(result: EditorTypingResult): string {
  const ms = (summary: Summary) => `median ${Math.round(summary.median * 10) / 10} ms, p95 ${Math.round(summary.p95 * 10) / 10} ms`;
  return `Editor typing, keydown → next frame (${result.keys} keys, ${result.gapMs} ms apart): default sample ${ms(result.defaultSampleMs)} (aim p95 ≤ 16 ms), held back by work ${ms(result.defaultSampleHeldBackMs)}; ${result.bigSpecItems}-item spec ${ms(result.bigSpecMs)}, held back ${ms(result.bigSpecHeldBackMs)}`;
}
