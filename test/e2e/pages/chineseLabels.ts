// What a Chinese-interface walk reads: the visible names that are still English (Latin letters and no Chinese), and the
// text an element cuts off. Shared by the page walk (chineseInterface) and the walk of menus and dialogs (chineseMenus).
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { BrowserSession, Visit } from '../harness/browserSession';

/** The five pages and the heading each shows in Chinese. */
export const CHINESE_PAGES = [
  { path: '/', heading: 'Infographic Preview' },
  { path: '/renderer', heading: '渲染器' },
  { path: '/editor', heading: '编辑器' },
  { path: '/dynamic', heading: '动态' },
  { path: '/style', heading: '样式' },
] as const;

/** A zh-CN visitor on the page, its real content drawn (the picture; on a phone the Renderer and the Editor open on code). */
export async function openInChinese(
  session: BrowserSession,
  pagePath: string,
  heading: string,
  options: BrowserContextOptions = {},
): Promise<Visit> {
  const visit = await session.visit({ locale: 'zh-CN', ...options });
  await visit.app.goto(pagePath);
  await visit.app.waitForHeading(heading);
  const phone = (options.viewport?.width ?? 1280) <= 640;
  if (pagePath === '/style' || (!phone && (pagePath === '/renderer' || pagePath === '/editor')))
    await visit.app.page.getByRole('region', { name: '预览' }).locator('svg').first().waitFor({ state: 'visible' });
  return visit;
}

/**
 * Product names shown as they are (a font's own name); the engine's themes, palettes, font titles and template titles
 * are in Chinese (src/engine/spec/templateTitle.ts, src/engine/fonts/fonts.ts).
 */
export const NAMES_SHOWN_AS_THEY_ARE = ['LXGW WenKai'];

/**
 * Every visible name of the interface that has Latin letters and no Chinese: headings, buttons, links, labels, tabs, menu
 * items, options, captions, placeholders, titles and aria-labels. Left out: the picture (drawn by the library from the
 * user's spec), the code and text fields' content, template names, and words that are names in Chinese too.
 */
export function latinOnlyLabels(where: Page | Locator): Promise<string[]> {
  const root = 'mainFrame' in where ? where.locator('html') : where;
  return root.evaluate((scope, shownAsTheyAre) => {
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
    for (const element of scope.querySelectorAll(selector)) {
      if (skip(element) || (element.tagName !== 'OPTION' && !visible(element))) continue;
      check(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText);
    }
    for (const element of scope.querySelectorAll('[placeholder], [title], [aria-label]')) {
      if (skip(element) || !visible(element)) continue;
      check(element.getAttribute('placeholder'));
      check(element.getAttribute('title'));
      check(element.getAttribute('aria-label'));
    }
    return [...found].sort();
  }, NAMES_SHOWN_AS_THEY_ARE);
}

/**
 * Interface text cut off where it stands: an element that clips its own text (overflow hidden or clip, an ellipsis), or
 * text that reaches past a clipping box around it or past the window's right edge with nothing to scroll it into view.
 * Left out: the picture, the code editor, labels hidden on purpose for screen readers, and the user's own names and lines,
 * which end in "…" by design.
 */
export function cutOffText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const USERS_OWN = '.layout__document, .document-button__name, .history-item__first-line, .documents-list__name';
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const found = new Set<string>();
    const describe = (element: Element, why: string) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}": ${why}`;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest(`svg, .visually-hidden, dialog:not([open]), ${USERS_OWN}`)) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // a box of a pixel or none is a label kept for screen readers only, or nothing shown
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if ((clips(style.overflowX) || style.textOverflow === 'ellipsis') && element.scrollWidth > element.clientWidth + 1)
        found.add(describe(element, `${element.scrollWidth - element.clientWidth} px wider than its box`));
      if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        found.add(describe(element, `${element.scrollHeight - element.clientHeight} px taller than its box`));
      // a clipping or scrolling box around it: past a clipping one is lost, inside a scrolling one it can be reached
      let outer = element.parentElement;
      while (outer && outer !== document.body) {
        const around = getComputedStyle(outer);
        if (scrolls(around.overflowX) || scrolls(around.overflowY)) break;
        if (clips(around.overflowX) || clips(around.overflowY)) {
          const edge = outer.getBoundingClientRect();
          if (box.right > edge.right + 1 || box.left < edge.left - 1) found.add(describe(element, 'past the side of a box that clips it'));
          break;
        }
        outer = outer.parentElement;
      }
      if (!outer || outer === document.body) {
        if (box.right > window.innerWidth + 1 && document.documentElement.scrollWidth <= window.innerWidth)
          found.add(describe(element, 'past the right edge of the window'));
      }
    }
    return [...found].sort();
  });
}
