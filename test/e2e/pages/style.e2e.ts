// The Style page in Chromium: its controls rewrite the current document's theme block, the picture follows, and
// "Apply to document" makes it the app's current document (which the Renderer then opens).
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { PreviewPane } from './previewPane';
import { RendererPage } from './rendererPage';
import { StylePage } from './stylePage';

const session = useBrowser();

it('writes each control into the theme block, and the picture follows', async () => {
  const visit = await session.visit();
  await visit.app.goto('/style');
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  await style.preview.waitForNewPicture(0);

  let version = await style.preview.pictureVersion();
  await style.control('Palette').selectOption('antv');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^theme\n {2}palette antv$/m), 'naming the AntV palette');
  version = await style.preview.waitForNewPicture(version);
  // The AntV palette is a list of colours (Spectral is a function, interpolated per item).
  const antv = ['#1783ff', '#00c9c9', '#f0884d', '#d580ff', '#7863ff', '#60c42d', '#bd8f24', '#ff80ca'];
  await eventually(
    () => style.pictureFills(),
    (fills) => expect(fills.filter((fill) => antv.includes(fill))).not.toEqual([]),
    { what: 'an AntV colour among the picture’s fills' },
  );

  await style.control('Theme').selectOption('dark');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^theme dark\n {2}palette antv$/m), 'with the dark theme');
  version = await style.preview.waitForNewPicture(version);

  await style.control('Look').selectOption('rough');
  await style.control('Roughness').fill('2.5');
  await style.waitForThemeBlock((text) => expect(text).toContain('  stylize\n    type rough\n    roughness 2.5'), 'with a rough look');
  version = await style.preview.waitForNewPicture(version);

  await style.control('Look').selectOption('linear-gradient');
  await style.waitForThemeBlock((text) => expect(text).toContain('  stylize linear-gradient'), 'with a gradient');
  await style.preview.waitForNewPicture(version);
  await visit.app.page.getByText('The text syntax cannot write a gradient’s angle or colours').waitFor();

  expect(visit.watch.problems()).toEqual(noProblems());
});

