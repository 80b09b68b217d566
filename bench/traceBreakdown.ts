// A Chromium trace of one page load → where the page's main thread spent the time from navigation start to a given moment:
// exclusive time by kind (a nested event's time counts once, to the nearest kind that claims it), idle time, the time
// spent evaluating each script file, the JS samples by the part of the source their function comes from, and the longest
// tasks with what dominated each.
import { cpuSamples, type CpuSample } from './cpuSamples';

/** Trace categories that give the main thread's tasks and what ran inside them (DevTools' Performance panel's, plus V8's). */
export const TRACE_CATEGORIES: readonly string[] = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/**
 * With V8's sampler too (JS by source). It costs: the picture came ~1.7× later, unevenly (react-router's replaceState call
 * took up to 640 ms under it, < 13 ms without), and one in six of /editor's repeat visits crashed its renderer under it
 * (Chromium 156, a probe of six), so the bench samples in a load of its own, apart from the breakdown.
 */
export const SAMPLED_CATEGORIES: readonly string[] = [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'];

export const TIME_KINDS = [
  'scriptEvaluation',
  'js',
  'compile',
  'tierUp',
  'style',
  'layout',
  'paint',
  'gc',
  'htmlParse',
  'otherTask',
  'idle',
] as const;
export type TimeKind = (typeof TIME_KINDS)[number];

export const KIND_LABELS: Record<TimeKind, string> = {
  scriptEvaluation: 'script evaluation',
  js: 'JS calls/microtasks',
  compile: 'compile/deserialise',
  tierUp: 'V8 tier-up/interrupts',
  style: 'style',
  layout: 'layout',
  paint: 'paint/commit',
  gc: 'GC',
  htmlParse: 'HTML parse',
  otherTask: 'other task time',
  idle: 'idle (no task)',
};

/** Which kind an event's own time is; events matching none take their parent's kind (a top-level one is "other task time"). */
const KIND_OF_NAME: [TimeKind, RegExp][] = [
  ['scriptEvaluation', /^(EvaluateScript|v8\.evaluateModule)$/],
  ['gc', /^(V8\.GC|MinorGC|MajorGC|BlinkGC|CppGC|GCEvent)/],
  ['compile', /compile|deserializ|produce(Module)?Cache|^v8\.parse|^V8\.Parse|^CacheScript/i],
  ['tierUp', /BytecodeBudgetInterrupt|^V8\.HandleInterrupts|^V8\.StackGuard|^V8\.(Optimize|Deoptimize|Maglev|Turbofan|Sparkplug|Baseline)/],
  [
    'js',
    /^(FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|XHRReadyStateChange|XHRLoad|v8\.callFunction|V8\.Execute|BlinkScheduler_PerformMicrotaskCheckpoint)$/,
  ],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/],
  ['layout', /^(Layout|UpdateLayout)$/],
  ['paint', /^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|Commit|PaintImage|CompositeLayers|Decode Image)$/],
  ['htmlParse', /^ParseHTML$|DocumentParser/],
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface LongTask {
  /** Milliseconds after navigation start (the part inside the window only). */
  startMs: number;
  durationMs: number;
  /** The two labels with the most of its time, e.g. "evaluate engine.js 80 ms". */
  dominant: string[];
  /** The two parts of the source with the most JS samples in it, e.g. "react-dom 60 ms" (none when the trace has no samples). */
  sampledSources: string[];
}

export interface MainThreadTime {
  /** Navigation start → the given moment. */
  windowMs: number;
  byKind: Record<TimeKind, number>;
  /** Script evaluation's time by the file evaluated. */
  evaluationByFile: Record<string, number>;
  /**
   * JS samples (the CPU profile, every ~0.1–0.2 ms) by the part of the source the top frame's function was built from
   * (dist/*.map): a package, a src/ folder, or the file when it has no map. Empty without SAMPLED_CATEGORIES.
   */
  jsBySource: Record<string, number>;
  /** "Other task time" by event name: the five largest. */
  otherByEvent: Record<string, number>;
  /** The five longest tasks, longest first. */
  longestTasks: LongTask[];
  /** Every task of at least TIMELINE_TASK_MS, in the order they ran: with the load's requests, the critical path. */
  timeline: LongTask[];
}

/** Shorter tasks are left out of the timeline (the gaps between the listed ones hold them). */
export const TIMELINE_TASK_MS = 3;

interface Node {
  event: TraceEvent;
  end: number;
  kind: TimeKind;
  label: string;
  children: Node[];
  top: Node | undefined;
}

const fileOf = (url: string | undefined) => (url ? (new URL(url, 'http://x/').pathname.split('/').pop() ?? url) : '');
const round = (ms: number) => Math.round(ms * 10) / 10;

function labelOf(event: TraceEvent, kind: TimeKind, parent: Node | undefined): string {
  const file = fileOf(event.args?.data?.url);
  if (kind === 'scriptEvaluation' && event.name === 'EvaluateScript') return `evaluate ${file || '(no url)'}`;
  if (kind === 'js' && file) return `JS in ${file}`;
  return parent?.kind === kind ? parent.label : KIND_LABELS[kind];
}

