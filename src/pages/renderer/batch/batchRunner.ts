// Checking many specs without freezing the tab: specs are rendered one after another in short slices, and the runner
// yields to the browser between slices (so frames are painted, the table fills and Cancel is heard).
import type { Diagnostic } from '../../../engine';
import { sortDiagnostics } from '../../../shared/diagnostics/diagnostics';
import { browserClock, type Clock } from '../../../runtime/scheduling/clock';
import { t } from '../../../i18n/i18n';
import { fileLineOf, type BatchEntry } from './batchInput';

/** What the check found for one entry. */
export interface BatchResult {
  entry: BatchEntry;
  /** The template the spec names (null when it names none or could not be read). */
  template: string | null;
  /** A picture was drawn. */
  rendered: boolean;
  errors: number;
  warnings: number;
  notes: number;
  /** Every diagnostic, worst first (an entry that could not be read has one: its problem). */
  diagnostics: Diagnostic[];
  /** The worst diagnostic's line in the file, when it has one. */
  firstFileLine: number | null;
  /** Wall-clock milliseconds of validating and drawing it; null when it was not drawn at all (unreadable entry). */
  durationMs: number | null;
}

/** What drawing one spec found. */
export interface SpecCheck {
  diagnostics: Diagnostic[];
  rendered: boolean;
  template: string | null;
  durationMs: number;
}

/** Draws one spec and says what happened (once its icons are in); the page hands in the engine's render into an off-screen box. */
export type CheckSpec = (source: string) => SpecCheck | Promise<SpecCheck>;

/** The result of one entry, by drawing it (or from its problem when it could not be read). */
export async function checkEntry(entry: BatchEntry, check: CheckSpec): Promise<BatchResult> {
  if (entry.source === null) {
    const problem: Diagnostic = { severity: 'error', code: 'bad_syntax', message: entry.problem ?? t('renderer.batch.unreadable') };
    return {
      entry,
      template: null,
      rendered: false,
      errors: 1,
      warnings: 0,
      notes: 0,
      diagnostics: [problem],
      firstFileLine: entry.line,
      durationMs: null,
    };
  }
  const checked = await check(entry.source);
  const diagnostics = sortDiagnostics(checked.diagnostics);
  const count = (severity: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === severity).length;
  const first = diagnostics[0];
  return {
    entry,
    template: checked.template,
    rendered: checked.rendered,
    errors: count('error'),
    warnings: count('warning'),
    notes: count('info'),
    diagnostics,
    firstFileLine: first ? fileLineOf(entry, first.line) : null,
    durationMs: checked.durationMs,
  };
}

/** Milliseconds of checking per slice (at least one spec): the rest of the frame stays free for painting and input. */
export const SLICE_BUDGET_MS = 8;

export interface BatchRunOptions {
  check: CheckSpec;
  /** After each slice, with every result so far (a new array each time). */
  onProgress(results: readonly BatchResult[]): void;
  /** Once, when every entry is checked or the run was cancelled. */
  onDone(results: readonly BatchResult[], cancelled: boolean): void;
  /**
   * One slice per frame, just after it is painted; the clock also times the slices. Back-to-back tasks (a message to self)
   * were tried first: Chromium then held frames back for 80 to 200 ms at a time, until its rendering-starvation guard stepped in.
   */
  clock?: Pick<Clock, 'afterNextPaint' | 'now'>;
  budgetMs?: number;
}

export interface BatchRun {
  /** Stops after the spec being drawn; the results so far stay. */
  cancel(): void;
}

/** Checks the entries in slices of about `budgetMs` (at least one spec each), yielding to the browser between slices. */
export function runBatch(entries: readonly BatchEntry[], options: BatchRunOptions): BatchRun {
  const { check, onProgress, onDone, clock = browserClock, budgetMs = SLICE_BUDGET_MS } = options;
  let results: BatchResult[] = [];
  let next = 0;
  let cancelled = false;
  let finished = false;

  const finish = () => {
    if (finished) return;
    finished = true;
    onDone(results, cancelled);
  };
  const slice = async () => {
    if (cancelled) return finish();
    const start = clock.now();
    const found: BatchResult[] = [];
    do {
      found.push(await checkEntry(entries[next]!, check));
      next += 1;
    } while (next < entries.length && !cancelled && clock.now() - start < budgetMs);
    if (cancelled) return;
    results = [...results, ...found];
    onProgress(results);
    if (next >= entries.length) return finish();
    clock.afterNextPaint(() => void slice());
  };

  if (entries.length === 0) queueMicrotask(finish);
  else clock.afterNextPaint(() => void slice());
  return {
    cancel() {
      if (finished || cancelled) return;
      cancelled = true;
      // Heard at the next slice; say so at once rather than after it.
      finish();
    },
  };
}
