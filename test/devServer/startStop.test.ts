/**
 * @jest-environment node
 */
// `npm start` stopped the way a supervisor or a script does it, by npm's PID: nothing of it keeps running or serving.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from '../e2e/harness/nginx';
import { processTree, stillRunning } from '../e2e/harness/suiteTemp';

const REPO = path.resolve(__dirname, '../..');

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls until `check` holds, or fails naming `what` (a busy CI machine compiles slowly: generous, and never a pass condition). */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.each(['SIGTERM', 'SIGINT'] as const)(
  'npm start stopped with %s sent to npm alone leaves no webpack running and nothing listening',
  async (signal) => {
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, PORT: String(port) };
    delete env.NODE_ENV;
    const npm = spawn('npm', ['start'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    let started: number[] = [];
    try {
      await until(() => accepts(port), `the dev server on port ${port}\n${output}`, 120_000);
      started = processTree(npm.pid!);
      // npm, then webpack serve below it (and whatever it started)
      expect(started.length).toBeGreaterThanOrEqual(2);

      npm.kill(signal);
      await exited;
      await until(() => stillRunning(started).length === 0, `every process npm start had started to end (${started.join(', ')})`, 30_000);
      expect(await accepts(port)).toBe(false);
    } finally {
      for (const pid of stillRunning([npm.pid!, ...started])) process.kill(pid, 'SIGKILL');
    }
  },
  180_000,
);
