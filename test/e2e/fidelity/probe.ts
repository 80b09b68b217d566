// What the fidelity suite reads from a picture, and how it waits for one, as functions that run in the page (handed to
// page.evaluate whole, so each is self-contained: no imports at run time, helpers declared inside).

/** What a picture shows, the same way for the app's preview, the bare library's container and an exported SVG. */
export interface PictureFacts {
  /** Every visible text (foreignObject and <text>), whitespace collapsed, sorted; <title>/<desc>/<metadata>, defs and hidden parts left out. */
  texts: string[];
  /** Drawn shapes (rect, circle, ellipse, path, line, polyline, polygon) outside defs, symbols, icons and hidden parts. */
  shapes: number;
  /** Icons that show something: a <use> whose symbol is in the picture and draws, or an inline item icon with shapes. */
  icons: number;
  /** <image> elements with a picture to show (illustrations). */
  images: number;
  /**
   * The size of what is drawn: the bounding box of the picture's content in its own units, rounded to 0.1. Not the viewBox:
   * the library pads that by a number of screen pixels converted at the size the svg is shown at when drawn, so it changes
   * with the container (the app's preview pane against the bare page's full-width div).
   */
  width: number;
  height: number;
  /** The viewBox's width and height (padding included), rounded to 0.1: what an export's size follows. */
  viewBox: [number, number];
}

/** One picture read from a page: its facts, or why none could be read (nothing drawn, or it never settled). */
export interface Reading {
  facts: PictureFacts | null;
  /** Set when the picture did not settle in time: what was still missing. */
  unsettled?: string;
}

/** The page-side helpers, installed once per page as `window.fidelity`. */
export interface FidelityProbe {
  facts(svg: SVGSVGElement): PictureFacts;
  /**
   * Why this picture is not final yet, or null: an icon not in it yet, a webfont still loading, or one of `families` (the
   * app's shipped webfonts) named by the picture whose stylesheet is not in yet (the app then draws it again, measured in
   * that face).
   */
  pending(svg: SVGSVGElement, families?: readonly string[]): string | null;
  /** Polls `ready` once per frame until it answers null (settled) or `timeoutMs` passes; resolves with the last answer. */
  until(ready: () => string | null, timeoutMs: number): Promise<string | null>;
  /** The app's source as shown: the Renderer's textarea, or the Editor's CodeMirror lines. */
  sourceText(source: Element): string;
  /** Replaces the app's source as a user would (see drawInApp). */
  put(source: Element, text: string): void;
  /**
   * A `ready` for until(): null once the stage shows a new picture (other than `before`) of the text `wanted` accepts,
   * final (pending() says nothing), and still the same a frame later. `askAgain` runs every third frame without one.
   */
  settled(
    stage: Element,
    source: Element,
    before: string,
    wanted: (text: string) => boolean,
    families: readonly string[],
    askAgain?: () => void,
  ): () => string | null;
}

declare global {
  interface Window {
    fidelity: FidelityProbe;
  }
}

