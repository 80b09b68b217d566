// What the browser suite needs on the machine, and what to say when it is not there.
import { existsSync } from 'node:fs';

/** Debian's Chromium, driven through playwright-core (never a browser downloaded by npm). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's nginx (the server the app is deployed behind); /usr/sbin on Debian, /usr/bin on some other systems. */
export const NGINX_PATH = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? '/usr/sbin/nginx';

export const INSTALL_HINT = 'apt-get install -y chromium nginx';

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