it('applies the theme to the current document, which the Renderer then opens', async () => {
  const visit = await session.visit();
  await visit.app.goto('/style');
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  await style.preview.waitForNewPicture(0);

  await style.control('Theme').selectOption('hand-drawn');
  await style.waitForThemeBlock((text) => expect(text).toBe('theme hand-drawn'), 'naming the hand-drawn theme');
  await style.button('Apply to document').click();
  await visit.app.page.getByText('The current document has this theme.').waitFor();

  await visit.app.page.getByRole('link', { name: 'Open in Editor', exact: true }).waitFor();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await eventually(
    () => renderer.source.inputValue(),
    (text) => expect(text.split('\n')).toContain('theme hand-drawn'),
    { what: 'the hand-drawn theme in the Renderer’s source' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('shows the spec under every theme side by side, each cell its own preview, and a chosen cell becomes the settings', async () => {
  const visit = await session.visit();
  await visit.app.goto('/style');
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  await style.preview.waitForNewPicture(0);

  await style.button('All themes').click();
  const comparison = visit.app.page.getByRole('region', { name: 'Comparison', exact: true });
  const names = ['light', 'dark', 'hand-drawn'].map((theme) => `Preview: ${theme} theme, default palette`);
  const cells = names.map((name) => new PreviewPane(visit.app.page, name));
  for (const cell of cells) await cell.waitForNewPicture(0);
  const backgrounds = await Promise.all(cells.map((cell) => cell.picture.evaluate((svg) => (svg as SVGSVGElement).style.backgroundColor)));
  expect(new Set(backgrounds).size).toBeGreaterThan(1);
  await expect(comparison.getByRole('region').count()).resolves.toBe(3);

  await comparison.getByRole('button', { name: `Remove light theme, default palette`, exact: true }).click();
  await eventually(
    () => comparison.getByRole('region').count(),
    (count) => expect(count).toBe(2),
    { what: 'two cells left' },
  );
  await comparison.getByRole('button', { name: 'Use dark theme, default palette', exact: true }).click();
  await style.waitForThemeBlock((text) => expect(text).toBe('theme dark'), 'naming the chosen cell’s theme');
  await eventually(
    () => style.control('Theme').inputValue(),
    (value) => expect(value).toBe('dark'),
    { what: 'the Theme control showing the chosen cell’s theme' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('makes pasted brand colours the palette, warns about a light colour on white, and shows each colour as seen with colour-vision deficiencies, and keeps the last valid colours on a typo', async () => {
  const visit = await session.visit();
  await visit.app.goto('/style');
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  const version = await style.preview.waitForNewPicture(0);

  const colours = style.control('Brand colours');
  await colours.fill('--brand-sun: #fde68a;\n--brand-navy: rgb(30, 58, 138);');
  await style.waitForThemeBlock((text) => expect(text).toMatch(/^ {2}palette #fde68a #1e3a8a$/m), 'with the pasted colours');
  await style.preview.waitForNewPicture(version);
  await eventually(
    () => style.pictureFills(),
    (fills) => expect(fills).toEqual(expect.arrayContaining(['#1e3a8a'])),
    { what: 'the pasted navy among the picture’s fills' },
  );
  const sunRow = visit.app.page.getByRole('row').filter({ hasText: '#fde68a' });
  await sunRow.getByText(/Warning: Hard to see on the background: 1\.\d\d:1/).waitFor();
  await visit.app.page.getByRole('row').filter({ hasText: '#1e3a8a' }).getByRole('cell', { name: 'Passes', exact: true }).waitFor();

  // Pure red as seen with each colour-vision deficiency, named for screen readers beside its swatch.
  await colours.fill('#ff0000');
  const red = visit.app.page.getByRole('row').filter({ hasText: '#ff0000' });
  for (const name of ['protanopia', 'deuteranopia', 'tritanopia'])
    await red.getByText(new RegExp(`^${name} #[0-9a-f]{6}$`)).waitFor({ state: 'attached' });

  await colours.fill('#fde68a, #1e3a8a, nope');
  await visit.app.page.getByRole('alert').filter({ hasText: 'Not a colour (line 1: “nope”)' }).waitFor();
  await expect(colours.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(style.themeBlock.inputValue()).resolves.toMatch(/^ {2}palette #ff0000$/m);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('keeps the colour-vision previews showing the current picture after a theme change', async () => {
  const visit = await session.visit();
  await visit.app.goto('/style');
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  let version = await style.preview.waitForNewPicture(0);
  /** Each preview image as the browser decodes it: its share of drawn pixels, mean brightness, and whether its root is hidden. */
  const drawn = () =>
    visit.app.page.locator('img.style-vision__picture').evaluateAll((images: HTMLImageElement[]) =>
      Promise.all(
        images.map(async (shown) => {
          const image = new Image();
          image.src = shown.src;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 200;
          canvas.height = Math.max(1, Math.round((200 * image.naturalHeight) / Math.max(1, image.naturalWidth)));
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          // drawn = differs from the top-left (background) pixel: a hidden picture shows only its background
          let drawn = 0;
          let brightness = 0;
          for (let i = 0; i < data.length; i += 4) {
            if ([0, 1, 2, 3].some((c) => Math.abs(data[i + c] - data[c]) > 16)) drawn += 1;
            brightness += (data[i] + data[i + 1] + data[i + 2]) / 3;
          }
          return {
            drawn: drawn / (data.length / 4),
            brightness: brightness / (data.length / 4),
            hidden: /visibility:\s*hidden/.test(decodeURIComponent(shown.src)),
          };
        }),
      ),
    );
  for (const theme of ['dark', 'light']) {
    await style.control('Theme').selectOption(theme);
    version = await style.preview.waitForNewPicture(version);
    await eventually(
      drawn,
      (previews) => {
        expect(previews).toHaveLength(3);
        // the dark theme draws on its own dark canvas: the image is the new picture, not the one before
        for (const preview of previews) {
          expect(preview).toMatchObject({ hidden: false });
          expect(preview.drawn).toBeGreaterThan(0.02);
          if (theme === 'dark') expect(preview.brightness).toBeLessThan(100);
        }
      },
      { what: `three drawn colour-vision previews of the ${theme} picture` },
    );
  }
  expect(visit.watch.problems()).toEqual(noProblems());
});

describe.each([1280, 800])('at %i px wide', (width) => {
  it('each comparison cell has a visible caption, a picture at least a gallery card wide and toolbars on one line', async () => {
    const visit = await session.visit();
    await visit.app.page.setViewportSize({ width, height: 900 });
    await visit.app.goto('/style');
    await visit.app.waitForHeading('Style');
    const style = new StylePage(visit.app.page);
    await style.preview.waitForNewPicture(0);
    await style.button('All themes').click();
    const comparison = visit.app.page.getByRole('region', { name: 'Comparison', exact: true });
    const themes = ['light', 'dark', 'hand-drawn'];
    for (const theme of themes) await new PreviewPane(visit.app.page, `Preview: ${theme} theme, default palette`).waitForNewPicture(0);
    // the smallest gallery card on Home is 15rem wide (src/pages/home/home.css)
    const galleryCard = 15 * 16;
    const cells = await comparison.locator('li').evaluateAll((items) =>
      items.map((item) => {
        const rows = Array.from(item.querySelectorAll('.preview__toolbar, .style-page__row')).map((row) =>
          Array.from(row.querySelectorAll('button')).map((button) => Math.round(button.getBoundingClientRect().top)),
        );
        const caption = item.querySelector('.style-comparison__caption') as HTMLElement | null;
        return {
          caption: caption && caption.getBoundingClientRect().height > 0 ? caption.innerText : null,
          pictureWidth: item.querySelector('svg')!.getBoundingClientRect().width,
          rowsOnOneLine: rows.map((tops) => new Set(tops).size === 1),
        };
      }),
    );
    expect(cells.map((cell) => cell.caption)).toEqual(themes.map((theme) => `${theme} theme, default palette`));
    for (const cell of cells) {
      expect(cell.pictureWidth).toBeGreaterThanOrEqual(galleryCard);
      expect(cell.rowsOnOneLine).toEqual([true, true]);
    }
    expect(visit.watch.problems()).toEqual(noProblems());
  });
});
