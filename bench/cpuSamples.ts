// The V8 CPU profile Chromium writes into a trace (category disabled-by-default-v8.cpu_profiler) → one thread's samples:
// when each was taken, how long it stands for, and the function at the top of the stack then (its script and position).

interface ProfileEvent {
  name: string;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { url?: string; functionName: string; lineNumber?: number; columnNumber?: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

export interface CpuSample {
  /** Trace clock, microseconds. */
  ts: number;
  /** Until the next sample, in milliseconds. */
  ms: number;
  /** The top frame's script URL ('' for V8's own: "(program)", "(garbage collector)", "(idle)"), function and 0-based position. */
  url: string;
  functionName: string;
  line: number;
  column: number;
}

/** The samples of the profile recorded on thread `pid`/`tid` among a trace's events, or none when it holds no profile of it. */
export function cpuSamples(traceEvents: readonly object[], pid: number, tid: number): CpuSample[] {
  const events = traceEvents as readonly ProfileEvent[];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const startTime = profile?.args?.data?.startTime;
  if (!profile || startTime === undefined) return [];
  const frames = new Map<number, { url: string; functionName: string; line: number; column: number }>();
  const taken: { ts: number; node: number }[] = [];
  let ts = startTime;
  // Chunks come from the sampling thread, in order; each adds nodes and samples with their time deltas.
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { url = '', functionName, lineNumber = -1, columnNumber = -1 } = node.callFrame;
      frames.set(node.id, { url, functionName, line: lineNumber, column: columnNumber });
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((node, index) => {
      ts += deltas[index] ?? 0;
      taken.push({ ts, node });
    });
  }
  return taken.flatMap(({ ts: at, node }, index) => {
    const frame = frames.get(node);
    const next = taken[index + 1]?.ts ?? at;
    return frame ? [{ ts: at, ms: Math.max(0, next - at) / 1000, ...frame }] : [];
  });
}
