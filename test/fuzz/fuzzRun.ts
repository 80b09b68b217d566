// Shared fuzz settings: one fixed seed (printed, overridable) so a failure reproduces, and the summary line the lead quotes.
import type { Diagnostic } from '../../src/engine';

/** Generous per-test limit for a busy 2-core machine (CI); the suite measures nothing against it. */
export const FUZZ_TIMEOUT_MS = 900_000;

/** FUZZ_SEED=<n> replays another run; fast-check prints the seed and path of any counterexample. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

/** Prints one plain summary line per fuzz file, e.g. "fuzz engine: seed 20261122, 10000 validated, 2500 rendered". */
export function printSummary(name: string, counts: Record<string, number>): void {
  const parts = Object.entries(counts).map(([what, count]) => `${count} ${what}`);
  const cpu = process.cpuUsage(startCpu);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  process.stdout.write(
    `\nfuzz ${name}: seed ${FUZZ_SEED}, ${parts.join(', ')} (${seconds(performance.now() - startWall)} s wall, ${seconds((cpu.user + cpu.system) / 1000)} s CPU)\n`,
  );
}

// for the record only: how long the file took, printed with the counts (nothing is asserted on it)
const startWall = performance.now();
const startCpu = process.cpuUsage();

/** Quoted user text inside a message ('…') may say anything; a location named by the engine would sit outside it. */
function withoutQuotes(message: string): string {
  return message.replace(/'[^']*'/g, "''").replace(/"[^"]*"/g, '""');
}

/** Every diagnostic: a sentence with text, no location in the message, a line inside the source (or none). */
export function diagnosticProblems(diagnostics: readonly Diagnostic[], lineCount: number): string[] {
  const problems: string[] = [];
  for (const d of diagnostics) {
    const where = `${d.code}: ${JSON.stringify(d.message)}`;
    if (typeof d.message !== 'string' || d.message.trim() === '') problems.push(`${d.code}: empty message`);
    else {
      if (/\bline \d|\bat position \d|\bcolumn \d/i.test(withoutQuotes(d.message))) problems.push(`${where} names a location`);
      if (!/^[A-Z]/.test(d.message) || !/[.?!]$/.test(d.message)) problems.push(`${where} is not a sentence`);
    }
    if (!['error', 'warning', 'info'].includes(d.severity)) problems.push(`${where} has severity ${String(d.severity)}`);
    if (d.line !== undefined && !(Number.isInteger(d.line) && d.line >= 1 && d.line <= lineCount)) {
      problems.push(`${where} points at line ${d.line} of ${lineCount}`);
    }
    if (d.hint !== undefined && (typeof d.hint !== 'string' || d.hint.trim() === '')) problems.push(`${where} has an empty hint`);
  }
  return problems;
}
