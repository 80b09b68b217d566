// One frame of the stream player: which prefix to draw, and what to record for each chunk since the last frame.
import type { Diagnostic } from '../../../engine';
import { diagnosticText } from '../../../shared/diagnostics/diagnostics';
import { endedAt, prefixAt, type ChunkStatus, type PlayerState } from './player';
import { planPrefix, sortErrors, type SortedDiagnostics } from './streamPrefix';

/** The picture, as the frame sees it (the page backs it with the engine and the preview). */
export interface FrameDrawer {
  /** Draws the spec (a broken one keeps the last good picture) and returns its diagnostics. */
  render(spec: string): readonly Diagnostic[];
  /** True when the spec would render (parses without errors). */
  renders(spec: string): boolean;
  /** Removes the picture. */
  clear(): void;
}

/** What the previous frames left: how far the timeline has been looked at, which prefix the picture shows, where the last frame was. */
export interface FrameMemory {
  considered: number;
  pictureAt: number | null;
  /** The previous frame's position: moving forward from it, the prefixes up to it have been dealt with already. */
  last: number;
}

export interface FrameOutcome {
  memory: FrameMemory;
  updates: Array<readonly [number, ChunkStatus]>;
  /** The spec at this position and its errors, sorted into unfinished and wrong; null when nothing was rendered. */
  check: { spec: string; diagnostics: readonly Diagnostic[]; sorted: SortedDiagnostics; ended: boolean } | null;
}

/** How many older prefixes one frame checks (beyond the ones known to have rendered) before it settles. */
const BACKWARD_CHECKS = 200;
/** How long one frame may spend checking older prefixes: each check parses a prefix, and a long spec's take milliseconds each. */
export const BACKWARD_BUDGET_MS = 30;

export const FRESH_MEMORY: FrameMemory = { considered: 0, pictureAt: null, last: 0 };

export function drawPosition(state: PlayerState, position: number, memory: FrameMemory, drawer: FrameDrawer): FrameOutcome {
  const updates: Array<readonly [number, ChunkStatus]> = [];
  // Chunks passed over since the last frame were never drawn: a newer one arrived first.
  for (let i = memory.considered; i < position - 1; i += 1)
    if (state.statuses[i]?.kind === 'pending') updates.push([i, { kind: 'skipped' }]);
  if (position === 0) {
    drawer.clear();
    return { memory: { considered: 0, pictureAt: null, last: 0 }, updates, check: null };
  }
  const ended = endedAt(state, position);
  const plan = planPrefix(prefixAt(state, position), ended);
  let pictureAt = memory.pictureAt;
  let check: FrameOutcome['check'] = null;
  let drawn = false;
  if (plan.kind === 'wait') {
    updates.push([position - 1, { kind: 'waiting', reason: plan.reason }]);
  } else {
    const diagnostics = drawer.render(plan.spec);
    const sorted = sortErrors(plan.spec, diagnostics, ended);
    check = { spec: plan.spec, diagnostics, sorted, ended };
    if (diagnostics.some((d) => d.severity === 'error')) {
      const first = sorted.wrong[0] ?? sorted.incomplete[0];
      const reason = diagnosticText(first);
      updates.push([position - 1, sorted.wrong.length > 0 ? { kind: 'failed', reason } : { kind: 'incomplete', reason }]);
    } else {
      updates.push([position - 1, { kind: 'rendered' }]);
      pictureAt = position;
      drawn = true;
    }
  }
  // The newest prefix did not render: show the newest earlier one that does (newer than the picture, when moving forward;
  // any, after scrubbing back past the picture), never a later one.
  if (!drawn) {
    // Moving forward, the prefixes up to the last frame's were checked then (a stream's frames would otherwise re-check the
    // whole way back to the picture each frame, parsing ever longer prefixes).
    const checkedBefore = memory.last > 0 && memory.last < position ? memory.last : 0;
    const floor = Math.max(pictureAt !== null && pictureAt < position ? pictureAt : 0, checkedBefore);
    const found = newestRenderingBefore(state, position, floor, drawer);
    if (found !== null) {
      const older = planPrefix(prefixAt(state, found), endedAt(state, found));
      if (older.kind === 'render') drawer.render(older.spec);
      if (state.statuses[found - 1]?.kind !== 'rendered') updates.push([found - 1, { kind: 'rendered' }]);
      pictureAt = found;
    } else if (pictureAt !== null && pictureAt > position) {
      drawer.clear();
      pictureAt = null;
    }
  }
  return { memory: { considered: Math.max(memory.considered, position), pictureAt, last: position }, updates, check };
}

/** The newest position in (floor, position) whose prefix renders, or null (also when the checks ran out of time). */
function newestRenderingBefore(state: PlayerState, position: number, floor: number, drawer: FrameDrawer): number | null {
  let checks = 0;
  const deadline = performance.now() + BACKWARD_BUDGET_MS;
  for (let k = position - 1; k > floor; k -= 1) {
    if (state.statuses[k - 1]?.kind === 'rendered') return k;
    if (checks >= BACKWARD_CHECKS || performance.now() > deadline) continue;
    checks += 1;
    const plan = planPrefix(prefixAt(state, k), endedAt(state, k));
    if (plan.kind === 'render' && drawer.renders(plan.spec)) return k;
  }
  return null;
}
