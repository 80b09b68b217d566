// A stand-in for the engine in jsdom: the same API, a trivial "syntax" (any line with BROKEN is an error on that line),
// and an <svg> holding the title, so page tests can see pictures, diagnostics and exports without the library.
// Its diagnostics come from the engine's own library-free checks (size, indentation, unknown key), so they have exactly
// the real engine's shape and wording: codes, a message without location, line, hint and suggestions.
import type {
  Diagnostic,
  Engine,
  ExportedFile,
  RenderEventName,
  RenderEvents,
  RenderHandle,
  Source,
  TemplateInfo,
  ValidationResult,
} from '../../../src/engine';
import { checkSourceSize } from '../../../src/engine';
import { checkIndentation, unknownKeyDiagnostic } from '../../../src/engine/spec/lineChecks';

export const FAKE_TEMPLATES: TemplateInfo[] = [
  {
    name: 'list-row-simple-horizontal-arrow',
    category: 'list',
    title: 'List · Row simple horizontal arrow',
    dataShape: 'list',
    deprecated: false,
  },
  { name: 'list-grid-badge-card', category: 'list', title: 'List · Grid badge card', dataShape: 'list', deprecated: false },
  { name: 'sequence-timeline-simple', category: 'sequence', title: 'Sequence · Timeline simple', dataShape: 'sequence', deprecated: false },
  { name: 'chart-pie-donut', category: 'chart', title: 'Chart · Pie donut', dataShape: 'chart', deprecated: false },
];

type Listener = (payload: never) => void;

export interface FakeEngine extends Engine {
  /** Every source handed to render() or update(), in order. */
  readonly drawn: string[];
  readonly handles: FakeHandle[];
}

/** The key a line sits under: the first word of the nearest unindented line above it ('' at the top level). */
function parentKey(lines: string[], index: number): string {
  if (!/^\s/.test(lines[index]!)) return '';
  for (let i = index - 1; i >= 0; i -= 1) if (/^\S/.test(lines[i]!)) return lines[i]!.split(/\s/)[0]!;
  return '';
}

function check(source: Source): ValidationResult {
  if (typeof source !== 'string') return { options: source, diagnostics: [], ok: true, format: 'object' };
  const size = checkSourceSize(source);
  if (size.length) return { options: null, diagnostics: size, ok: false, format: 'syntax' };
  const lines = source.split('\n');
  const diagnostics: Diagnostic[] = checkIndentation(lines);
  lines.forEach((line, index) => {
    if (line.includes('BROKEN')) {
      const parent = parentKey(lines, index);
      diagnostics.push(unknownKeyDiagnostic('BROKEN', parent, index + 1, 'error', parent ? `${parent}.BROKEN` : 'BROKEN'));
    }
    if (line.includes('ODD')) diagnostics.push({ severity: 'warning', code: 'invalid_value', message: 'An odd value.', line: index + 1 });
  });
  diagnostics.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  const title = /^\s*title (.*)$/m.exec(source)?.[1] ?? 'Untitled';
  const ok = !diagnostics.some((d) => d.severity === 'error');
  return { options: ok ? { template: 'x', data: { title } } : null, diagnostics, ok, format: 'syntax' };
}

export class FakeHandle implements RenderHandle {
  lastDurationMs: number | null = null;
  lastAuditMs: number | null = null;
  lastAuditLayoutMs: number | null = null;
  diagnostics: Diagnostic[] = [];
  options: RenderHandle['options'] = null;
  svg: SVGSVGElement | null = null;
  destroyed = false;
  private readonly listeners = new Map<RenderEventName, Set<Listener>>();

  constructor(
    private container: HTMLElement,
    private readonly log: string[],
  ) {}

  moveTo(container: HTMLElement): void {
    container.replaceChildren(...this.container.childNodes);
    this.container = container;
  }

  private lastSource: Source | null = null;

  redraw(): void {
    if (this.lastSource !== null) this.update(this.lastSource);
  }

  update(source: Source): ValidationResult {
    this.lastSource = source;
    this.log.push(typeof source === 'string' ? source : JSON.stringify(source));
    const result = check(source);
    this.diagnostics = result.diagnostics;
    this.emit('diagnostics', result.diagnostics);
    if (result.ok && result.options) {
      const stage = document.createElement('div');
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('viewBox', '0 0 400 200');
      const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
      text.textContent = String(result.options.data?.title);
      svg.append(text);
      stage.append(svg);
      this.container.replaceChildren(stage);
      this.svg = svg;
      this.options = result.options;
      this.lastDurationMs = 5;
      this.emit('rendered', { durationMs: 5, options: result.options, svg });
    }
    return result;
  }

  destroy(): void {
    this.destroyed = true;
    this.container.replaceChildren();
    this.svg = null;
    this.listeners.clear();
  }

  on<E extends RenderEventName>(event: E, listener: (payload: RenderEvents[E]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener);
  }

  whenLoaded(): Promise<void> {
    return Promise.resolve();
  }

  whenAudited(): Promise<Diagnostic[]> {
    return Promise.resolve([]);
  }

  private emit<E extends RenderEventName>(event: E, payload: RenderEvents[E]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (p: RenderEvents[E]) => void)(payload);
  }
}

export function createFakeEngine(): FakeEngine {
  const drawn: string[] = [];
  const handles: FakeHandle[] = [];
  const file = (target: RenderHandle | SVGSVGElement, mimeType: ExportedFile['mimeType']): ExportedFile => {
    const svg = 'update' in target ? target.svg : target;
    const extension = mimeType.split('/')[1]!.replace('svg+xml', 'svg');
    return { blob: new Blob([svg?.outerHTML ?? ''], { type: mimeType }), fileName: `picture.${extension}`, mimeType };
  };
  return {
    drawn,
    handles,
    libraryVersion: 'fake',
    validate: check,
    render(container, source) {
      const handle = new FakeHandle(container, drawn);
      handles.push(handle);
      handle.update(source);
      return handle;
    },
    serialize: () => '',
    serializeDetailed: () => ({ text: '', dropped: [] }),
    lineMap: () => () => undefined,
    exportSVG: jest.fn(async (target) => file(target, 'image/svg+xml')),
    exportPNG: jest.fn(async (target) => file(target, 'image/png')),
    exportRaster: jest.fn(async (target, options) => file(target, `image/${options?.format ?? 'png'}` as ExportedFile['mimeType'])),
    exportPPTX: jest.fn(async (target) => file(target, 'application/vnd.openxmlformats-officedocument.presentationml.presentation')),
    exportPDF: jest.fn(async (target) => file(target, 'application/pdf')),
    svgCode: jest.fn(async (target) => ('update' in target ? target.svg : target)?.outerHTML ?? ''),
    copyImage: jest.fn(async () => undefined),
    templates: () => FAKE_TEMPLATES.map((t) => ({ ...t })),
    themes: () => [],
    palettes: () => [],
    fonts: () => [],
    sampleOptions: (template) => ({ template, data: { title: `Sample of ${template}` } }),
    sampleSource: (template) => `infographic ${template}\ndata\n  title Sample of ${template}\n`,
  };
}
