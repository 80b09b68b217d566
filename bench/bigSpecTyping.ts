// Bench of big specs, called by bench/run.ts: typing into a 300- and a 1,000-item list-grid-badge-card spec in the Renderer
// and the Editor, next to the bare library rendering the same texts in the same browser (the baseline): plain, with its
// canvas editor (the Editor's floor), and with that editor built after the frame; and, in one /renderer page, edits that
// alternate between the app's drawing and the library's own bundle drawing the same text (the floor at the same moment).
// Per page and size: while typing (keys TYPING_GAP_MS apart) the longest main-thread task (PerformanceObserver 'longtask')
// and keydown → next frame; then single edits, keydown → the preview showing the edited title (keystroke → picture);
// and where each edit's time went, from the engine's user-timing measures (engine:validate, engine:draw, engine:layout, engine:audit).
// A benchmark, not a test: it asserts nothing about time.
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { BARE_LIBRARY, listItems, TYPING_GAP_MS, withBareLibrary } from './pages';
import { summarize, type Summary } from './stats';
import { afterPrecache } from './coldLoads';

export const BIG_TEMPLATE = 'list-grid-badge-card';
export const BIG_SIZES = [300, 1000] as const;

/** A `count`-item spec of BIG_TEMPLATE titled `title` (the title is line 3 in both pages). */
export function bigGridSpec(count: number, title: string): string {
  return `infographic ${BIG_TEMPLATE}\ndata\n  title ${title}\n  lists\n${listItems(count)}`;
}

export interface BigSpecPageResult {
  page: 'renderer' | 'editor';
  items: number;
  /** Typing burst: keys typed, the longest main-thread task meanwhile (until the last key's picture), how many over 50 ms. */
  typingKeys: number;
  longestTaskMs: number;
  longTasksOver50: number;
  /** The same for the tasks that hold no drawing (no `engine:draw` measure starts inside them), and of those the audit's. */
  longestTaskWithoutDrawMs: number;
  longTasksWithoutDrawOver50: number;
  longestAuditTaskMs: number;
  keydownToFrameMs: Summary;
  /** Single edits: keydown → the preview's svg shows the edited title. */
  keystrokeToPictureMs: Summary;
  /** Median per edit of the engine's own measures (validate, the library's draw, the picture audit), and the longest task of an edit. */
  profileMs: Record<string, number>;
  /** The picture never came within the time limit (e.g. the spec was refused): the figures above are of no picture. */
  error?: string;
}

/** One way of drawing on the bare page (BareMode). */
export interface BareLibraryRun {
  /** The library's render() call alone; with the layout it does at the microtask checkpoint after it; to the next painted frame. */
  renderMs: Summary;
  renderWithLayoutMs: Summary;
  renderToFrameMs: Summary;
  /** The longest task with no render() call in it (the frame that paints a new picture): the floor for the pages' own. */
  longestTaskWithoutRenderMs: number;
  /** editorAfterFrame: the canvas editor's construction in the task after the frame (it lays the picture out again). */
  editorAttachMs?: Summary;
}

/** Plain drawing (the Renderer's floor), with the canvas editor inside render() (the Editor's), and the editor deferred. */
export interface BareLibraryResult extends BareLibraryRun {
  items: number;
  withCanvasEditor: BareLibraryRun;
  editorAfterFrame: BareLibraryRun;
}

/** In one /renderer page, edits alternate: the app's drawing of a key (engine:draw), then the library's own bundle drawing
 * the same text into a host of the preview's size. The floor with the page, the time and the machine's state all shared. */
export interface InPageFloor {
  items: number;
  appDrawMs: Summary;
  libraryRenderMs: Summary;
}

export interface BigSpecBenchResult {
  template: string;
  gapMs: number;
  bare: BareLibraryResult[];
  pages: BigSpecPageResult[];
  inPage: InPageFloor[];
}

declare global {
  interface Window {
    __bigSpec?: { keydownAt: number; tasks: { start: number; duration: number }[]; frames: number[] };
  }
}

