// The data keys offered follow the template's data shape: its own keys first, other shapes' lists left out; colours,
// fonts and icon names are offered as values, a colour drawn as a swatch and an icon as itself.
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { createEngine } from '../../../../src/engine/engine';
import lucide from '@iconify-json/lucide/icons.json';
import { iconCount, iconSvg } from '../../../../src/engine/icons/iconSet';
import { BLANK_GLYPH, completionGlyph } from '../../../../src/pages/editor/code/completionGlyphs';
import { dataKeysFor, iconNameOptions, infographicCompletions } from '../../../../src/pages/editor/code/completions';

it('offers a list template lists, not root or nodes; a relation template nodes and relations', () => {
  const list = dataKeysFor('list');
  expect(list.slice(0, 3)).toEqual(['title', 'desc', 'lists']);
  expect(list).not.toContain('root');
  expect(list).not.toContain('nodes');
  expect(dataKeysFor('relation').slice(0, 4)).toEqual(['title', 'desc', 'nodes', 'relations']);
  expect(dataKeysFor('hierarchy')).toContain('root');
});

it('offers every data key when the template is unknown', () => {
  expect(dataKeysFor(null)).toEqual(expect.arrayContaining(['title', 'lists', 'root', 'nodes', 'relations', 'values']));
});

const engine = createEngine();
const complete = infographicCompletions(() => engine);

/** The completion result with the caret at the end of `text`. */
async function offeredAtEnd(text: string) {
  const state = EditorState.create({ doc: text });
  return await complete(new CompletionContext(state, text.length, false));
}

it('offers colours, each once, from the palettes after a colour key in the theme, from where the value starts', async () => {
  const text = 'infographic list-row-simple-horizontal-arrow\ntheme\n  colorPrimary #1';
  const result = await offeredAtEnd(text);
  expect(result?.from).toBe(text.length - 2);
  const labels = result!.options.map((option) => option.label);
  expect(labels).toContain('#1783FF');
  expect(labels).toEqual(expect.arrayContaining(engine.palettes().flatMap((palette) => palette.colors)));
  expect(new Set(labels.map((label) => label.toUpperCase())).size).toBe(labels.length);
});

it('offers the local font families after font-family, and the icon names of the local set after icon', async () => {
  const fonts = await offeredAtEnd('infographic list-row-simple-horizontal-arrow\ntheme\n  base\n    text\n      font-family Sou');
  expect(fonts!.options.map((option) => option.label)).toEqual(engine.fonts().map((font) => font.family));
  expect(fonts!.options.map((option) => option.label)).toContain('Source Han Serif');

  const icons = await offeredAtEnd('infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label Go\n      icon rock');
  const rocket = icons!.options.find((option) => option.label === 'rocket');
  expect(rocket).toBeDefined();
  expect(icons!.options.length).toBe(iconCount);
});

it('draws a swatch beside a colour and the icon beside an icon name, hidden from assistive technology', async () => {
  const swatch = completionGlyph({ label: '#1783FF', type: 'colour' }) as HTMLElement;
  expect(swatch.getAttribute('aria-hidden')).toBe('true');
  expect(swatch.style.backgroundColor).toBe('rgb(23, 131, 255)');
  const icons = await iconNameOptions();
  const option = icons.find((candidate) => candidate.label === 'rocket')!;
  // its chunk is not here yet: a blank box of the same size, filled in once the chunk arrives
  const rocket = completionGlyph(option) as HTMLElement;
  expect(rocket.getAttribute('aria-hidden')).toBe('true');
  expect(rocket.classList.contains('cm-completionGlyph')).toBe(true);
  expect(rocket.classList.contains(BLANK_GLYPH)).toBe(true);
  expect(rocket.style.getPropertyValue('mask-image')).toBe('');
  await iconSvg('rocket');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(rocket.className).toBe('cm-completionGlyph');
  expect(decodeURIComponent(rocket.style.getPropertyValue('mask-image'))).toContain(lucide.icons.rocket.body);
  // drawn again (the list scrolled back to it): painted at once
  const again = completionGlyph(option) as HTMLElement;
  expect(again.className).toBe('cm-completionGlyph');
  expect(decodeURIComponent(again.style.getPropertyValue('mask-image'))).toContain(lucide.icons.rocket.body);
  expect(completionGlyph({ label: 'title', type: 'property' })).toBeNull();
});

it('leaves the box blank when the icon cannot be drawn, and draws nothing for an option with no icon', async () => {
  const failed = completionGlyph({
    label: 'x',
    type: 'icon',
    svg: () => Promise.reject(new Error('Loading chunk lucide-3 failed.')),
  }) as HTMLElement;
  const missing = completionGlyph({ label: 'y', type: 'icon', svg: () => Promise.resolve(null) }) as HTMLElement;
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const glyph of [failed, missing]) {
    expect(glyph.className).toBe(`cm-completionGlyph ${BLANK_GLYPH}`);
    expect(glyph.style.getPropertyValue('mask-image')).toBe('');
  }
  expect(completionGlyph({ label: 'z', type: 'icon', svg: () => null })).toBeNull();
});
