// jest's test order, slowest file first, on a fresh clone too: jest knows a file's time only from its own cache of an earlier
// run on this machine, so test/timings.json (written by test/run.mjs after a whole run) gives it for files the cache lacks.
// Two workers finish together only when the long files start first; otherwise the last long file runs alone at the end.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

const TIMINGS_FILE = new URL('../timings.json', import.meta.url);

function readTimings() {
  try {
    return JSON.parse(readFileSync(TIMINGS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

class SlowestFirst extends Sequencer {
  timings = readTimings();

  /** Seconds the file took last time: jest's cache first, then the committed timings (in milliseconds, as jest keeps them). */
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = this.timings[path.relative(test.context.config.rootDir, test.path)];
    return seconds == null ? undefined : seconds * 1000;
  }
}

export default SlowestFirst;
