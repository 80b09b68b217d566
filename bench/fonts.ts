// Bytes fetched for the engine's webfonts to draw a picture: a Latin-only one and a Chinese one, each in a cold browser
// context (empty cache, no service worker), opened as a share link in the Renderer.
import { deflateRawSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { CHINESE_SPEC as CHINESE } from '../test/e2e/pages/specs';

const LATIN = `infographic list-row-simple-horizontal-arrow
data
  title Quarterly release plan
  lists
    - label Requirements review
      desc Agree on scope and goals
    - label Build and test
      desc Finish the features and check them
    - label Launch
      desc Ship to every user
`;

export interface FontBytes {
  picture: string;
  /** woff2 slices fetched, and their bytes. */
  fontFiles: number;
  fontFileBytes: number;
  /** The families' @font-face stylesheets (and their tiny loader chunks), as sent (gzip). */
  fontCssBytes: number;
  /** Everything the load fetched, for scale. */
  totalBytes: number;
}

function shareLink(origin: string, text: string): string {
  return `${origin}/renderer#v=1&code=${deflateRawSync(Buffer.from(text, 'utf8')).toString('base64url')}`;
}

async function measure(browser: Browser, origin: string, picture: string, text: string, shows: string): Promise<FontBytes> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const sizes: Array<Promise<{ path: string; bytes: number }>> = [];
    page.on('requestfinished', (request: Request) =>
      sizes.push(
        request.sizes().then(
          (size) => ({ path: new URL(request.url()).pathname, bytes: size.responseBodySize }),
          () => ({ path: new URL(request.url()).pathname, bytes: 0 }),
        ),
      ),
    );
    await page.goto(shareLink(origin, text));
    await page.getByRole('region', { name: 'Preview' }).locator('svg').getByText(shows).first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => document.fonts.status === 'loaded', undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    const files = all.filter((entry) => entry.path.startsWith('/fonts/'));
    return {
      picture,
      fontFiles: files.length,
      fontFileBytes: files.reduce((sum, entry) => sum + entry.bytes, 0),
      fontCssBytes: all
        .filter((entry) => /^\/font-[a-z-]+\.[0-9a-f]+\.(css|js)$/.test(entry.path))
        .reduce((sum, entry) => sum + entry.bytes, 0),
      totalBytes: all.reduce((sum, entry) => sum + entry.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

export async function benchFonts(origin: string, browser: Browser): Promise<FontBytes[]> {
  return [
    await measure(browser, origin, 'Latin-only (default font, 4 texts)', LATIN, 'Requirements review'),
    await measure(browser, origin, 'Chinese (default font, 7 texts, 36 distinct characters)', CHINESE, '正式上线'),
  ];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatFontsBench(rows: FontBytes[]): string[] {
  return [
    'Webfonts fetched to draw a picture (cold cache), KiB as sent',
    '',
    '| picture | woff2 files | woff2 KiB | font CSS KiB | whole load KiB |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) => `| ${row.picture} | ${row.fontFiles} | ${kib(row.fontFileBytes)} | ${kib(row.fontCssBytes)} | ${kib(row.totalBytes)} |`,
    ),
  ];
}
