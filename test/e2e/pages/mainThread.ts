// What the page's main thread did, measured in the page: long tasks (a PerformanceObserver installed before the page's own
// scripts) and how long a click took to show its answer, from the moment the input arrived.
import type { BrowserContext, Page } from 'playwright-core';

interface Watched {
  __longTasks: Array<[start: number, duration: number]>;
  __clicks: Record<string, { input: number; handler: number; shown?: number }>;
}

/** Every document of the context records its long tasks from the start (call before the first navigation). */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const page = window as unknown as Watched;
    page.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) page.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The page's clock now (performance.now()). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Durations (ms, rounded) of the long tasks that started within [from, to] of the page's clock. */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<number[]> {
  const tasks = await page.evaluate(() => (window as unknown as Watched).__longTasks);
  return tasks.filter(([start]) => start >= from && start <= to).map(([, duration]) => Math.round(duration));
}

/**
 * Times the next click on the button named `button`: from the input's own time stamp (when the browser got the click, so the
 * wait behind a busy main thread counts) to the first moment the page's text matches `answer`. Read it with clickAnswer().
 */
export async function timeNextClick(page: Page, key: string, button: string, answer: RegExp): Promise<void> {
  await page.evaluate(
    ({ key, button, source, flags }) => {
      const page = window as unknown as Watched;
      page.__clicks ??= {};
      const pattern = new RegExp(source, flags);
      const onClick = (event: MouseEvent) => {
        const target = (event.target as HTMLElement).closest('button');
        if (target?.textContent?.trim() !== button) return;
        document.removeEventListener('click', onClick, true);
        const timing: Watched['__clicks'][string] = { input: event.timeStamp, handler: performance.now() };
        page.__clicks[key] = timing;
        const observer = new MutationObserver(() => {
          if (!pattern.test(document.body.textContent ?? '')) return;
          timing.shown = performance.now();
          observer.disconnect();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      };
      document.addEventListener('click', onClick, true);
    },
    { key, button, source: answer.source, flags: answer.flags },
  );
}

/** The timed click's milliseconds from input to answer (and from its handler), or null while the answer has not shown. */
export async function clickAnswer(page: Page, key: string): Promise<{ fromInput: number; fromHandler: number } | null> {
  const timing = await page.evaluate((key) => (window as unknown as Watched).__clicks?.[key], key);
  if (!timing?.shown) return null;
  return { fromInput: Math.round(timing.shown - timing.input), fromHandler: Math.round(timing.shown - timing.handler) };
}

/** Records (under `key`) the page's clock when its text first matches `text`; read it with shownAt(). */
export async function noteWhenShown(page: Page, key: string, text: RegExp): Promise<void> {
  await page.evaluate(
    ({ key, source, flags }) => {
      const page = window as unknown as { __shown?: Record<string, number> };
      page.__shown ??= {};
      const pattern = new RegExp(source, flags);
      const observer = new MutationObserver(() => {
        if (!pattern.test(document.body.textContent ?? '')) return;
        page.__shown![key] = performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { key, source: text.source, flags: text.flags },
  );
}

/** When the text noted under `key` showed (the page's clock), or null while it has not. */
export async function shownAt(page: Page, key: string): Promise<number | null> {
  return page.evaluate((key) => (window as unknown as { __shown?: Record<string, number> }).__shown?.[key] ?? null, key);
}
