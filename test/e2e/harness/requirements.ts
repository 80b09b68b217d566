// What the browser suite needs on the machine, and what to say when it is not there.
// The paths live in browserTools.json, the one copy the tests, the bench and test/run.mjs all read.
import { existsSync } from 'node:fs';
import tools from './browserTools.json';

/** Debian's Chromium, driven through playwright-core (never a browser downloaded by npm). */
export const CHROMIUM_PATH = tools.chromiumPath;

/** Debian's nginx (the server the app is deployed behind); /usr/sbin on Debian, /usr/bin on some other systems. */
export const NGINX_PATH = tools.nginxPaths.find((path) => existsSync(path)) ?? tools.nginxPaths[0];

export const INSTALL_HINT = tools.installHint;

/** Paths of the required programs that are not installed. */
export function missingBrowserSuiteTools(): string[] {
  return [CHROMIUM_PATH, NGINX_PATH].filter((path) => !existsSync(path));
}

export function skippedMessage(missing: string[]): string {
  return `browser suite skipped: ${missing.join(' and ')} not found; install with: ${INSTALL_HINT}`;
}

export function requiredMessage(missing: string[]): string {
  return `browser suite required but ${missing.join(' and ')} not found; install with: ${INSTALL_HINT}`;
}
