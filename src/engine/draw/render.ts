// A live infographic in a container: validates before drawing, keeps the last good picture, reports, never throws.
import { labelPicture } from './accessibleSvg';
import { auditPictureInSlices } from '../audit/auditPicture';
import { editBarRoot } from '../canvas/canvasEditBar';
import { DEFAULT_FONT_STACK, installLocalFonts, localFontStack } from '../fonts/fonts';
import { fontsReady, loadFonts, textOf, unavailableFamilies, type FontNeed } from '../fonts/fontLoading';
import { shippedFamiliesIn } from '../fonts/shippedFonts';
import { iconsSettled } from '../icons/icons';
import { lib } from '../library';
import { sentence } from '../spec/lineChecks';
import { localizeResources, restoreResources } from './resources';
import { dropUnsafeOptions } from '../spec/optionSafety';
import { drawableText } from '../spec/textLimits';
import { LIBRARY_KEYS } from '../spec/schema';
import { applyCanvasChanges } from '../canvas/canvasChanges';
import { changedFields } from '../canvas/canvasWriteBack';
import type {
  CanvasChange,
  Diagnostic,
  InfographicSpec,
  LineMap,
  RenderEventName,
  RenderEvents,
  RenderHandle,
  RenderSettings,
  Source,
  ValidationResult,
} from '../types';
import { checkSource } from '../spec/validate';
import { afterPaintWhenIdle } from '../../runtime/scheduling/clock';
import { t } from '../../i18n/i18n';

type Listener<E extends RenderEventName> = (payload: RenderEvents[E]) => void;
type LibraryInstance = InstanceType<typeof lib.Infographic>;

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** JSON with sorted keys: equal options give equal strings whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** A user-timing measure (DevTools' Timings track; `npm run bench` reads them to say where an edit's time goes). */
function measure(name: string, start: number): void {
  try {
    performance.measure(`engine:${name}`, { start, end: now() });
  } catch {
    // no User Timing Level 3 here (an old browser, a test environment): the picture does not need it
  }
}

/**
 * The theme's font-family, whichever way it was given, mapped to local fonts; null when nothing names a font, so the
 * library's default (installLocalFonts made it the same local stack) applies. Setting it anyway costs ~0.5 ms a render:
 * the library then writes and re-encodes the stack on every text element.
 */
function fontFor(spec: InfographicSpec, settings: RenderSettings): string | null {
  const fromSpec = (spec.themeConfig as { base?: { text?: Record<string, unknown> } } | undefined)?.base?.text?.['font-family'] as
    string | undefined;
  const theme = settings.theme ?? spec.theme;
  const fromTheme = theme
    ? ((lib.getTheme(theme) as { base?: { text?: Record<string, unknown> } } | undefined)?.base?.text?.['font-family'] as
        string | undefined)
    : undefined;
  const font = settings.font ?? fromSpec ?? fromTheme;
  const stack = localFontStack(font);
  return stack === DEFAULT_FONT_STACK && fromSpec === undefined && fromTheme === undefined ? null : stack;
}

/** The shipped families a picture draws with and the characters it draws. */
function fontNeedOf(spec: InfographicSpec, settings: RenderSettings): FontNeed {
  return { families: shippedFamiliesIn(fontFor(spec, settings) ?? DEFAULT_FONT_STACK), text: textOf(spec).join('\n') };
}

/** A warning per shipped family the picture's text needed whose slices failed to load: it draws with a fallback face. */
function fontWarnings(need: FontNeed): Diagnostic[] {
  return unavailableFamilies(need).map((family) => ({
    severity: 'warning',
    code: 'font_unavailable',
    message: t('engine.font.unavailable.message', { family }),
    hint: t('engine.font.unavailable.hint'),
  }));
}

/** The options handed to the library: the user's spec, local resources, local fonts, page settings on top. */
function buildLibraryOptions(
  spec: InfographicSpec,
  settings: RenderSettings,
  template: string,
): { options: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const safe = dropUnsafeOptions(drawableText(clone(spec))).spec;
  const { spec: local, diagnostics } = localizeResources(safe);
  const options: Record<string, unknown> = {};
  // the spec keys the library reads; settings override them below
  for (const key of LIBRARY_KEYS) if (local[key] !== undefined) options[key] = local[key];
  // an unknown name is drawn with the nearest one (validate says so); never the library's own silent fuzzy match
  options.template = template;
  const themeConfig = { ...((local.themeConfig as Record<string, unknown>) ?? {}) };
  const font = fontFor(spec, settings);
  if (font !== null) {
    const base = { ...((themeConfig.base as Record<string, unknown>) ?? {}) };
    base.text = { ...((base.text as Record<string, unknown>) ?? {}), 'font-family': font };
    themeConfig.base = base;
  }
  if (settings.palette !== undefined) themeConfig.palette = settings.palette;
  if (settings.background !== undefined) themeConfig.colorBg = settings.background;
  options.themeConfig = themeConfig;
  if (settings.theme !== undefined) options.theme = settings.theme;
  if (settings.width !== undefined) options.width = settings.width;
  if (settings.height !== undefined) options.height = settings.height;
  if (settings.padding !== undefined) options.padding = settings.padding;
  options.editable = settings.editable === true;
  if (options.editable) Object.assign(options, canvasEditorParts());
  return { options, diagnostics };
}

