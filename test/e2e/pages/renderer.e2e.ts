// The Renderer in Chromium against nginx: specs of every category render, a broken spec is reported by line and keeps
// the last picture, exports are valid files, a share link restores the exact text, files open, and nothing goes wrong
// behind the scenes (no console error, no request to another host, no CSP violation).
import { useBrowser, type Visit } from '../harness/browserSession';
import { downloadOf } from '../harness/downloads';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { encodeShareCode } from '../../../src/shared/links/shareLink';
import { RendererPage } from './rendererPage';
import { BROKEN_AT_LINE_7, GOOD, SAMPLE_SPECS } from './specs';

const session = useBrowser();

async function openRenderer(path = '/renderer'): Promise<{ visit: Visit; renderer: RendererPage }> {
  const visit = await session.visit();
  await visit.app.goto(path);
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  return { visit, renderer };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it('renders specs of every category as an svg showing their text, typed in or pasted', async () => {
  const { visit, renderer } = await openRenderer();
  await renderer.waitForPictureText('Shipping a release');
  for (const sample of SAMPLE_SPECS) {
    const shown = await renderer.preview.pictureVersion();
    await renderer.source.fill(sample.text);
    // No click: the live preview follows the edit. The diagnostics are this sample's once its picture is on screen.
    await renderer.preview.waitForNewPicture(shown);
    await renderer.waitForPictureText(sample.shows);
    await eventually(
      () => renderer.shownDiagnostics(),
      (shown) => expect(shown).toEqual({ summary: expect.not.stringMatching(/error|Not checked/), errors: [] }),
      { what: `no error listed for the ${sample.category} sample` },
    );
  }
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('names the broken line in an alert, keeps the last picture marked stale, and a click puts the caret on that line', async () => {
  const { visit, renderer } = await openRenderer();
  await renderer.source.fill(GOOD);
  await renderer.waitForPictureText('Good picture');

  await renderer.source.fill(BROKEN_AT_LINE_7);
  await eventually(
    () => renderer.shownDiagnostics(),
    (shown) => expect(shown.errors).toEqual([expect.stringMatching(/line 7:/)]),
    { what: 'one error naming line 7' },
  );
  await renderer.staleBanner.waitFor();
  const kept = await renderer.pictureText();
  expect(kept).toContain('Good picture');
  expect(kept).not.toContain('Never drawn');

  await renderer.errors.getByRole('button', { name: /line 7:/ }).click();
  await eventually(
    () =>
      renderer.source.evaluate((field: HTMLTextAreaElement) => ({
        focused: document.activeElement === field,
        text: field.value.slice(field.selectionStart, field.selectionEnd),
      })),
    (selected) => expect(selected).toEqual({ focused: true, text: '  - label Stray' }),
    { what: 'the caret on line 7 of the focused source' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('downloads an SVG that parses and a 2x PNG with the right signature and size', async () => {
  const { visit, renderer } = await openRenderer();
  await renderer.source.fill(SAMPLE_SPECS[5].text);
  await renderer.waitForPictureText(SAMPLE_SPECS[5].shows);
  const page = visit.app.page;

  const svg = await downloadOf(page, () => renderer.runAction('Download SVG'));
  expect(svg.name).toBe('revenue-by-quarter.svg');
  // Parsed in a blank page: the app's CSP would report the style attributes of a parsed document.
  const blank = await visit.context.newPage();
  const parsed = await blank.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: root.localName,
      namespace: root.namespaceURI,
      viewBox: root.getAttribute('viewBox'),
      text: root.textContent ?? '',
    };
  }, svg.bytes.toString('utf8'));
  expect(parsed).toMatchObject({ error: 0, root: 'svg', namespace: 'http://www.w3.org/2000/svg' });
  expect(parsed.text).toContain('Revenue by quarter');
  await blank.close();

  await renderer.runAction('2x');
  const png = await downloadOf(page, () => renderer.runAction('Download PNG'));
  expect(png.name).toBe('revenue-by-quarter.png');
  const [, , width, height] = parsed
    .viewBox!.trim()
    .split(/[\s,]+/)
    .map(Number);
  expect(pngSize(png.bytes)).toEqual({ width: Math.ceil(width) * 2, height: Math.ceil(height) * 2 });
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Copy link puts the source in a link that restores the exact text', async () => {
  const { visit, renderer } = await openRenderer();
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  const text = `${SAMPLE_SPECS[1].text}  desc Ünïcödé — 数据 🚀 "quotes" & <tags>\n\n   trailing spaces   \n`;
  await renderer.source.fill(text);
  await renderer.runAction('Copy link');
  await visit.app.page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
  const link = await visit.app.page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.origin).toBe(visit.app.origin);
  expect(url.pathname).toBe('/renderer');
  expect(url.hash).toMatch(/^#v=1&code=[A-Za-z0-9_-]+$/);

  // A new visitor opens the link.
  const other = await session.visit();
  await other.app.page.goto(link);
  await other.app.waitForHeading('Renderer');
  const opened = new RendererPage(other.app.page);
  await opened.waitForPictureText(SAMPLE_SPECS[1].shows);
  await opened.waitForSourceText(text);
  expect(visit.watch.problems()).toEqual(noProblems());
  expect(other.watch.problems()).toEqual(noProblems());
});

const fullCode = (() => {
  const encoded = encodeShareCode(SAMPLE_SPECS[3].text);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.code;
})();

it.each([
  ['malformed', '#code=***not*a*link***'],
  ['truncated', `#code=${fullCode.slice(0, Math.floor(fullCode.length / 2))}`],
  ['oversized', `#code=${'A'.repeat(40_000)}`],
])('a link that is %s shows a clear message and leaves the page usable with the current document', async (_kind, hash) => {
  const { visit, renderer } = await openRenderer(`/renderer${hash}`);
  const notice = visit.app.page.getByRole('alert').filter({ hasText: 'Your current document is shown instead.' });
  await notice.waitFor();
  await renderer.waitForPictureText('Shipping a release');
  await visit.app.page.getByRole('button', { name: 'Dismiss' }).click();
  await notice.waitFor({ state: 'detached' });
  await renderer.source.fill(SAMPLE_SPECS[0].text);
  await renderer.waitForPictureText(SAMPLE_SPECS[0].shows);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('opens a .txt spec from the file picker, and says clearly when a file is not a spec', async () => {
  const { visit, renderer } = await openRenderer();
  const input = visit.app.page.getByLabel('Open a spec file');
  await input.setInputFiles({ name: 'chart.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE_SPECS[5].text) });
  await renderer.waitForPictureText(SAMPLE_SPECS[5].shows);
  await eventually(
    () => renderer.source.inputValue(),
    (value) => expect(value).toBe(SAMPLE_SPECS[5].text),
    { what: 'the opened file in the source field' },
  );

  await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"name":"not a spec"}') });
  await visit.app.page.getByRole('alert').filter({ hasText: '“notes.json” is not an infographic spec' }).waitFor();
  expect(await renderer.source.inputValue()).toBe(SAMPLE_SPECS[5].text);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a pasted chat answer (prose around a fenced block) renders its block and says so', async () => {
  const { visit, renderer } = await openRenderer();
  await renderer.waitForPictureText('Shipping a release');
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  const spec = SAMPLE_SPECS[0].text.endsWith('\n') ? SAMPLE_SPECS[0].text : `${SAMPLE_SPECS[0].text}\n`;
  const answer = `Sure! Here is your infographic:\n\n\`\`\`infographic\n${spec}\`\`\`\n\nWant me to add a step?`;
  await visit.app.page.evaluate((text) => navigator.clipboard.writeText(text), answer);
  await renderer.source.fill('');
  await renderer.source.focus();
  await visit.app.page.keyboard.press('ControlOrMeta+V');
  await visit.app.page.getByRole('status').filter({ hasText: 'Used the infographic block from a chat answer.' }).waitFor();
  await renderer.waitForSourceText(spec);
  await renderer.waitForPictureText(SAMPLE_SPECS[0].shows);
  await eventually(
    () => renderer.shownDiagnostics(),
    (shown) => expect(shown).toEqual({ summary: expect.not.stringMatching(/error|Not checked/), errors: [] }),
    { what: "no error listed for the answer's block (no Unknown key 'Sure!')" },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('opens a .json spec dropped on the source field', async () => {
  const { visit, renderer } = await openRenderer();
  await renderer.waitForPictureText('Shipping a release');
  const json = JSON.stringify({ template: 'chart-column-simple', data: { title: 'Dropped chart', values: [{ label: 'A', value: 3 }] } });
  const drop = await visit.app.page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return transfer;
  }, json);
  for (const type of ['dragenter', 'dragover', 'drop']) await renderer.source.dispatchEvent(type, { dataTransfer: drop });
  await renderer.waitForPictureText('Dropped chart');
  await eventually(
    () => renderer.source.inputValue(),
    (value) => expect(value).toBe(json),
    { what: 'the dropped file in the source field' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a shared link carrying markup and script restores it as text only: nothing runs, nothing is fetched', async () => {
  const hostile = `infographic list-row-simple-horizontal-arrow
data
  title <img src="https://evil.example/x.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>
  lists
    - label <svg onload="window.__pwned = 3"></svg>
    - label javascript:window.__pwned=4
`;
  const encoded = encodeShareCode(hostile);
  if (!encoded.ok) throw new Error(encoded.message);
  const { visit, renderer } = await openRenderer(`/renderer#code=${encoded.code}`);
  await renderer.waitForSourceText(hostile);
  await renderer.picture.waitFor();
  await visit.app.page.waitForLoadState('networkidle');
  expect(await visit.app.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('zoom, fit and fullscreen work from the keyboard-reachable buttons', async () => {
  const { visit, renderer } = await openRenderer();
  const { preview } = renderer;
  await renderer.waitForPictureText('Shipping a release');
  // The fit runs in the layout effect of the update that shows the picture; read the fitted level only after it.
  await preview.waitForNewPicture(0);
  const fitted = await preview.zoomLevel();
  await preview.button('Zoom in').click();
  await eventually(
    () => preview.zoomLevel(),
    (level) => expect(level).not.toBe(fitted),
    { what: 'a zoom level other than the fitted one' },
  );
  // Pan by dragging and by arrow keys on the focused picture.
  const before = await preview.transform();
  const picture = preview.region.getByRole('group', { name: 'Picture' });
  const box = (await picture.boundingBox())!;
  await visit.app.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await visit.app.page.mouse.down();
  await visit.app.page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 3 });
  await visit.app.page.mouse.up();
  const dragged = await eventually(
    () => preview.transform(),
    (now) => expect(now).not.toBe(before),
    { what: 'the picture moved by the drag' },
  );
  await picture.press('ArrowLeft');
  await eventually(
    () => preview.transform(),
    (now) => expect(now).not.toBe(dragged),
    { what: 'the picture moved by the arrow key' },
  );
  await preview.button('Fit').click();
  await eventually(
    () => preview.zoomLevel(),
    (level) => expect(level).toBe(fitted),
    { what: 'the zoom level back at the fitted one' },
  );

  const fullscreen = preview.button('Fullscreen');
  await fullscreen.click();
  await visit.app.page.waitForFunction(() => document.fullscreenElement?.getAttribute('aria-label') === 'Preview');
  await eventually(
    () => fullscreen.getAttribute('aria-pressed'),
    (pressed) => expect(pressed).toBe('true'),
    { what: 'Fullscreen pressed' },
  );
  await fullscreen.click();
  await visit.app.page.waitForFunction(() => document.fullscreenElement === null);
  await eventually(
    () => fullscreen.getAttribute('aria-pressed'),
    (pressed) => expect(pressed).toBe('false'),
    { what: 'Fullscreen released' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
