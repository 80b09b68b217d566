// The browser suite's test environment: Node's, plus one Chromium per jest worker that every spec file the worker runs
// connects to (browserSession.ts gives each test fresh contexts), instead of a Chromium launched and closed per file.
import { TestEnvironment } from 'jest-environment-node';
import type { BrowserServer } from 'playwright-core';
import { BROWSER_ENDPOINT_GLOBAL, launchChromiumServer } from './chromium';
import { suiteBuildReady } from './suiteEnv';

/**
 * The worker's Chromium, on the process's own global: it outlives each spec file's sandbox, and when the files run in band
 * globalTeardown (same process) finds it there to close it.
 */
const slot: { server?: Promise<BrowserServer> } = ((
  globalThis as { __e2eWorkerBrowser?: { server?: Promise<BrowserServer> } }
).__e2eWorkerBrowser ??= {});

async function workerBrowser(): Promise<BrowserServer> {
  const current = await slot.server?.catch(() => undefined);
  // a Chromium that crashed or was killed is replaced, so one bad file does not fail the rest of the worker's files
  if (current && current.process().exitCode === null && current.process().signalCode === null) return current;
  slot.server = launchChromiumServer();
  return slot.server;
}

/** Ends the worker's Chromium, if it has one: killed, as a graceful close can outlast jest's half second on a busy machine. */
export async function closeWorkerBrowser(): Promise<void> {
  const current = await slot.server?.catch(() => undefined);
  slot.server = undefined;
  await current?.kill();
}

// jest ends a worker by a message and waits half a second for it to exit, which a running Chromium would prevent (jest then
// kills it, warning of a leak): close it on that message (jest-worker's CHILD_MESSAGE_END, exported by its code, not its types), and stop listening so the IPC channel no longer holds the process.
const CHILD_MESSAGE_END = 2;
function onWorkerEnd(message: unknown): void {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
  process.off('message', onWorkerEnd);
  void closeWorkerBrowser();
}
if (process.send && !process.listeners('message').includes(onWorkerEnd)) process.on('message', onWorkerEnd);

export default class BrowserEnvironment extends TestEnvironment {
  async setup(): Promise<void> {
    await super.setup();
    // a spec file starts once this run's build is served (globalSetup builds it beside the unit tests); Chromium starts meanwhile
    const [browser] = await Promise.all([workerBrowser(), suiteBuildReady()]);
    this.global[BROWSER_ENDPOINT_GLOBAL] = browser.wsEndpoint();
  }
}