/**
 * The library's editor parts we use: edit texts, select, drag, resize, the edit bar. Left out: its undo hotkeys (the text's
 * history is the one history), canvas drag, wheel zoom and view reset (the preview owns the view), brush select (a drag on
 * the background pans the preview). Fresh instances for each drawing: the library's editor owns and destroys them.
 */
function canvasEditorParts(): { interactions: unknown[]; plugins: unknown[] } {
  return {
    interactions: [new lib.DblClickEditText(), new lib.ClickSelect(), new lib.DragElement(), new lib.SelectHighlight()],
    // the bar goes in our own root, which names its controls and keeps it off the preview's (canvasEditBar.ts)
    plugins: [new lib.EditBar({ getContainer: () => editBarRoot(document) }), new lib.ResizeElement()],
  };
}

/** What the audit of one picture needs: the spec drawn, where its fields are written, the template that drew it. */
interface AuditInput {
  spec: InfographicSpec;
  lineOf: LineMap;
  template: string;
}

class Handle implements RenderHandle {
  lastDurationMs: number | null = null;
  lastAuditMs: number | null = null;
  lastAuditLayoutMs: number | null = null;
  diagnostics: Diagnostic[] = [];
  options: InfographicSpec | null = null;

  private instance: LibraryInstance | null = null;
  private stage: HTMLElement | null = null;
  private settings: RenderSettings;
  private lastKey = '';
  /** The latest source and settings handed to update(), for redraw(). */
  private lastSource: Source | null = null;
  private loaded: Promise<void> = Promise.resolve();
  private audited: Promise<Diagnostic[]> = Promise.resolve([]);
  /** Settles once the current picture is drawn with its webfonts in (a redraw when they arrived after the first drawing). */
  private fontsSettled: Promise<void> = Promise.resolve();
  /** The audit's findings on the picture on screen (empty until it ran). */
  private findings: Diagnostic[] = [];
  /** The webfonts the picture on screen needed and could not load (fontWarnings). */
  private fontNotes: Diagnostic[] = [];
  /** The stage whose diagnostics are on show: the audit adds to them only while its picture is the latest source's. */
  private reportedFor: HTMLElement | null = null;
  private destroyed = false;
  private readonly listeners = new Map<RenderEventName, Set<Listener<RenderEventName>>>();

  constructor(
    private container: HTMLElement,
    settings: RenderSettings,
  ) {
    this.settings = { ...settings };
    installLocalFonts(); // the default font must be the local stack (fontFor leaves it in place); idempotent
  }

  get svg(): SVGSVGElement | null {
    return this.stage?.querySelector('svg') ?? null;
  }

