// Holds a chunk's script back until the spec lets it through: to see what a page does (or fetches) before that chunk runs.
import type { Page } from 'playwright-core';
import { chunkFiles } from './distFiles';
import { suiteDist } from './suiteEnv';

/** Holds every request for `chunk`'s script in `page`; call the returned function to let them through. */
export async function holdChunk(page: Page, chunk: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${chunkFiles(suiteDist(), chunk).js}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
