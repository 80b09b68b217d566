// The interface in Chinese (issue 31): a zh-CN browser gets every page in 中文 with no English left in its headings, labels,
// buttons, links, tabs, menu items or hints (the walk lists any Latin-only text it finds), axe-clean in light and dark.
// The picture, the spec text and the engine's template names are the user's or the library's, not the interface's.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { useBrowser } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { noProblems } from './harness/pageWatch';
import { CHINESE_PAGES, latinOnlyLabels, openInChinese } from './pages/chineseLabels';

const session = useBrowser();
jest.setTimeout(300_000);

/** Screenshots for a person to look at (SHOTS_DIR=…), at the two widths the issue names. */
const SHOTS_DIR = process.env.SHOTS_DIR;

describe.each(CHINESE_PAGES)('$path in Chinese', ({ path: pagePath, heading }) => {
  it('shows no English in its labels, buttons, headings or hints', async () => {
    const visit = await openInChinese(session, pagePath, heading);
    expect(await visit.app.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await eventually(
      () => latinOnlyLabels(visit.app.page),
      (labels) => expect(labels).toEqual([]),
      { what: `no Latin-only label on ${pagePath}` },
    );
    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      const name = pagePath === '/' ? 'home' : pagePath.slice(1);
      await visit.app.page.setViewportSize({ width: 1280, height: 800 });
      await visit.app.page.screenshot({ path: path.join(SHOTS_DIR, `${name}-1280.png`) });
      await visit.app.page.setViewportSize({ width: 390, height: 844 });
      await visit.app.page.screenshot({ path: path.join(SHOTS_DIR, `${name}-390.png`) });
    }
    expect(visit.watch.problems()).toEqual(noProblems());
  });

  it.each(['light', 'dark'] as const)('has no WCAG 2.1 A/AA violation in the %s scheme', async (scheme) => {
    const visit = await openInChinese(session, pagePath, heading, { colorScheme: scheme });
    const results = await new AxeBuilder({ page: visit.app.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  });
});
