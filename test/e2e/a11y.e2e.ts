// Accessibility in Chromium under the production CSP: axe-core finds no WCAG 2.1 A/AA violation on any page, in the light
// and the dark scheme (the system's, emulated, and the one picked in the header), once each page shows its real content.
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import type { AppPage } from './harness/appPage';
import { useBrowser } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { NOT_FOUND_HEADING, PAGES } from './harness/pages';
import { noProblems } from './harness/pageWatch';
import { RendererPage } from './pages/rendererPage';

const session = useBrowser();
// A test loads a page twice and runs axe over everything drawn (Home: about 140 texts in its gallery pictures): over the
// suite's 120 s on a loaded 2-core machine (failed once so under stress-ng --cpu 2, load average 20), so these get 300 s.
jest.setTimeout(300_000);
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Scheme = 'light' | 'dark';

/** Per page and scheme, how many violations axe found: printed at the end for the closing note. */
const counts: string[] = [];
afterAll(() => {
  process.stdout.write(`\naxe WCAG 2.1 A/AA violations (page, scheme, how the scheme was set: count)\n${counts.join('\n')}\n`);
});

/**
 * What a page must show before it is checked (and reloaded): its heading, then its real content. The pages that draw load the
 * engine as they open: the Renderer, the Editor and Style draw their sample with it, Dynamic shows its empty picture once it is
 * in, so axe checks what a user sees, not a loading message.
 */
async function contentShown(app: AppPage, path: string, heading: string): Promise<void> {
  await app.waitForHeading(heading);
  if (['/renderer', '/editor', '/style'].includes(path)) await app.previewPicture.waitFor({ state: 'visible' });
  if (path === '/dynamic') {
    const preview = app.page.getByRole('region', { name: 'Preview' });
    await preview.waitFor({ state: 'visible' });
    await eventually(
      () => preview.innerText(),
      (text) => expect(text).not.toContain('Loading the rendering engine'),
      { what: 'the engine loaded on the Dynamic page' },
    );
  }
  if (path === '/') {
    const gallery = app.page.getByRole('region', { name: 'Templates' });
    await gallery.scrollIntoViewIfNeeded();
    // The engine loads, then the thumbnails draw one per frame: under load the first once took longer than the default 30 s.
    await gallery.getByRole('link').first().locator('svg').first().waitFor({ state: 'visible', timeout: 60_000 });
  }
}

