// Launches Debian's Chromium through playwright-core: a fresh temporary profile each launch, nothing phoning home.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from './requirements';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
