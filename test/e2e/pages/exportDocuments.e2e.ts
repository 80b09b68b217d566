// PowerPoint and PDF downloads open as what they claim to be and hold the picture and its text; JPEG, WebP and a chosen
// PNG width come out at that size on the background and carry the source; SVG code and snippets reach the clipboard,
// or are shown to copy by hand when it is refused.
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { pdfTexts, xmlText, zipFiles, zipText } from './documentFiles';
import { downloadOf, openRenderer, pngPixels } from './exportFiles';
import { RendererPage } from './rendererPage';
import { CHINESE_SPEC } from './specs';

const session = useBrowser();

const TITLE = 'Quarterly plan & review';
const SOURCE = `infographic list-row-simple-horizontal-arrow
data
  title ${TITLE}
  lists
    - label Draft
    - label Review
    - label Ship
`;

/** The texts an SVG draws (its <text> elements), not its accessible <title>/<desc>. */
const drawnTexts = (svg: string) => Array.from(svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g), (match) => xmlText(match[1]!));
const viewBoxHeight = (svg: string) => Number(/viewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+[\d.]+[\s,]+([\d.]+)"/.exec(svg)?.[1]);

it('Download PowerPoint gives a 16:9 slide: the title once, in its title placeholder; the picture as SVG with a PNG, the source in the notes', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  await renderer.source.fill(SOURCE);
  await renderer.waitForPictureText(TITLE);
  const file = await downloadOf(visit.app.page, () => renderer.runAction('Download PowerPoint'));
  expect(file.name).toBe('quarterly-plan-review.pptx');
  expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const files = zipFiles(file.bytes);

  const size = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(zipText(files, 'ppt/presentation.xml'));
  expect(Number(size![1]) / Number(size![2])).toBeCloseTo(16 / 9, 2);

  const slide = zipText(files, 'ppt/slides/slide1.xml');
  expect(slide).toMatch(/<p:ph\s[^>]*type="title"/);
  expect(xmlText(slide).split(TITLE)).toHaveLength(2);
  expect(slide).toContain('asvg:svgBlip');

  const media = Object.keys(files).filter((path) => path.startsWith('ppt/media/'));
  const svgPath = media.find((path) => path.endsWith('.svg'));
  const pngPath = media.find((path) => path.endsWith('.png'));
  expect(svgPath && pngPath).toBeTruthy();
  const svg = zipText(files, svgPath!);
  // PowerPoint draws no foreignObject: the texts are SVG <text>
  expect(svg).not.toContain('<foreignObject');
  // the title is the placeholder's editable text, not drawn a second time in the picture; the rest moved up into its place
  expect(drawnTexts(svg)).toEqual(expect.arrayContaining(['Draft', 'Review', 'Ship']));
  expect(drawnTexts(svg).join('\n')).not.toContain(TITLE);
  const onScreen = await renderer.picture.evaluate((node) => (node as SVGSVGElement).viewBox.baseVal.height);
  expect(viewBoxHeight(svg)).toBeLessThan(onScreen - 24);
  // the PNG fallback is a real picture of it, opaque on the theme background
  const png = await pngPixels(visit, Buffer.from(files[pngPath!]!));
  expect(png.width).toBeGreaterThan(400);
  expect(png.transparentShare).toBe(0);

  const notesPath = Object.keys(files).find((path) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(path));
  const notes = xmlText(zipText(files, notesPath!));
  for (const line of SOURCE.trim().split('\n')) expect(notes).toContain(line.trim());
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Download PDF gives a vector PDF whose text is real text in an embedded font, with no outside reference', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  await renderer.source.fill(SOURCE);
  await renderer.waitForPictureText(TITLE);
  const file = await downloadOf(visit.app.page, () => renderer.runAction('Download PDF'));
  expect(file.name).toBe('quarterly-plan-review.pdf');
  const pdf = file.bytes.toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);

  const texts = pdfTexts(file.bytes).join('\n');
  for (const label of [TITLE, 'Draft', 'Review', 'Ship']) expect(texts).toContain(label);
  // the font's glyphs travel in the file (a TrueType subset), so it draws the same on any machine
  expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
  // drawn as vector: no raster image of the picture
  expect(pdf).not.toMatch(/\/Subtype\s*\/Image/);
  // nothing to run or fetch; the source rides in the XMP metadata as escaped text
  expect(pdf).not.toMatch(/\/(URI|Launch|JavaScript|JS|GoToR|SubmitForm|ImportData|EmbeddedFile)\b/);
  expect(pdf).toContain('title Quarterly plan &amp; review');
  // set in the family it is drawn with on screen: the DejaVu Sans fallback (743 KiB gzip) is neither fetched nor embedded
  expect(visit.watch.requests.filter((url) => url.pathname.endsWith('.ttf'))).toEqual([]);
  expect(pdf).not.toContain('DejaVu');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Download PDF sets a text the shipped families cannot (Armenian) in DejaVu Sans, fetched for it', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  await renderer.source.fill(SOURCE.replace('- label Ship', '- label Բարեւ'));
  await renderer.waitForPictureText('Բարեւ');
  const file = await downloadOf(visit.app.page, () => renderer.runAction('Download PDF'));
  const texts = pdfTexts(file.bytes);
  for (const label of [TITLE, 'Draft', 'Բարեւ']) expect(texts).toContain(label);
  expect(file.bytes.toString('latin1')).toContain('DejaVu');
  expect(visit.watch.requests.some((url) => /\/fonts\/DejaVuSans\.[0-9a-f]+\.ttf$/.test(url.pathname))).toBe(true);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Download PDF of a Chinese picture keeps its Chinese as real text, set in an embedded subset of Noto Sans SC', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  await renderer.source.fill(CHINESE_SPEC);
  await renderer.waitForPictureText('正式上线');
  const file = await downloadOf(visit.app.page, () => renderer.runAction('Download PDF'));
  const pdf = file.bytes.toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // each text decodes through its font's ToUnicode map to the characters on screen: the glyphs are in the file
  const texts = pdfTexts(file.bytes);
  for (const label of ['季度发布计划', '需求评审', '确认范围与目标', '正式上线', '发布给全部用户']) expect(texts).toContain(label);
  expect(pdf.match(/\/FontFile2 \d+ 0 R/g)?.length).toBeGreaterThanOrEqual(2);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Download PowerPoint of a Chinese picture keeps its Chinese: the title placeholder, the picture’s texts and the notes', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  await renderer.source.fill(CHINESE_SPEC);
  await renderer.waitForPictureText('正式上线');
  const file = await downloadOf(visit.app.page, () => renderer.runAction('Download PowerPoint'));
  const files = zipFiles(file.bytes);
  // the title is the slide's own editable text, in Chinese
  expect(xmlText(zipText(files, 'ppt/slides/slide1.xml'))).toContain('季度发布计划');
  const svgPath = Object.keys(files).find((path) => path.startsWith('ppt/media/') && path.endsWith('.svg'));
  expect(drawnTexts(zipText(files, svgPath!))).toEqual(
    expect.arrayContaining(['需求评审', '确认范围与目标', '开发测试', '完成功能并验证', '正式上线', '发布给全部用户']),
  );
  const notesPath = Object.keys(files).find((path) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(path));
  const notes = xmlText(zipText(files, notesPath!));
  for (const line of CHINESE_SPEC.trim().split('\n')) expect(notes).toContain(line.trim());
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('JPEG and WebP sit on the background at the chosen width and open again as their source; PNG takes a width too', async () => {
  const visit = await session.visit();
  const renderer = await openRenderer(visit);
  const page = visit.app.page;
  await renderer.source.fill(SOURCE);
  await renderer.waitForPictureText(TITLE);
  await renderer.runAction('Width in pixels…');
  await page.getByRole('spinbutton', { name: 'Width (px)' }).fill('640');
  // ticking transparency changes PNG only: JPEG and WebP always keep the background
  await renderer.runAction('Transparent background');

  for (const [button, type, extension] of [
    ['Download JPEG', 'image/jpeg', 'jpg'],
    ['Download WebP', 'image/webp', 'webp'],
  ] as const) {
    const file = await downloadOf(page, () => renderer.runAction(button));
    expect(file.name).toBe(`quarterly-plan-review.${extension}`);
    const pixels = await pngPixels(visit, file.bytes, type);
    expect(pixels.width).toBe(640);
    expect(pixels.transparentShare).toBe(0);
    for (const corner of pixels.corners) expect(corner.r + corner.g + corner.b).toBeGreaterThan(3 * 240);

    await renderer.source.fill('infographic list-row-simple-horizontal-arrow\ndata\n  title Something else\n  lists\n    - label One\n');
    await renderer.waitForPictureText('Something else');
    await page.getByLabel('Open a spec file').setInputFiles({ name: file.name, mimeType: type, buffer: file.bytes });
    await renderer.waitForSourceText(SOURCE);
    await renderer.waitForPictureText(TITLE);
  }

  const png = await pngPixels(visit, (await downloadOf(page, () => renderer.runAction('Download PNG'))).bytes);
  expect(png.width).toBe(640);
  expect(png.transparentShare).toBeGreaterThan(0);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Copy SVG code and Copy Markdown reach the clipboard with a confirmation; a refused clipboard shows the text instead', async () => {
  const visit = await session.visit();
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  const renderer = await openRenderer(visit);
  const page = visit.app.page;
  await renderer.source.fill(SOURCE);
  await renderer.waitForPictureText(TITLE);

  await renderer.runAction('Copy SVG code');
  await page.getByRole('status').filter({ hasText: 'SVG code copied to the clipboard.' }).waitFor();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code.startsWith('<?xml')).toBe(true);
  expect(code).toContain('<metadata id="infographic-source">');
  expect(code).toContain('title Quarterly plan &amp; review');

  await renderer.runAction('Copy Markdown');
  await page.getByRole('status').filter({ hasText: 'Markdown snippet copied to the clipboard.' }).waitFor();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  const match = /^\[!\[Quarterly plan & review\]\(quarterly-plan-review\.svg\)\]\((\S+)\)$/.exec(markdown);
  expect(match).not.toBeNull();
  // the link opens the same source
  const linked = await session.visit();
  await linked.app.page.goto(match![1]!);
  await linked.app.waitForHeading('Renderer');
  await new RendererPage(linked.app.page).waitForSourceText(SOURCE);

  // the clipboard refuses (as a browser does without permission): the code is shown, selected, to copy by hand
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await renderer.runAction('Copy SVG code');
  await page.getByRole('status').filter({ hasText: 'The clipboard is not available here: copy the SVG code below.' }).waitFor();
  await eventually(
    () => page.getByRole('textbox', { name: 'SVG code' }).inputValue(),
    (value) => expect(value).toContain('<metadata id="infographic-source">'),
    { what: 'the SVG code shown to copy by hand' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