/** The document's main thread: the renderer thread that marked `navigationStart` for `documentUrl` (fragment ignored). */
function findNavigation(events: TraceEvent[], documentUrl: string): TraceEvent {
  const withoutFragment = (url: string) => url.split('#')[0];
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      withoutFragment(e.args.data.documentLoaderURL ?? '') === withoutFragment(documentUrl),
  );
  if (!start) throw new Error(`no navigationStart for ${documentUrl} in the trace`);
  return start;
}

/** Complete events of one thread as a forest: each event under the innermost one enclosing it. */
function forest(events: TraceEvent[]): Node[] {
  const sorted = events.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && stack[stack.length - 1].end <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const kind = KIND_OF_NAME.find(([, pattern]) => pattern.test(event.name))?.[0] ?? parent?.kind ?? 'otherTask';
    const node: Node = { event, end, kind, label: labelOf(event, kind, parent), children: [], top: undefined };
    node.top = parent ? parent.top : node;
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

const add = (record: Record<string, number>, key: string, ms: number) => {
  record[key] = (record[key] ?? 0) + ms;
};

type SourceOf = (file: string, line: number, column: number) => string | undefined;

function bySource(samples: readonly CpuSample[], sourceOf: SourceOf): Record<string, number> {
  const record: Record<string, number> = {};
  for (const sample of samples) {
    if (!sample.url) continue;
    const file = fileOf(sample.url);
    add(record, sourceOf(file, sample.line, sample.column) ?? file, sample.ms);
  }
  return record;
}

/**
 * `trace` is what browser.stopTracing() returned; the window runs from `documentUrl`'s navigation start for `windowMs`;
 * `sourceOf` maps a built file's position to its part of the source.
 */
export function mainThreadTime(trace: Buffer | string, documentUrl: string, windowMs: number, sourceOf: SourceOf): MainThreadTime {
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const navigation = findNavigation(events, documentUrl);
  const from = navigation.ts;
  const to = from + windowMs * 1000;
  const inWindow = (start: number, end: number) => Math.max(0, Math.min(end, to) - Math.max(start, from)) / 1000;

  const roots = forest(events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid));
  const samples = cpuSamples(events, navigation.pid, navigation.tid).filter((sample) => sample.ts >= from && sample.ts < to);
  const byKind = Object.fromEntries(TIME_KINDS.map((kind) => [kind, 0])) as Record<TimeKind, number>;
  const evaluationByFile: Record<string, number> = {};
  const otherByEvent: Record<string, number> = {};
  const byTask = new Map<Node, Record<string, number>>();
  const visit = (node: Node) => {
    const own = inWindow(node.event.ts, node.end) - node.children.reduce((sum, child) => sum + inWindow(child.event.ts, child.end), 0);
    byKind[node.kind] += own;
    if (node.kind === 'scriptEvaluation') add(evaluationByFile, node.label.replace(/^evaluate /, ''), own);
    if (node.kind === 'otherTask') add(otherByEvent, node.event.name, own);
    const task = byTask.get(node.top!) ?? {};
    byTask.set(node.top!, task);
    add(task, node.label, own);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  const busy = roots.reduce((sum, root) => sum + inWindow(root.event.ts, root.end), 0);
  byKind.idle = windowMs - busy;

  const tasks = roots.map((root) => ({ root, durationMs: inWindow(root.event.ts, root.end) })).filter(({ durationMs }) => durationMs > 0);
  const describe = ({ root, durationMs }: { root: Node; durationMs: number }): LongTask => ({
    startMs: round((Math.max(root.event.ts, from) - from) / 1000),
    durationMs: round(durationMs),
    dominant: Object.entries(byTask.get(root) ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([label, ms]) => `${label} ${Math.round(ms)} ms`),
    sampledSources: Object.entries(
      bySource(
        samples.filter((sample) => sample.ts >= root.event.ts && sample.ts < root.end),
        sourceOf,
      ),
    )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([source, ms]) => `${source} ${Math.round(ms)} ms`),
  });
  const longestTasks = [...tasks]
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 5)
    .map(describe);
  const timeline = tasks.filter(({ durationMs }) => durationMs >= TIMELINE_TASK_MS).map(describe);
  const largest = (record: Record<string, number>, count = Infinity) =>
    Object.fromEntries(
      Object.entries(record)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([key, ms]) => [key, round(ms)]),
    );
  return {
    windowMs: round(windowMs),
    byKind: Object.fromEntries(TIME_KINDS.map((kind) => [kind, round(byKind[kind])])) as Record<TimeKind, number>,
    evaluationByFile: largest(evaluationByFile),
    jsBySource: largest(bySource(samples, sourceOf)),
    otherByEvent: largest(otherByEvent, 5),
    longestTasks,
    timeline,
  };
}
