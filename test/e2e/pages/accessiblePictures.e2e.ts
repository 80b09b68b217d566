// Accessible pictures in Chromium behind nginx: the downloaded SVG names itself (role="img", <title>, <desc> from the spec,
// escaped); the picture on screen is an image named by its title; the Renderer's and the Editor's "Text alternative" lists
// the data (a tree nested) and the icons drawn, and "Copy as Markdown" copies it; axe finds nothing with the disclosure open.
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { downloadBytes } from '../harness/downloads';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage } from './editorPage';
import { RendererPage } from './rendererPage';
import { CHINESE_SPEC } from './specs';

const session = useBrowser();

const TREE = `infographic hierarchy-tree-tech-style-capsule-item
data
  title Teams & <roles>
  desc Who does what
  root
    label Product
    children
      - label Design
        desc Research and prototypes
      - label Engineering
`;

const MARKDOWN = '# Teams & \\<roles\\>\n\nWho does what\n\n- **Product**\n  - **Design** — Research and prototypes\n  - **Engineering**\n';

/** The text alternative's lists as a reader meets them: each item's own line, nested items indented. */
function shownItems(page: Page): Promise<string[]> {
  return page.locator('.text-alternative').evaluate((root) => {
    const lines: string[] = [];
    const walk = (list: Element, depth: number) => {
      for (const item of Array.from(list.children)) {
        const own = Array.from(item.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        lines.push(`${'  '.repeat(depth)}${own}`);
        const nested = item.querySelector(':scope > ul');
        if (nested) walk(nested, depth + 1);
      }
    };
    const top = root.querySelector('ul');
    if (top) walk(top, 0);
    return lines;
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

it('the Renderer: the downloaded SVG has role="img", <title> and <desc>; the text alternative lists and copies the data', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  const page = visit.app.page;
  await renderer.source.fill(TREE);
  await renderer.waitForPictureText('Engineering');
  // The picture on screen is one image, named by the spec's title.
  await renderer.preview.region.getByRole('img', { name: 'Teams & <roles>' }).waitFor();

  const [download] = (await Promise.all([page.waitForEvent('download'), renderer.runAction('Download SVG')])) as [Download, void];
  const text = (await downloadBytes(download)).toString('utf8');
  expect(text).toContain('<title id="infographic-title">Teams &amp; &lt;roles&gt;</title>');
  // Parsed in a blank page: the app's CSP would report the style attributes of a parsed document.
  const blank = await visit.context.newPage();
  const parsed = await blank.evaluate((svg) => {
    const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
    const [first, second] = Array.from(root.children);
    return {
      role: root.getAttribute('role'),
      labelledBy: root.getAttribute('aria-labelledby'),
      title: [first.localName, first.textContent],
      desc: [second.localName, second.textContent],
    };
  }, text);
  await blank.close();
  expect(parsed).toEqual({
    role: 'img',
    labelledBy: 'infographic-title infographic-desc',
    title: ['title', 'Teams & <roles>'],
    desc: ['desc', 'Who does what'],
  });

  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  await page.getByText('Text alternative', { exact: true }).click();
  await page.getByRole('heading', { name: 'Teams & <roles>' }).waitFor();
  expect(await shownItems(page)).toEqual(['Product', '  Design — Research and prototypes', '  Engineering']);
  await renderer.button('Copy as Markdown').click();
  await page.getByRole('status').filter({ hasText: 'Copied as Markdown' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MARKDOWN);
  expect(await axeViolations(page)).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('the Editor: the text alternative follows the document', async () => {
  const visit = await session.visit();
  await visit.app.goto('/editor');
  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  const page = visit.app.page;
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText(TREE);
  await editor.preview.waitForPictureText('Engineering');
  await page.getByText('Text alternative', { exact: true }).click();
  await eventually(
    () => shownItems(page),
    (items) => expect(items).toEqual(['Product', '  Design — Research and prototypes', '  Engineering']),
    { what: 'the tree in the text alternative' },
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a Chinese picture’s text alternative keeps its characters', async () => {
  const visit = await session.visit();
  await visit.app.goto('/editor');
  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  const page = visit.app.page;
  await editor.replaceText(CHINESE_SPEC);
  await editor.preview.waitForPictureText('正式上线');
  await page.getByText('Text alternative', { exact: true }).click();
  await page.getByRole('heading', { name: '季度发布计划' }).waitFor();
  await eventually(
    () => shownItems(page),
    (items) => expect(items).toEqual(['需求评审 — 确认范围与目标', '开发测试 — 完成功能并验证', '正式上线 — 发布给全部用户']),
    { what: 'the Chinese items in the text alternative' },
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

const ICONS = `infographic list-row-horizontal-icon-arrow
data
  title Launch plan
  lists
    - label Build
      icon mdi/rocket
    - label Ship
      icon mdi/zzq-no-such-icon-anywhere
`;

it('the text alternative names the icons drawn once their set has loaded, not the references as written', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  const page = visit.app.page;
  await renderer.waitForPictureText('Shipping a release');
  await page.getByText('Text alternative', { exact: true }).click();
  await renderer.source.fill(ICONS);
  await renderer.waitForPictureText('Ship');
  // the mdi chunk arrives after the first drawing: the list follows what was drawn from it
  await eventually(
    () => shownItems(page),
    (items) => {
      expect(items).toHaveLength(2);
      expect(items[0]).toBe('Build (icon: rocket)');
      expect(items[1]).toMatch(/^Ship \(icon 'mdi\/zzq-no-such-icon-anywhere' not found, drawn as [a-z0-9-]+\)$/);
    },
    { what: 'the icons drawn named in the text alternative' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
