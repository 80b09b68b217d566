// What a click downloads, read through Playwright's stream: spec files connect to their worker's Chromium
// (browserEnvironment.ts), and a connected browser's downloads have no local path.
import type { Download, Page } from 'playwright-core';

/** The bytes of a finished download. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file a click downloads: its suggested name and its bytes. */
export async function downloadOf(page: Page, click: () => Promise<unknown>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, unknown];
  return { name: download.suggestedFilename(), bytes: await downloadBytes(download) };
}
