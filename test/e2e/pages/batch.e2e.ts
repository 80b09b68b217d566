// The batch check in Chromium against nginx: a 200-spec Markdown file gives a full report (every row, the broken specs
// with the line of the file where they break) whose CSV download parses; a row opens in the Editor; Cancel stops a long
// run; axe finds nothing wrong in the report; nothing goes wrong behind the scenes.
import { AxeBuilder } from '@axe-core/playwright';
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import { CSV_COLUMNS } from '../../../src/pages/renderer/batch/batchReport';
import { useBrowser, type Visit } from '../harness/browserSession';
import { downloadBytes } from '../harness/downloads';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { markdownBatch } from './batchFixture';
import { EditorPage } from './editorPage';
import { BROKEN_AT_LINE_7, LONG_LABEL, TITLE_IGNORED } from './specs';

const session = useBrowser();
/** A whole 200-spec run on a busy two-core machine. */
const RUN_TIMEOUT_MS = 240_000;

async function openBatch(): Promise<{ visit: Visit; page: Page }> {
  const visit = await session.visit();
  await visit.app.goto('/renderer?batch');
  await visit.app.waitForHeading('Renderer');
  await visit.app.page.getByRole('heading', { name: 'Batch check' }).waitFor();
  return { visit, page: visit.app.page };
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('Spec files to check').setInputFiles({ name, mimeType: 'text/markdown', buffer: Buffer.from(text) });
}

const summary = (page: Page) => page.locator('.batch__summary').innerText();

it(
  'a 200-spec Markdown file gives a full report, the CSV download parses, and a row opens in the Editor',
  async () => {
    const { visit, page } = await openBatch();
    const batch = markdownBatch(200);
    const renders = batch.expected.filter((e) => e.renders).length;
    await chooseFile(page, 'run.md', batch.markdown);
    await eventually(
      () => summary(page),
      (text) => expect(text).toBe(`Checked 200 of 200 specs: ${renders} rendered, ${200 - renders} not.`),
      { what: 'the whole batch checked', timeoutMs: RUN_TIMEOUT_MS - 30_000 },
    );

    // The table: 50 rows a page, four pages; the first broken spec names the line of the file it breaks at.
    const rows = page.locator('.batch-table tbody tr');
    expect(await rows.count()).toBe(50);
    expect(await page.getByText('Page 1 of 4').count()).toBe(1);
    const fifth = page.locator('.batch-table tbody tr[data-index="5"]');
    expect(await fifth.locator('.batch-row__status').innerText()).toBe('Not rendered');
    expect(await fifth.locator('.batch-row__problem').innerText()).toMatch(
      new RegExp(`^line ${batch.expected[4]!.brokenAtFileLine} \\(spec line 7\\): `),
    );
    // Thumbnails are drawn as rows come into view.
    await page.locator('.batch-table tbody tr[data-index="1"] .batch-thumbnail svg').waitFor();

    // Filtering to what did not render leaves exactly the broken specs.
    await page.getByLabel('Show').selectOption('failed');
    await eventually(
      () => page.locator('.batch__count').innerText(),
      (text) => expect(text).toBe(`${200 - renders} of 200 rows`),
      { what: 'only the specs that did not render' },
    );

    const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])) as [
      Download,
      void,
    ];
    expect(download.suggestedFilename()).toBe('batch-report.csv');
    const parsed = Papa.parse<Record<string, string>>((await downloadBytes(download)).toString('utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(200);
    expect(parsed.data.map((row) => row.status === 'rendered')).toEqual(batch.expected.map((e) => e.renders));
    expect(parsed.data.map((row) => (row.first_line && row.first_severity === 'error' ? Number(row.first_line) : null))).toEqual(
      batch.expected.map((e) => e.brokenAtFileLine),
    );
    expect(parsed.data.filter((row) => row.status === 'rendered').every((row) => Number(row.render_ms) > 0)).toBe(true);

    // A row opens in the Editor with its spec as the current document.
    await page.getByRole('button', { name: 'Open spec 5 in the Editor' }).click();
    await page.waitForURL((url) => url.pathname === '/editor');
    await new EditorPage(page).waitForText(BROKEN_AT_LINE_7);
    expect(visit.watch.problems()).toEqual(noProblems());
  },
  RUN_TIMEOUT_MS,
);

