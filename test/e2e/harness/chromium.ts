// Launches Debian's Chromium through playwright-core: a fresh temporary profile each launch, nothing phoning home.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { CHROMIUM_PATH } from './requirements';
import tools from './browserTools.json';

/** The suite's flags (browserTools.json, also read by test/run.mjs). */
export const CHROMIUM_ARGS: readonly string[] = tools.chromiumArgs;

function launchOptions(extraArgs: readonly string[]) {
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/** `extraArgs` adds to the suite's flags, e.g. the bench's file access. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(launchOptions(extraArgs));
}

/** The global through which a spec file finds its jest worker's Chromium (set by browserEnvironment.ts). */
export const BROWSER_ENDPOINT_GLOBAL = '__e2eBrowserEndpoint';

/** A Chromium that spec files connect to (browserEnvironment.ts keeps one per jest worker). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions([]));
}

/** Connects to a Chromium started by launchChromiumServer; closing what this returns closes only its own contexts. */
export function connectChromium(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}
