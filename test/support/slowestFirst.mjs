// jest's test order: the unit files, then the browser suite's (they wait for the build that runs beside the unit tests), each
// slowest first, on a fresh clone too: jest knows a file's time only from its own cache of an earlier run on this machine, so
// test/timings.json (written by test/run.mjs after a whole run) gives it for files the cache lacks. Workers finish together
// only when the long files start first; otherwise the last long file runs alone at the end.
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
  /** The unit files first: the browser suite's files wait for the production build, which runs beside the unit tests. */
  sort(tests) {
    const sorted = super.sort(tests);
    const browser = (test) => test.context.config.displayName?.name === 'e2e';
    return [...sorted.filter((test) => !browser(test)), ...sorted.filter(browser)];
  }

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