/** One line per violation: rule, impact, and the first few elements, so a failure says what to fix. */
function describe_(violations: Result[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}: ${v.nodes
        .slice(0, 4)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
        .join(' | ')}`,
  );
}

/** The violations; the count line also says how many checks axe could not decide (text drawn over the picture's own shapes), for a person to look at. */
async function violations(page: Page, label: string): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_A_AA).analyze();
  // Proof the check ran on real content: axe passed colour contrast on some text.
  expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
  // What axe cannot decide (text over a background drawn in SVG) may only be inside the library's picture, never in our UI.
  const undecided = results.incomplete.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
  const outsidePictures = await page.evaluate(
    (selectors) => selectors.filter((selector) => !document.querySelector(selector)?.closest('svg')),
    undecided,
  );
  expect(outsidePictures).toEqual([]);
  counts.push(
    `${label}: ${results.violations.length} (undecided: ${results.incomplete.map((r) => `${r.id}×${r.nodes.length}`).join(', ') || 'none'})`,
  );
  return results.violations;
}

const TARGETS = [...PAGES.map((facts) => [facts.path, facts.heading] as const), ['/no/such/page', NOT_FOUND_HEADING] as const];

describe.each(['light', 'dark'] as Scheme[])('the %s scheme of the system', (scheme) => {
  it.each(TARGETS)('%s has no WCAG 2.1 A/AA violation', async (path, heading) => {
    const { app, watch } = await session.visit({ colorScheme: scheme });
    await app.goto(path);
    await contentShown(app, path, heading);
    const found = await violations(app.page, `${path} ${scheme} (system)`);
    expect(describe_(found)).toEqual([]);
    // axe ran in the page without tripping the CSP or logging errors.
    expect(watch.problems()).toEqual(noProblems());
  });
});

const rootScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

describe.each([
  ['dark', 'light'],
  ['light', 'dark'],
] as const)('%s picked in the header over a %s system', (picked, system) => {
  it.each(TARGETS)('%s applies it at once, keeps it after a reload, and has no WCAG 2.1 A/AA violation', async (path, heading) => {
    const { app, watch } = await session.visit({ colorScheme: system });
    await app.goto(path);
    await contentShown(app, path, heading);
    const control = app.page.getByRole('combobox', { name: 'Color scheme' });
    const systemBackground = await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await control.selectOption({ label: picked === 'dark' ? 'Dark' : 'Light' });
    await app.page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, systemBackground);
    expect(await rootScheme(app.page)).toBe(picked);

    // The choice comes back from storage before the page is drawn again.
    await app.page.reload();
    await contentShown(app, path, heading);
    expect(await control.inputValue()).toBe(picked);
    expect(await rootScheme(app.page)).toBe(picked);
    const found = await violations(app.page, `${path} ${picked} (picked over ${system})`);
    expect(describe_(found)).toEqual([]);
    expect(watch.problems()).toEqual(noProblems());
  });
});

it('axe works under the page CSP: a low-contrast, unlabelled field added to the page is reported', async () => {
  const { app } = await session.visit();
  await app.goto('/editor');
  await app.waitForHeading('Editor');
  await app.page.evaluate(() => {
    const field = document.createElement('input');
    field.style.color = '#bbb';
    field.style.background = '#fff';
    field.value = 'faint';
    document.querySelector('main')!.append(field);
  });
  const results = await new AxeBuilder({ page: app.page }).withTags(WCAG_21_A_AA).analyze();
  expect(results.violations.map((v) => v.id).sort()).toEqual(['color-contrast', 'label']);
});

/** WCAG contrast ratio of two opaque sRGB colours given as computed `rgb(r, g, b)` strings. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => {
      const c = Number(n) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['light', 'dark'] as Scheme[])('keyboard focus in the %s scheme', (scheme) => {
  it.each(['/renderer', '/'])(
    'every stop on %s shows a solid ring of at least 2 px with 3:1 contrast against what is behind it',
    async (path) => {
      const { app } = await session.visit({ colorScheme: scheme });
      await app.goto(path);
      await app.waitForHeading(path === '/' ? 'Infographic Preview' : 'Renderer');
      if (path === '/renderer') await app.previewPicture.waitFor({ state: 'visible' });
      const rings: { element: string; style: string; width: number; ratio: number }[] = [];
      for (let stop = 0; stop < 20; stop += 1) {
        await app.page.keyboard.press('Tab');
        const ring = await app.page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          // What the ring is drawn on: the first ancestor with an opaque background.
          let behind = element.parentElement;
          let background = 'rgb(255, 255, 255)';
          while (behind) {
            const colour = getComputedStyle(behind).backgroundColor;
            if (colour.startsWith('rgb(')) {
              background = colour;
              break;
            }
            behind = behind.parentElement;
          }
          const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
          return {
            element: name,
            style: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
            colour: style.outlineColor,
            background,
          };
        });
        if (!ring) continue;
        rings.push({
          element: ring.element,
          style: ring.style,
          width: ring.width,
          ratio: Math.round(contrast(ring.colour, ring.background) * 10) / 10,
        });
      }
      expect(rings.length).toBeGreaterThan(5);
      const weak = rings.filter((ring) => ring.style === 'none' || ring.width < 2 || ring.ratio < 3);
      expect(weak).toEqual([]);
    },
  );
});

describe('the picture keeps its own theme in the dark UI', () => {
  const viewportBackground = (app: AppPage) =>
    app.page.getByRole('group', { name: 'Picture' }).evaluate((element) => getComputedStyle(element).backgroundColor);

  it('a picture without a background of its own is shown on white, one with a dark theme on its own dark background', async () => {
    const { app, watch } = await session.visit({ colorScheme: 'dark' });
    await app.goto('/renderer');
    const renderer = new RendererPage(app.page);
    await renderer.waitForPictureText('Shipping a release');
    await eventually(
      () => viewportBackground(app),
      (background) => expect(background).toBe('rgb(255, 255, 255)'),
      { what: 'the picture shown on white' },
    );

    await renderer.source.fill(
      `infographic list-row-simple-horizontal-arrow\ntheme dark\ndata\n  title Night shift\n  lists\n    - label Dusk\n    - label Dawn\n`,
    );
    await renderer.waitForPictureText('Night shift');
    const pictureBackground = await renderer.picture.evaluate((svg) => getComputedStyle(svg).backgroundColor);
    expect(contrast(pictureBackground, 'rgb(255, 255, 255)')).toBeGreaterThan(3);
    await eventually(
      () => viewportBackground(app),
      (background) => expect(background).toBe(pictureBackground),
      { what: 'the picture shown on its own background' },
    );
    expect(watch.problems()).toEqual(noProblems());
  });

  it("Home's drawn gallery cards show their pictures on white", async () => {
    const { app } = await session.visit({ colorScheme: 'dark' });
    await app.goto('/');
    const gallery = app.page.getByRole('region', { name: 'Templates' });
    await gallery.scrollIntoViewIfNeeded();
    const preview = gallery.locator('.gallery-card__preview.is-drawn').first();
    await preview.waitFor();
    expect(await preview.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  });
});