it('Cancel stops a long run and keeps what was checked', async () => {
  const { visit, page } = await openBatch();
  await chooseFile(page, 'long.md', markdownBatch(1000).markdown);
  const progress = page.getByRole('progressbar', { name: 'Specs checked' });
  await eventually(
    () => progress.evaluate((bar: HTMLProgressElement) => bar.value),
    (value) => expect(value).toBeGreaterThan(0),
    { what: 'the run under way' },
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  const stopped = await eventually(
    () => summary(page),
    (text) => expect(text).toMatch(/^Cancelled: checked \d+ of 1000 specs/),
    { what: 'the run cancelled' },
  );
  const checked = Number(/checked (\d+)/.exec(stopped)![1]);
  expect(checked).toBeLessThan(1000);
  // Nothing more is checked once it stopped: after a few more frames the count and the progress bar are the same.
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 500)));
  expect(await summary(page)).toBe(stopped);
  expect(await progress.evaluate((bar: HTMLProgressElement) => bar.value)).toBe(checked);
  expect(await page.getByRole('button', { name: 'Download CSV' }).isEnabled()).toBe(true);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it("the picture audit's findings are in the report: a label too long for its box and a title the template does not draw, by file line", async () => {
  const { visit, page } = await openBatch();
  const fenced = (spec: string) => `\`\`\`infographic\n${spec}\`\`\`\n`;
  // Spec 1's fence opens on line 1, so its line 5 (the long label) is line 6 of the file; spec 2's opens on line 10.
  await chooseFile(page, 'audit.md', `${fenced(LONG_LABEL)}\n${fenced(TITLE_IGNORED)}`);
  await eventually(
    () => summary(page),
    (text) => expect(text).toBe('Checked 2 of 2 specs: 2 rendered, 0 not.'),
    { what: 'both specs checked' },
  );
  const problem = (index: number) => page.locator(`.batch-table tbody tr[data-index="${index}"] .batch-row__problem`).innerText();
  expect(await problem(1)).toMatch(/^line 6 \(spec line 5\): The label 'word1 word2 [^']*…' overflows its box/);
  expect(await problem(2)).toMatch(/^line 13 \(spec line 3\): This template does not draw a title: 'Organisation' is not in the picture/);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('the report has no WCAG 2.1 A/AA violation', async () => {
  const { visit, page } = await openBatch();
  await chooseFile(page, 'small.md', markdownBatch(10).markdown);
  await eventually(
    () => summary(page),
    (text) => expect(text).toMatch(/^Checked 10 of 10 specs/),
    { what: 'the batch checked' },
  );
  await page.locator('.batch-thumbnail svg').first().waitFor();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('an icon the local sets lack is a warning in the report, with its file line and the icon drawn instead', async () => {
  const { visit, page } = await openBatch();
  const spec = [
    'infographic list-row-horizontal-icon-arrow',
    'data',
    '  title Launch',
    '  lists',
    '    - label Step 1',
    '      icon mdi/zzq-no-such-icon-anywhere',
    '    - label Step 2',
    '      icon mdi/rocket',
  ].join('\n');
  // the fence opens on line 1, so the spec's line 6 is line 7 of the file
  await chooseFile(page, 'icons.md', `\`\`\`infographic\n${spec}\n\`\`\`\n`);
  await eventually(
    () => summary(page),
    (text) => expect(text).toBe('Checked 1 of 1 specs: 1 rendered, 0 not.'),
    { what: 'the spec checked' },
  );
  const problem = page.locator('.batch-table tbody tr[data-index="1"] .batch-row__problem');
  await eventually(
    () => problem.innerText(),
    (text) =>
      expect(text).toMatch(
        /^line 7 \(spec line 6\): No icon 'mdi\/zzq-no-such-icon-anywhere' in the local sets; drawn with '[a-z0-9-]+'\./,
      ),
    { what: 'the unknown-icon warning' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
