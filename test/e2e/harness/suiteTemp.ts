// One temp folder per browser-suite run holds every temp file the run makes (nginx prefixes, dist copies, Chromium profiles:
// TMPDIR points into it), so an interrupted run is cleaned up by one rule: stop every process started in it, remove it.
// The spec files run in jest's sandbox, whose `process` hears no signal: the handlers live here, in globalSetup's process.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** How long nginx (SIGTERM: its master stops the workers) and Chromium get before SIGKILL. */
const GRACE_MS = 3_000;

/** Makes the run's folder and points TMPDIR at it (os.tmpdir() and the processes started later read it). */
export function createSuiteTemp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-suite-'));
  // nginx's workers (maybe another user) keep request bodies in a folder inside it
  chmodSync(dir, 0o755);
  process.env.TMPDIR = dir;
  return dir;
}

interface ProcessEntry {
  pid: number;
  ppid: number;
  cmdline: string;
}

/** The fields of /proc/<pid>/stat after the parenthesised command name (which may itself hold spaces and parentheses). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function processTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const [state, ppid] = statFields(name);
      // a zombie has ended: only its exit status waits for a parent that may never ask
      if (state === 'Z') continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      entries.push({ pid: Number(name), ppid: Number(ppid), cmdline });
    } catch {
      // the process ended while we looked
    }
  }
  return entries;
}

/** Processes whose command line names `dir` (nginx's -p prefix, Chromium's profile), and all their descendants. */
export function processesUsing(dir: string): number[] {
  const table = processTable().filter((entry) => entry.pid !== process.pid);
  return withDescendants(
    table,
    table.filter((entry) => entry.cmdline.includes(dir)).map((entry) => entry.pid),
  );
}

/** A process and every process below it (children, grandchildren…), as far as they still run. */
export function processTree(pid: number): number[] {
  const table = processTable();
  return withDescendants(table, [pid]).filter((found) => table.some((entry) => entry.pid === found));
}

/** Which of these processes still run (not ended, not a zombie). */
export function stillRunning(pids: readonly number[]): number[] {
  const running = new Set(processTable().map((entry) => entry.pid));
  return pids.filter((pid) => running.has(pid));
}

function withDescendants(table: readonly ProcessEntry[], roots: readonly number[]): number[] {
  const found = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of table) {
      if (!found.has(entry.pid) && found.has(entry.ppid)) {
        found.add(entry.pid);
        grew = true;
      }
    }
  }
  return [...found];
}

function signal(pids: readonly number[], name: 'SIGTERM' | 'SIGKILL'): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/** Sleeps without returning to the event loop, so a signal handler finishes before any other listener runs. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * SIGTERM to every process started in `dir`, SIGKILL to what is left after the grace period, then the folder goes. It is
 * synchronous: Playwright's own SIGINT handler (installed where a spec file runs in band) exits the process once its
 * browsers are closed, and would otherwise end it before the folder is removed.
 */
export function stopAndRemove(dir: string): void {
  signal(processesUsing(dir), 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while (processesUsing(dir).length > 0 && Date.now() < deadline) sleepSync(100);
  signal(processesUsing(dir), 'SIGKILL');
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}

/**
 * On SIGINT, SIGTERM or SIGHUP: stop what the run started, remove its folder, exit as the signal would have (128 + its
 * number). Repeated signals (a terminal's Ctrl-C reaches every process of the group, and test/run.mjs passes it on) are
 * ignored: the first one's handler exits before it returns.
 */
export function cleanUpOnSignals(dir: string): void {
  for (const name of SIGNALS) {
    process.on(name, () => {
      process.stderr.write(`\nbrowser suite: ${name}, stopping its nginx and Chromium and removing ${dir}\n`);
      try {
        stopAndRemove(dir);
      } finally {
        process.exit(128 + constants.signals[name]);
      }
    });
  }
}