  on<E extends RenderEventName>(event: E, listener: Listener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener<RenderEventName>);
    return () => set!.delete(listener as Listener<RenderEventName>);
  }

  whenLoaded(): Promise<void> {
    return this.fontsSettled.then(() => this.loaded);
  }

  whenAudited(): Promise<Diagnostic[]> {
    return this.fontsSettled.then(() => this.audited);
  }

  private emit<E extends RenderEventName>(event: E, payload: RenderEvents[E]) {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        (listener as Listener<E>)(payload);
      } catch (error) {
        // a page's listener bug must not break rendering for the others
        console.error(`engine: a '${event}' listener threw`, error);
      }
    }
  }

  private report(diagnostics: Diagnostic[]) {
    this.diagnostics = diagnostics;
    this.emit('diagnostics', diagnostics.slice());
  }

  update(source: Source, settings?: RenderSettings): ValidationResult {
    const start = now();
    const stage = this.stage;
    const result = this.updateNow(source, settings);
    const end = now();
    measure('update', start);
    // The library lays a new picture out (its viewBox from getBBox) in a MutationObserver callback, at the microtask
    // checkpoint after this call, in the same task: timed apart so a long task is not blamed on the app.
    if (this.stage !== stage) queueMicrotask(() => measure('layout', end));
    return result;
  }

  private updateNow(source: Source, settings?: RenderSettings): ValidationResult {
    if (settings) this.settings = { ...settings };
    this.lastSource = source;
    const checkStart = now();
    const { result: validation, lineOf, drawTemplate } = checkSource(source);
    measure('validate', checkStart);
    if (this.destroyed) return validation;
    if (!validation.ok || !validation.options || !drawTemplate) {
      // keep the last good picture; an unknown template with no near name never reaches the library (it would fuzzy-match)
      this.reportedFor = null;
      this.report(validation.diagnostics);
      return validation;
    }
    const key = canonical({ options: validation.options, settings: this.settings });
    if (key === this.lastKey && this.svg) {
      // same picture (e.g. the text was just rewritten from a canvas edit): keep the editor's state, and what the audit found on it
      this.reportedFor = this.stage;
      this.report([...validation.diagnostics, ...this.fontNotes, ...this.findings]);
      return validation;
    }
    const outcome = this.draw(validation.options, { spec: validation.options, lineOf, template: drawTemplate });
    if (outcome.ok) this.fontNotes = fontWarnings(fontNeedOf(validation.options, this.settings));
    const diagnostics = [
      ...validation.diagnostics,
      ...outcome.diagnostics.filter((d) => !validation.diagnostics.some((v) => v.code === d.code && v.path === d.path)),
      ...(outcome.ok ? this.fontNotes : []),
    ];
    if (outcome.ok) this.lastKey = key;
    this.reportedFor = outcome.ok ? this.stage : null;
    this.report(diagnostics);
    if (outcome.ok && this.svg) {
      this.emit('rendered', { durationMs: this.lastDurationMs ?? 0, options: clone(this.options!), svg: this.svg });
    }
    if (outcome.ok) this.followFonts(source, validation.options, key);
    return { ...validation, diagnostics, ok: validation.ok && outcome.ok };
  }

  redraw(): void {
    if (this.lastSource === null || this.destroyed) return;
    // forget the picture's key so the same source is drawn afresh, resources and all
    this.lastKey = '';
    this.update(this.lastSource);
  }

  /**
   * The library measures text with the font the browser has now: when a webfont slice the text needs is not in yet, load
   * it and draw again, so the picture kept is measured with the face it is drawn with (no overlap from a fallback's widths).
   */
  private followFonts(source: Source, spec: InfographicSpec, key: string) {
    const need = fontNeedOf(spec, this.settings);
    if (fontsReady(need)) return;
    this.fontsSettled = loadFonts(need).then(() => {
      // a newer text was drawn meanwhile, or a stylesheet failed (drawing again would not change the widths); a slice that
      // failed is in (as an error): the drawing again says so (fontWarnings)
      if (this.destroyed || this.lastKey !== key || this.lastSource !== source || !fontsReady(need)) return;
      this.lastKey = '';
      this.update(source);
    });
  }

  /** Renders into a fresh stage and swaps it in only when the library succeeded. */
  private draw(spec: InfographicSpec, audit: AuditInput): { ok: boolean; diagnostics: Diagnostic[] } {
    const { options, diagnostics } = buildLibraryOptions(spec, this.settings, audit.template);
    const stage = this.container.ownerDocument.createElement('div');
    stage.className = 'infographic-engine-stage';
    stage.style.width = '100%';
    stage.style.height = '100%';
    this.container.appendChild(stage);
    const errors: string[] = [];
    let instance: LibraryInstance | null = null;
    let loadedResolve: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (loadedResolve = resolve));
    let duration = 0;
    try {
      instance = new lib.Infographic({ ...(options as object), container: stage } as ConstructorParameters<typeof lib.Infographic>[0]);
      instance.on('error', (error: unknown) => errors.push(describe(error)));
      instance.on('loaded', () => loadedResolve());
      const start = now();
      instance.render();
      duration = now() - start;
      measure('draw', start);
    } catch (error) {
      errors.push(describe(error));
    }
    if (errors.length || !stage.querySelector('svg')) {
      safely(() => instance?.destroy());
      stage.remove();
      return {
        ok: false,
        diagnostics: [
          ...diagnostics,
          {
            severity: 'error',
            code: 'render_failed',
            message: sentence(
              t('engine.render.failed.message', {
                reason: (errors[0] || t('engine.render.failed.nothingDrawn')).trim().replace(/\.$/, ''),
              }),
            ),
            hint: this.svg ? t('engine.render.failed.hint') : undefined,
          },
        ],
      };
    }
    // detach the old stage first: the old instance's teardown then touches a subtree outside the document
    this.stage?.remove();
    safely(() => this.instance?.destroy());
    this.instance = instance;
    this.stage = stage;
    // named after the template drawn: an unknown name is drawn with its nearest one, and the picture is that one
    labelPicture(stage.querySelector('svg')!, { ...spec, template: audit.template }, this.settings.editable === true);
    this.options = clone(spec);
    this.lastDurationMs = duration;
    this.loaded = loaded;
    this.findings = [];
    // after the picture's first paint, when the browser is idle, and once its icons are in: the audit never lengthens the
    // task that draws, and sees the icons drawn
    this.audited = loaded
      .then(() => afterPaintWhenIdle())
      .then(iconsSettled)
      .then(() => this.audit(stage, audit));
    instance!.on('options:change', (payload: unknown) => this.onCanvasEdit(instance!, payload));
    return { ok: true, diagnostics };
  }

  /**
   * Once the picture's icons are in: measure it against its spec and add the findings to the diagnostics on show. Measured
   * a slice at a time (auditPictureInSlices), so a big picture's audit makes no long task; a newer picture stops it.
   */
  private async audit(stage: HTMLElement, { spec, lineOf, template }: AuditInput): Promise<Diagnostic[]> {
    const svg = stage.querySelector('svg');
    const current = () => !this.destroyed && stage === this.stage;
    if (!current() || !svg) return [];
    const start = now();
    // the layout the new picture needs for its first paint anyway: forced here, and timed apart from the audit's own work
    svg.getBoundingClientRect();
    const laidOut = now();
    measure('audit', start);
    this.lastAuditLayoutMs = laidOut - start;
    let work = 0;
    const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    const found = await auditPictureInSlices(svg, spec, lineOf, {
      template,
      current,
      nextTurn,
      onSlice: (sliceStart) => {
        work += now() - sliceStart;
        measure('audit', sliceStart);
      },
    });
    // the findings' report has its own task: the pages' answer to it (the Editor's lint marks: 40-50 ms of CodeMirror's
    // DOM work at 1,000 items) does not lengthen the audit's last slice
    if (found !== null && found.length > 0) await nextTurn();
    if (found === null || !current()) return [];
    this.lastAuditMs = work;
    // a field validate already spoke about (a blocked remote icon drawn as the placeholder) is said once
    const said = new Set(this.diagnostics.map((d) => d.path).filter(Boolean));
    this.findings = found.filter((d) => !d.path || !said.has(d.path));
    if (this.findings.length && this.reportedFor === stage) this.report([...this.diagnostics, ...this.findings]);
    return this.findings.slice();
  }

  /** The canvas editor reported a change: apply its payload to the user's spec (not the library's copy, see canvasChanges.ts). */
  private onCanvasEdit(instance: LibraryInstance, payload: unknown) {
    if (instance !== this.instance || !this.options) return;
    const changes = ((payload as { changes?: CanvasChange[] } | null)?.changes ?? []).filter((c) => c && typeof c.path === 'string');
    const { options, notes } = applyCanvasChanges(this.options, changes);
    const next = { ...options, ...(options.data ? { data: restoreResources(options.data) } : {}) };
    // the fields that changed, so the page rewrites only their lines (changedFields reads both copies, touching neither)
    const fields = changedFields(this.options, next);
    this.options = next;
    // When the text cannot hold what the canvas shows, the next update redraws from the text, so the two never disagree.
    this.lastKey = notes.length > 0 ? '' : canonical({ options: next, settings: this.settings });
    this.emit('options:change', { options: clone(next), changes: clone(changes), notes, fields });
  }

  moveTo(container: HTMLElement): void {
    this.container = container;
    if (this.stage) container.appendChild(this.stage);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    safely(() => this.instance?.destroy());
    this.stage?.remove();
    this.instance = null;
    this.stage = null;
    this.listeners.clear();
  }
}

function describe(error: unknown): string {
  if (Array.isArray(error)) return error.map(describe).join('; ');
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

function safely(fn: () => void) {
  try {
    fn();
  } catch {
    // destroying a half-built instance may throw inside the library; nothing useful to report
  }
}

/** Renders a source into a container and returns the live handle. Never throws on bad input. */
export function render(container: HTMLElement, source: Source, settings: RenderSettings = {}): RenderHandle {
  const handle = new Handle(container, settings);
  handle.update(source);
  return handle;
}
