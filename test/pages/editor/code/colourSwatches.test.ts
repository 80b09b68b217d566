// Colour values get a swatch beside them in the editor; other values, words and comments do not.
import { EditorView } from '@codemirror/view';
import { EditorState } from '@codemirror/state';
import { colourSwatches, coloursInLine } from '../../../../src/pages/editor/code/colourSwatches';

it('finds hex colours and colour functions in values, with where they start', () => {
  expect(coloursInLine('  primary #1783FF', 10)).toEqual([{ from: 20, colour: '#1783FF' }]);
  expect(coloursInLine('  background rgb(255, 240, 200) and hsla(200, 50%, 40%, 0.5)')).toEqual([
    { from: 13, colour: 'rgb(255, 240, 200)' },
    { from: 36, colour: 'hsla(200, 50%, 40%, 0.5)' },
  ]);
  expect(coloursInLine('  "colorPrimary": "#abc",')).toEqual([{ from: 19, colour: '#abc' }]);
});

it('finds none in words, numbers, too-long hex or comments', () => {
  expect(coloursInLine('  title Release #12345 notes')).toEqual([]);
  expect(coloursInLine('  label a#123 and #1783FFAA00 and grey')).toEqual([]);
  expect(coloursInLine('  value 42')).toEqual([]);
  expect(coloursInLine('# primary #1783FF')).toEqual([]);
  expect(coloursInLine('  // rgb(0, 0, 0)')).toEqual([]);
});

it('draws an aria-hidden swatch painted in the colour before each colour value in the editor', () => {
  const parent = document.createElement('div');
  document.body.append(parent);
  const doc = 'infographic list-row-simple-horizontal-arrow\ntheme\n  palette #1783FF rgb(0, 128, 0)\ndata\n  title Not #zz colour\n';
  const view = new EditorView({ parent, state: EditorState.create({ doc, extensions: [colourSwatches] }) });
  const shown = Array.from(view.contentDOM.querySelectorAll<HTMLElement>('.cm-colourSwatch'));
  expect(
    shown.map((swatch) => [swatch.getAttribute('aria-hidden'), swatch.style.backgroundColor, swatch.closest('.cm-line')?.textContent]),
  ).toEqual([
    ['true', 'rgb(23, 131, 255)', '  palette #1783FF rgb(0, 128, 0)'],
    ['true', 'rgb(0, 128, 0)', '  palette #1783FF rgb(0, 128, 0)'],
  ]);
  expect(view.contentDOM.querySelector('.cm-line:nth-child(5) .cm-colourSwatch')).toBeNull();
  view.destroy();
});
