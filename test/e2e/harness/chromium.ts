// Launches Debian's Chromium through playwright-core: a fresh temporary profile each launch, nothing phoning home.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from './requirements';
import tools from './browserTools.json';

/** The suite's flags (browserTools.json, also read by test/run.mjs). */
export const CHROMIUM_ARGS: readonly string[] = tools.chromiumArgs;

/** `extraArgs` adds to the suite's flags, e.g. the bench's file access. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