/** Installs `window.fidelity` (run with page.evaluate in every page the suite reads pictures in). */
export function installProbe(): void {
  const HIDDEN = 'title,desc,metadata,style,script,defs,symbol,[display="none"]';
  const SHAPES = 'rect,circle,ellipse,path,line,polyline,polygon';

  const hidden = (element: Element, root: Element) => {
    const found = element.closest(HIDDEN);
    return found !== null && root.contains(found);
  };
  const iconTarget = (icon: Element, root: Element): Element | null => {
    if (icon.localName !== 'use') return icon;
    const href = icon.getAttribute('href') ?? icon.getAttribute('xlink:href') ?? '';
    if (!href.startsWith('#')) return null;
    return root.querySelector(`[id="${CSS.escape(href.slice(1))}"]`);
  };
  const draws = (element: Element | null) => element !== null && element.querySelector(SHAPES) !== null;

  const facts = (svg: SVGSVGElement): PictureFacts => {
    const texts = Array.from(svg.querySelectorAll('foreignObject, text'))
      .filter((element) => !hidden(element, svg) && !element.parentElement?.closest('foreignObject, text'))
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((text) => text !== '')
      .sort();
    // the library's SVG export drops the data-element-type marks, so any <use> counts as an icon too
    const iconElements = Array.from(new Set(svg.querySelectorAll('[data-element-type="item-icon"], use'))).filter(
      (icon) => !hidden(icon, svg),
    );
    const shapes = Array.from(svg.querySelectorAll(SHAPES)).filter(
      (shape) =>
        !hidden(shape, svg) &&
        !shape.closest('[data-element-type="item-icon"], [data-element-type="item-illus"]') &&
        // an icon or illustration drawn as a nested <svg>
        shape.closest('svg') === svg,
    ).length;
    const images = Array.from(svg.querySelectorAll('image')).filter(
      (image) => !hidden(image, svg) && (image.getAttribute('href') ?? image.getAttribute('xlink:href') ?? '') !== '',
    ).length;
    const [, , boxWidth = 0, boxHeight = 0] = (svg.getAttribute('viewBox') ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const round = (value: number) => Math.round(value * 10) / 10;
    const content = svg.isConnected ? svg.getBBox() : { width: 0, height: 0 };
    return {
      texts,
      shapes,
      icons: iconElements.filter((icon) => draws(iconTarget(icon, svg))).length,
      images,
      width: round(content.width),
      height: round(content.height),
      viewBox: [round(boxWidth), round(boxHeight)],
    };
  };

  const pending = (svg: SVGSVGElement, families: readonly string[] = []): string | null => {
    if (document.fonts.status !== 'loaded') return 'webfonts still loading';
    const named = [svg, ...Array.from(svg.querySelectorAll('[font-family]'))]
      .map((element) => element.getAttribute('font-family') ?? '')
      .join(',');
    // its first family's stylesheet (a family further down the stack is loaded only for characters the first lacks)
    const first = families.filter((name) => named.includes(name)).sort((a, b) => named.indexOf(a) - named.indexOf(b))[0];
    if (first && !Array.from(document.fonts).some((face) => face.family.replace(/["']/g, '') === first)) {
      return `the webfont ${first} is not registered yet`;
    }
    const waiting = Array.from(svg.querySelectorAll('use[data-element-type="item-icon"]')).filter(
      (icon) => iconTarget(icon, svg) === null,
    ).length;
    return waiting ? `${waiting} icon(s) not in the picture yet` : null;
  };

  const until = async (ready: () => string | null, timeoutMs: number): Promise<string | null> => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const why = ready();
      if (why === null || performance.now() > deadline) return why;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
  };

  const isCodeMirror = (source: Element) => source.classList.contains('cm-content');
  const sourceText = (source: Element) =>
    isCodeMirror(source)
      ? Array.from(source.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n')
      : (source as HTMLTextAreaElement).value;
  const put = (source: Element, text: string) => {
    if (isCodeMirror(source)) {
      (source as HTMLElement).focus();
      document.execCommand('selectAll');
      document.execCommand('insertText', false, text);
    } else {
      const area = source as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  const settled: FidelityProbe['settled'] = (stage, source, before, wanted, families, askAgain) => {
    let seen = '';
    let polls = 0;
    return () => {
      const svg = stage.querySelector('svg');
      const now = stage.getAttribute('data-picture-version') ?? '';
      polls += 1;
      if (now === before) {
        if (polls % 3 === 0) askAgain?.();
        return 'no new picture yet';
      }
      if (!wanted(sourceText(source).trimEnd())) return 'the source does not hold the drawing yet';
      if (!svg) return 'no picture';
      const why = pending(svg, families);
      if (why) return why;
      const same = now === seen;
      seen = now;
      return same ? null : 'a newer picture may follow';
    };
  };

  window.fidelity = { facts, pending, until, sourceText, put, settled };
}

/** One drawing asked of a page: a template whose sample the page takes itself, or a text to put in its source. */
export type Drawing = { id: string; template: string } | { id: string; text: string };

/** A drawing as the page drew it: the source it ended on and the picture read once settled. */
export interface Drawn extends Reading {
  id: string;
  source: string;
  ms: number;
}

/** The app's controls the drivers use, found by role and name in Node and handed in. */
export interface AppControls {
  /** The preview's stage (carries data-picture-version, holds the svg). */
  stage: Element;
  /** Renderer: the "Infographic source" textarea; Editor: CodeMirror's editable content, named the same. */
  source: Element;
  /** Renderer only: its "Render" button and its "Use sample data" button. */
  render?: HTMLButtonElement;
  useSample?: HTMLButtonElement;
}

/**
 * Draws each drawing in the app page as a user would, and reads the picture. A text goes into the source (the Renderer's
 * textarea through its input event; the Editor's CodeMirror through select-all and an insertText edit, its own input path)
 * and is drawn at once ("Render", or the Editor's mod+Enter "Render now", rather than after the typing pause a slow picture
 * makes the live preview wait for). A template is typed as its head line alone, which draws nothing (no data), then its
 * sample comes from the Renderer's "Use sample data" button (the sample the app itself serialises). Then it waits, a frame
 * at a time, for a new picture of that text with its webfonts and icons in and no newer picture a frame later.
 */
export async function drawInApp({
  controls,
  drawings,
  timeoutMs,
  families,
}: {
  controls: AppControls;
  drawings: Drawing[];
  timeoutMs: number;
  /** The app's shipped webfont families (SHIPPED_FAMILIES). */
  families: string[];
}): Promise<Drawn[]> {
  const { stage, source, render, useSample } = controls;
  const probe = window.fidelity;
  const sourceText = () => probe.sourceText(source);
  const version = () => stage.getAttribute('data-picture-version') ?? '';
  const put = (text: string) => probe.put(source, text);
  const drawNow = () => render?.click();
  const settledOn = (before: string, wanted: (text: string) => boolean, askAgain?: () => void) =>
    probe.settled(stage, source, before, wanted, families, askAgain);
  const results: Drawn[] = [];
  for (const drawing of drawings) {
    const start = performance.now();
    const before = version();
    let unsettled: string | null;
    if ('template' in drawing) {
      const head = `infographic ${drawing.template}`;
      put(head);
      unsettled = await probe.until(
        () => (sourceText() === head && !useSample!.disabled ? null : 'the template is not taken yet'),
        timeoutMs,
      );
      useSample!.click();
      // the sample replaces the text: its data follows the head line
      unsettled ??= await probe.until(
        settledOn(before, (text) => text.startsWith(`${head}\ndata\n`)),
        timeoutMs,
      );
    } else {
      put(drawing.text);
      unsettled = await probe.until(() => (sourceText().trimEnd() === drawing.text.trimEnd() ? null : 'the text is not in yet'), timeoutMs);
      // "Render" draws what the session holds: asked again until the new text is drawn (the same text again is skipped)
      drawNow();
      unsettled ??= await probe.until(
        settledOn(before, (text) => text === drawing.text.trimEnd(), drawNow),
        timeoutMs,
      );
    }
    const svg = stage.querySelector('svg');
    results.push({
      id: drawing.id,
      source: sourceText(),
      facts: svg ? probe.facts(svg) : null,
      ms: performance.now() - start,
      ...(unsettled ? { unsettled } : {}),
    });
  }
  return results;
}

/** The Editor, first half of a drawing: its text put into CodeMirror; resolves with the picture's version before it. */
export async function putInEditor({
  controls,
  text,
  timeoutMs,
}: {
  controls: AppControls;
  text: string;
  timeoutMs: number;
}): Promise<string> {
  const probe = window.fidelity;
  const before = controls.stage.getAttribute('data-picture-version') ?? '';
  probe.put(controls.source, text);
  await probe.until(() => (probe.sourceText(controls.source).trimEnd() === text.trimEnd() ? null : 'the text is not in yet'), timeoutMs);
  return before;
}

/** The Editor, second half (after mod+Enter, "Render now"): waits for the new picture of `text` and reads it. */
export async function readInEditor({
  controls,
  id,
  text,
  before,
  timeoutMs,
  families,
}: {
  controls: AppControls;
  id: string;
  text: string;
  before: string;
  timeoutMs: number;
  families: string[];
}): Promise<Drawn> {
  const probe = window.fidelity;
  const start = performance.now();
  const unsettled = await probe.until(
    probe.settled(controls.stage, controls.source, before, (shown) => shown === text.trimEnd(), families),
    timeoutMs,
  );
  const svg = controls.stage.querySelector('svg');
  return {
    id,
    source: probe.sourceText(controls.source),
    facts: svg ? probe.facts(svg) : null,
    ms: performance.now() - start,
    ...(unsettled ? { unsettled } : {}),
  };
}

/**
 * Draws each text with the library's own bundle on its bare page, as its README does: `new Infographic({ container })` and
 * `render(text)`, a batch of pictures at a time (each in its own container, as several on one page would be). Waits for each
 * one's 'loaded' event (its resources tried: offline its icon search fails), reads the pictures, then destroys them.
 */
export async function drawInLibrary({
  drawings,
  timeoutMs,
  batch,
}: {
  drawings: Array<{ id: string; text: string }>;
  timeoutMs: number;
  batch: number;
}): Promise<Drawn[]> {
  const probe = window.fidelity;
  const lib = (window as unknown as { AntVInfographic: { Infographic: new (options: object) => LibraryInstance } }).AntVInfographic;
  const host = document.getElementById('pictures')!;
  const results: Drawn[] = [];
  for (let first = 0; first < drawings.length; first += batch) {
    const start = performance.now();
    const drawn = drawings.slice(first, first + batch).map(({ id, text }) => {
      const container = document.createElement('div');
      host.appendChild(container);
      const state = { id, text, container, loaded: false, error: '', instance: new lib.Infographic({ container }) };
      state.instance.on('loaded', () => (state.loaded = true));
      state.instance.on('error', (e: unknown) => (state.error = String((e as { message?: unknown } | null)?.message ?? e)));
      try {
        state.instance.render(text);
      } catch (e) {
        state.error = String(e);
      }
      return state;
    });
    const waiting = () => drawn.filter((d) => !d.loaded && !d.error).map((d) => d.id);
    await probe.until(() => (waiting().length ? `not loaded: ${waiting().join(', ')}` : null), timeoutMs);
    const ms = (performance.now() - start) / drawn.length;
    for (const { id, text, container, loaded, error, instance } of drawn) {
      const svg = container.querySelector('svg');
      const unsettled = error ? `the library failed: ${error}` : loaded ? null : 'no loaded event';
      results.push({ id, source: text, facts: svg ? probe.facts(svg) : null, ms, ...(unsettled ? { unsettled } : {}) });
      instance.destroy();
      container.remove();
    }
  }
  return results;
}

interface LibraryInstance {
  on(event: string, listener: (payload: unknown) => void): void;
  render(text: string): void;
  destroy(): void;
}

/** Reads an exported SVG's text as a viewer would (parsed, placed in a page so it lays out) and gives its facts. */
export function exportedSvgFacts(markup: string): PictureFacts {
  const holder = document.createElement('div');
  holder.innerHTML = markup.replace(/^<\?xml[^>]*>\s*/, '');
  document.body.appendChild(holder);
  try {
    return window.fidelity.facts(holder.querySelector('svg')!);
  } finally {
    holder.remove();
  }
}