/** In the page: long tasks and keydown → next frame from now on; the keydown stamp for keystroke → picture. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = (window.__bigSpec = { keydownAt: 0, tasks: [], frames: [] } as NonNullable<Window['__bigSpec']>);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    document.addEventListener(
      'keydown',
      (event) => {
        state.keydownAt = event.timeStamp;
        requestAnimationFrame(() => state.frames.push(performance.now() - event.timeStamp));
      },
      { capture: true },
    );
  });
}

/** Resolves in the page once the Preview's svg shows `text` (painted: the frame after), with the time since the last keydown. */
function pictureShowing(page: Page, text: string, timeoutMs: number): Promise<number> {
  return page.evaluate(
    ({ text, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const state = window.__bigSpec!;
        const region = document.querySelector('[aria-label="Preview"]')!;
        const shown = () => [...region.querySelectorAll('svg')].some((svg) => (svg.textContent ?? '').includes(text));
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now() - state.keydownAt));
        };
        const observer = new MutationObserver(() => shown() && done());
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no picture showing "${text}" within ${timeoutMs} ms`));
        }, timeoutMs);
        if (shown()) done();
        else observer.observe(region, { subtree: true, childList: true, characterData: true });
      }),
    { text, timeoutMs },
  );
}

/** Puts `source` in the page's source field and places the caret at the end of the title line. */
async function loadSource(page: Page, which: 'renderer' | 'editor', source: string): Promise<void> {
  if (which === 'renderer') {
    const field = page.getByLabel('Infographic source', { exact: true });
    await field.fill(source, { timeout: 120_000 });
    await page.getByRole('region', { name: 'Preview' }).locator('svg', { hasText: 'Typing' }).first().waitFor({ timeout: 60_000 });
    await field.evaluate((element) => {
      const textarea = element as HTMLTextAreaElement;
      const end = textarea.value.indexOf('\n', textarea.value.indexOf('title '));
      textarea.focus();
      textarea.setSelectionRange(end, end);
    });
  } else {
    const editor = page.getByRole('textbox', { name: 'Infographic source', exact: true });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(source);
    await page.getByRole('region', { name: 'Preview' }).locator('svg', { hasText: 'Typing' }).first().waitFor({ timeout: 60_000 });
    // Ctrl+Home, not a click: after the insert the editor shows the text's end, and the title line is not drawn.
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
  }
}

async function benchPage(
  browser: Browser,
  baseUrl: string,
  which: 'renderer' | 'editor',
  items: number,
  keys: number,
  edits: number,
): Promise<BigSpecPageResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const result: BigSpecPageResult = {
    page: which,
    items,
    typingKeys: keys,
    longestTaskMs: 0,
    longTasksOver50: 0,
    longestTaskWithoutDrawMs: 0,
    longTasksWithoutDrawOver50: 0,
    longestAuditTaskMs: 0,
    keydownToFrameMs: summarize([0]),
    keystrokeToPictureMs: summarize([0]),
    profileMs: {},
  };
  try {
    const page = await context.newPage();
    await page.goto(new URL(`/${which}`, baseUrl).href);
    await page.getByRole('region', { name: 'Preview' }).locator('svg').first().waitFor();
    await afterPrecache(page);
    await loadSource(page, which, bigGridSpec(items, 'Typing'));
    await page.waitForTimeout(1500); // the first picture's audit and idle work settle
    await instrument(page);

    // A burst of typing, then wait for the picture of the last key: every task meanwhile counts.
    let title = 'Typing';
    for (let key = 0; key < keys; key += 1) {
      const letter = String.fromCharCode(97 + (key % 26));
      title += letter;
      await page.keyboard.press(letter);
      await page.waitForTimeout(TYPING_GAP_MS);
    }
    await pictureShowing(page, title, 60_000);
    await page.waitForTimeout(1000);
    const burst = await page.evaluate(() => {
      const state = window.__bigSpec!;
      const holding = (name: string) => {
        const starts = performance.getEntriesByName(name).map((m) => m.startTime);
        return (t: { start: number; duration: number }) => starts.some((at) => at >= t.start && at <= t.start + t.duration);
      };
      const drawless = state.tasks.filter((t) => !holding('engine:draw')(t));
      const out = {
        tasks: state.tasks.map((t) => t.duration),
        drawless: drawless.map((t) => t.duration),
        audits: drawless.filter(holding('engine:audit')).map((t) => t.duration),
        frames: state.frames.slice(),
      };
      state.tasks = [];
      state.frames = [];
      performance.clearMeasures();
      return out;
    });
    result.longestTaskMs = Math.round(Math.max(0, ...burst.tasks));
    result.longTasksOver50 = burst.tasks.filter((d) => d > 50).length;
    result.longestTaskWithoutDrawMs = Math.round(Math.max(0, ...burst.drawless));
    result.longTasksWithoutDrawOver50 = burst.drawless.filter((d) => d > 50).length;
    result.longestAuditTaskMs = Math.round(Math.max(0, ...burst.audits));
    result.keydownToFrameMs = summarize(burst.frames);

    // Single edits: one key, wait for its picture, settle.
    const pictures: number[] = [];
    const editTasks: number[] = [];
    const measures: Record<string, number[]> = {};
    for (let edit = 0; edit < edits; edit += 1) {
      title += 'x';
      await page.keyboard.press('x');
      pictures.push(await pictureShowing(page, title, 60_000));
      await page.waitForTimeout(600);
      const taken = await page.evaluate(() => {
        const state = window.__bigSpec!;
        const entries = performance.getEntriesByType('measure').filter((m) => m.name.startsWith('engine:'));
        const out = { tasks: state.tasks.map((t) => t.duration), measures: entries.map((m) => [m.name, m.duration] as const) };
        state.tasks = [];
        performance.clearMeasures();
        return out;
      });
      editTasks.push(Math.max(0, ...taken.tasks));
      const sums: Record<string, number> = {};
      for (const [name, duration] of taken.measures) sums[name] = (sums[name] ?? 0) + duration;
      for (const [name, sum] of Object.entries(sums)) (measures[name] ??= []).push(sum);
    }
    result.keystrokeToPictureMs = summarize(pictures);
    result.profileMs = Object.fromEntries([
      ...Object.entries(measures).map(([name, list]) => [name, Math.round(summarize(list).median * 10) / 10] as const),
      ['longestTaskPerEdit', Math.round(summarize(editTasks).median * 10) / 10] as const,
    ]);
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  return result;
}

/** How the bare page draws: as the Renderer does; with the library's canvas editor as the Editor does (its editable option
 * and the parts src/engine/draw/render.ts gives it); or plain, with that editor attached after the picture's frame. */
type BareMode = 'plain' | 'canvasEditor' | 'editorAfterFrame';

function bareLibrary(browser: Browser, items: number, edits: number, mode: BareMode): Promise<BareLibraryRun> {
  return withBareLibrary(browser, async (page) => {
    const titles = ['Typing'];
    for (let edit = 0; edit < edits; edit += 1) titles.push(`${titles[titles.length - 1]}x`);
    const times = await page.evaluate(
      async ({ texts, titles, mode }) => {
        const A = window.AntVInfographic!;
        const bar = document.body.appendChild(document.createElement('div'));
        const editorParts = () => ({
          interactions: [new A.DblClickEditText(), new A.ClickSelect(), new A.DragElement(), new A.SelectHighlight()],
          plugins: [new A.EditBar({ getContainer: () => bar }), new A.ResizeElement()],
        });
        type Instance = InstanceType<typeof A.Infographic>;
        // the library builds its editor only inside render() and does not export it: its class is taken from an editable drawing
        type Editor = new (emitter: unknown, svg: SVGSVGElement, options: unknown) => { destroy(): void };
        let EditorClass: Editor | null = null;
        if (mode === 'editorAfterFrame') {
          const probe = new A.Infographic({ container: '#stage', editable: true, ...editorParts() });
          probe.render(texts[0]);
          EditorClass = (probe as unknown as { editor: { constructor: Editor } }).editor.constructor;
          probe.destroy();
        }
        const instance: Instance = new A.Infographic({
          container: '#stage',
          ...(mode === 'canvasEditor' ? { editable: true, ...editorParts() } : {}),
        });
        const stage = document.getElementById('stage')!;
        const render: number[] = [];
        const withLayout: number[] = [];
        const toFrame: number[] = [];
        const attach: number[] = [];
        const tasks: { start: number; duration: number }[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
        });
        observer.observe({ type: 'longtask' });
        const starts: number[] = [performance.now()];
        let attached: { destroy(): void } | null = null;
        instance.render(texts[0]);
        for (let i = 1; i < texts.length; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          attached?.destroy();
          const start = performance.now();
          starts.push(start);
          instance.render(texts[i]);
          render.push(performance.now() - start);
          // its MutationObserver's callback (queued by render()) runs before this await's continuation
          await Promise.resolve();
          withLayout.push(performance.now() - start);
          if (!(stage.querySelector('svg')?.textContent ?? '').includes(titles[i]))
            throw new Error(`bare render ${i} did not show its title`);
          await new Promise((resolve) => requestAnimationFrame(resolve));
          toFrame.push(performance.now() - start);
          if (EditorClass) {
            // the next task after the frame: what a deferred canvas editor would cost there
            await new Promise((resolve) => setTimeout(resolve, 0));
            const inner = instance as unknown as { emitter: unknown; node: SVGSVGElement; parsedOptions: Record<string, unknown> };
            const attachStart = performance.now();
            starts.push(attachStart);
            attached = new EditorClass(inner.emitter, inner.node, { ...inner.parsedOptions, ...editorParts() });
            attach.push(performance.now() - attachStart);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
        observer.disconnect();
        attached?.destroy();
        instance.destroy();
        const renderless = tasks.filter((t) => !starts.some((at) => at >= t.start && at <= t.start + t.duration));
        return { render, withLayout, toFrame, attach, longestRenderless: Math.max(0, ...renderless.map((t) => t.duration)) };
      },
      { texts: titles.map((title) => bigGridSpec(items, title)), titles, mode },
    );
    return {
      renderMs: summarize(times.render),
      renderWithLayoutMs: summarize(times.withLayout),
      renderToFrameMs: summarize(times.toFrame),
      longestTaskWithoutRenderMs: Math.round(times.longestRenderless),
      ...(times.attach.length ? { editorAttachMs: summarize(times.attach) } : {}),
    };
  });
}

async function inPageFloor(browser: Browser, baseUrl: string, items: number, edits: number): Promise<InPageFloor> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/renderer', baseUrl).href);
    await page.getByRole('region', { name: 'Preview' }).locator('svg').first().waitFor();
    await loadSource(page, 'renderer', bigGridSpec(items, 'Typing'));
    await instrument(page);
    // served from the app's own origin, which its CSP allows; the page's own modules are untouched
    const library = readFileSync(BARE_LIBRARY);
    await page.route('**/__bench-library.js', (route) => route.fulfill({ body: library, contentType: 'text/javascript' }));
    await page.addScriptTag({ url: '/__bench-library.js' });
    await page.waitForTimeout(1500);
    const app: number[] = [];
    const ownRender: number[] = [];
    let title = 'Typing';
    for (let edit = 0; edit < edits; edit += 1) {
      title += 'x';
      await page.keyboard.press('x');
      await pictureShowing(page, title, 60_000);
      app.push(await page.evaluate(() => performance.getEntriesByName('engine:draw').slice(-1)[0]?.duration ?? 0));
      await page.waitForTimeout(1000);
      ownRender.push(
        await page.evaluate(
          (text) => {
            const host = document.body.appendChild(document.createElement('div'));
            host.style.cssText = 'position:fixed;left:0;top:0;width:712px;height:512px;opacity:0;pointer-events:none';
            const instance = new window.AntVInfographic!.Infographic({ container: host });
            const start = performance.now();
            instance.render(text);
            const duration = performance.now() - start;
            instance.destroy();
            host.remove();
            return duration;
          },
          bigGridSpec(items, title),
        ),
      );
      await page.waitForTimeout(1000);
    }
    return { items, appDrawMs: summarize(app), libraryRenderMs: summarize(ownRender) };
  } finally {
    await context.close();
  }
}

export async function benchBigSpecs(baseUrl: string, browser: Browser, keys = 20, edits = 10): Promise<BigSpecBenchResult> {
  const bare: BareLibraryResult[] = [];
  const pages: BigSpecPageResult[] = [];
  for (const items of BIG_SIZES) {
    bare.push({
      items,
      ...(await bareLibrary(browser, items, edits, 'plain')),
      withCanvasEditor: await bareLibrary(browser, items, edits, 'canvasEditor'),
      editorAfterFrame: await bareLibrary(browser, items, edits, 'editorAfterFrame'),
    });
    for (const which of ['renderer', 'editor'] as const) pages.push(await benchPage(browser, baseUrl, which, items, keys, edits));
  }
  const inPage: InPageFloor[] = [];
  for (const items of BIG_SIZES) inPage.push(await inPageFloor(browser, baseUrl, items, edits));
  return { template: BIG_TEMPLATE, gapMs: TYPING_GAP_MS, bare, pages, inPage };
}

/** Lines for the bench report, each figure against issue 32's goal for it (the bare library's medians as the floor). */
export function formatBigSpecBench(result: BigSpecBenchResult): string[] {
  const r = (value: number) => Math.round(value * 10) / 10;
  const x = (value: number) => `${(Math.round(value * 100) / 100).toFixed(2)}×`;
  const lines = [`Big specs (${result.template}, keys ${result.gapMs} ms apart):`];
  for (const bare of result.bare) {
    const editable = bare.withCanvasEditor;
    const after = bare.editorAfterFrame;
    lines.push(
      `  bare library, ${bare.items} items: render median ${r(bare.renderMs.median)} ms (with its layout ${r(bare.renderWithLayoutMs.median)} ms), p95 ${r(bare.renderMs.p95)} ms; render → frame median ${r(bare.renderToFrameMs.median)} ms; longest task without a render() in it ${bare.longestTaskWithoutRenderMs} ms`,
      `    with its canvas editor (as the Editor draws): render ${r(editable.renderMs.median)} ms (with its layout ${r(editable.renderWithLayoutMs.median)} ms), render → frame ${r(editable.renderToFrameMs.median)} ms; the editor attached after the frame instead: render ${r(after.renderMs.median)} ms, then ${r(after.editorAttachMs?.median ?? 0)} ms in a task of its own`,
    );
    for (const page of result.pages.filter((p) => p.items === bare.items)) {
      if (page.error) {
        lines.push(`  ${page.page}, ${page.items} items: ${page.error}`);
        continue;
      }
      const draw = page.profileMs['engine:draw'] ?? 0;
      const withLayout = draw + (page.profileMs['engine:layout'] ?? 0);
      // the Editor draws with the library's canvas editor, which lays the picture out inside render(): its like-for-like floor
      const like = page.page === 'editor' ? editable : bare;
      lines.push(
        `  ${page.page}, ${page.items} items: draw ${r(draw)} ms = ${x(draw / bare.renderMs.median)} bare render${page.page === 'editor' ? ` (${x(draw / like.renderMs.median)} bare render with its canvas editor)` : ''}, with its layout ${r(withLayout)} ms = ${x(withLayout / like.renderWithLayoutMs.median)} (aim ≤ 1.15×); keystroke → picture median ${r(page.keystrokeToPictureMs.median)} ms = ${x(page.keystrokeToPictureMs.median / bare.renderMs.median)} bare render (aim ≤ 2×), ${x(page.keystrokeToPictureMs.median / like.renderToFrameMs.median)} bare render → frame, p95 ${r(page.keystrokeToPictureMs.p95)} ms`,
        `    while typing: longest task ${page.longestTaskMs} ms (${page.longTasksOver50} over 50 ms), without a drawing in it ${page.longestTaskWithoutDrawMs} ms (${page.longTasksWithoutDrawOver50} over 50 ms; aim none; the audit's ${page.longestAuditTaskMs} ms), keydown → frame p95 ${r(page.keydownToFrameMs.p95)} ms; per edit ${JSON.stringify(page.profileMs)}`,
      );
    }
  }
  for (const floor of result.inPage ?? []) {
    lines.push(
      `  in one /renderer page, ${floor.items} items, edits alternating: the app's draw median ${r(floor.appDrawMs.median)} ms, the library's own render() of the same text ${r(floor.libraryRenderMs.median)} ms = ${x(floor.appDrawMs.median / floor.libraryRenderMs.median)} (aim ≤ 1.15×)`,
    );
  }
  return lines;
}
