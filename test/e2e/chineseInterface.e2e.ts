// The interface in Chinese (issue 31): a zh-CN browser gets every page in 中文 with no English left in its headings, labels,
// buttons, links, tabs, menu items or hints (the walk lists any Latin-only text it finds), axe-clean in light and dark.
// The picture, the spec text and the engine's template names are the user's or the library's, not the interface's.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { noProblems } from './harness/pageWatch';

const session = useBrowser();
jest.setTimeout(300_000);

const PAGES = [
  { path: '/', heading: 'Infographic Preview' },
  { path: '/renderer', heading: '渲染器' },
  { path: '/editor', heading: '编辑器' },
  { path: '/dynamic', heading: '动态' },
  { path: '/style', heading: '样式' },
] as const;

/**
 * Product names shown as they are (a font's own name); the engine's themes, palettes, font titles and template titles
 * are in Chinese (src/engine/spec/templateTitle.ts, src/engine/fonts/fonts.ts).
 */
const NAMES_SHOWN_AS_THEY_ARE = ['LXGW WenKai'];

/** Screenshots for a person to look at (SHOTS_DIR=…), at the two widths the issue names. */
const SHOTS_DIR = process.env.SHOTS_DIR;

/**
 * Every visible name of the interface that has Latin letters and no Chinese: headings, buttons, links, labels, tabs, menu
 * items, options, captions, placeholders, titles and aria-labels. Left out: the picture (drawn by the library from the
 * user's spec), the code and text fields' content, template names, and words that are names in Chinese too.
 */
function latinOnlyLabels(page: Page): Promise<string[]> {
  return page.evaluate((shownAsTheyAre) => {
    const NAMES =
      /\b(SVG|PNG|JPEG|WebP|PDF|JSON|CSV|HTML|Markdown|PowerPoint|AntV|Infographic|Preview|English|Ctrl|Shift|Alt|Enter|Esc|Escape|Tab|Space|Home|End|PageUp|PageDown|Arrow\w*|OpenAI|Anthropic|Ollama|DeepSeek|Qwen|DashScope|Moonshot|Kimi|Zhipu|GLM|Doubao|Volcengine|Ark|SiliconFlow|Gemini|xAI|Groq|OpenRouter|Mistral|LM Studio|URL|API|AA|AAA|px|Language|x)\b/g;
    const CJK = /[\u3400-\u9fff]/;
    const skip = (element: Element) => element.closest('svg, .cm-content, textarea, .layout__document, .text-alternative section') !== null;
    const visible = (element: Element) => {
      const box = (element as HTMLElement).getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const found = new Set<string>();
    const check = (text: string | null | undefined) => {
      const value = (text ?? '').replace(/\s+/g, ' ').trim();
      if (!value || CJK.test(value) || shownAsTheyAre.includes(value) || /^#[0-9a-f]{3,8}$/i.test(value)) return;
      const rest = value
        .replace(NAMES, '')
        .replace(/[a-z0-9]+(-[a-z0-9]+)+/g, '')
        .replace(/https?:\/\/\S+/g, '');
      if (/[A-Za-z]{2,}/.test(rest)) found.add(value);
    };
    const selector =
      'h1, h2, h3, h4, button, a, label, legend, th, caption, summary, option, [role="tab"], [role="menuitem"], [role="option"], [role="status"], [role="alert"], p';
    for (const element of document.querySelectorAll(selector)) {
      if (skip(element) || (element.tagName !== 'OPTION' && !visible(element))) continue;
      check(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText);
    }
    for (const element of document.querySelectorAll('[placeholder], [title], [aria-label]')) {
      if (skip(element) || !visible(element)) continue;
      check(element.getAttribute('placeholder'));
      check(element.getAttribute('title'));
      check(element.getAttribute('aria-label'));
    }
    return [...found].sort();
  }, NAMES_SHOWN_AS_THEY_ARE);
}

async function openInChinese(pagePath: string, heading: string, scheme: 'light' | 'dark' = 'light') {
  const visit = await session.visit({ locale: 'zh-CN', colorScheme: scheme });
  await visit.app.goto(pagePath);
  await visit.app.waitForHeading(heading);
  // The page's real content, drawn: the sample's picture, or Dynamic's empty one once the engine is in.
  if (pagePath === '/renderer' || pagePath === '/editor' || pagePath === '/style')
    await visit.app.page.getByRole('region', { name: '预览' }).locator('svg').first().waitFor({ state: 'visible' });
  return visit;
}

describe.each(PAGES)('$path in Chinese', ({ path: pagePath, heading }) => {
  it('shows no English in its labels, buttons, headings or hints', async () => {
    const visit = await openInChinese(pagePath, heading);
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
    const visit = await openInChinese(pagePath, heading, scheme);
    const results = await new AxeBuilder({ page: visit.app.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  });
});
