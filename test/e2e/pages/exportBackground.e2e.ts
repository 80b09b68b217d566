// Exported pictures keep the theme's background unless "Transparent background" is ticked: checked on the PNG's pixels
// (decoded by Chromium in a blank page) and on the SVG's first drawn element, for a light and a dark theme.
import { useBrowser } from '../harness/browserSession';
import { noProblems } from '../harness/pageWatch';
import { downloadOf, openRenderer, pngPixels, svgBackground } from './exportFiles';

const session = useBrowser();

const SPEC = `infographic list-row-simple-horizontal-arrow
data
  title Background check
  lists
    - label Draft
    - label Review
    - label Ship
`;

describe.each([
  // light themes set no canvas colour: the picture sits on white, on screen and in the file
  ['light', SPEC, { r: 255, g: 255, b: 255 }],
  ['dark', `${SPEC}theme dark\n`, null],
] as const)('the %s theme', (_name, source, expectedColour) => {
  it('exports a PNG and an SVG on the theme background by default and transparent when ticked', async () => {
    const visit = await session.visit();
    const renderer = await openRenderer(visit);
    await renderer.source.fill(source);
    await renderer.waitForPictureText('Background check');
    const page = visit.app.page;

    const opaque = await pngPixels(visit, (await downloadOf(page, () => renderer.runAction('Download PNG'))).bytes);
    // every pixel is opaque, and the corners carry the theme's colour
    expect(opaque.transparentShare).toBe(0);
    expect(opaque.corners.map((pixel) => pixel.a)).toEqual([255, 255, 255, 255]);
    const corner = opaque.corners[0];
    if (expectedColour) expect(corner).toMatchObject(expectedColour);
    else expect(corner.r + corner.g + corner.b).toBeLessThan(3 * 80); // a dark canvas, not the white page
    for (const other of opaque.corners) expect(other).toEqual(corner);

    const svgOpaque = (await downloadOf(page, () => renderer.runAction('Download SVG'))).bytes.toString('utf8');
    expect(await svgBackground(visit, svgOpaque)).toMatch(expectedColour ? /^(#fff(fff)?|white|rgb\(255, 255, 255\))$/i : /./);

    await renderer.runAction('Transparent background');
    const clear = await pngPixels(visit, (await downloadOf(page, () => renderer.runAction('Download PNG'))).bytes);
    expect(clear.corners.map((pixel) => pixel.a)).toEqual([0, 0, 0, 0]);
    expect(clear.transparentShare).toBeGreaterThan(0.5);
    const svgClear = (await downloadOf(page, () => renderer.runAction('Download SVG'))).bytes.toString('utf8');
    expect(await svgBackground(visit, svgClear)).toBeNull();
    expect(svgClear).not.toMatch(/background-color/);
    expect(visit.watch.problems()).toEqual(noProblems());
  });
});
