// Where the cursor is, for completion: read from the lines above, as the syntax nests by indentation.
import { completionPlaceAt } from '../../../../src/pages/editor/code/completionContext';

const lines = [
  'infographic list-ro',
  'data',
  '  ti',
  '  lists',
  '    - la',
  '      de',
  '      children',
  '        - ic',
  '  relations',
  '    - fr',
  'the',
  'theme da',
  '  palette an',
  '  colo',
  'design',
  '  struc',
  '# comment',
];

const at = (index: number) => completionPlaceAt(lines, index, lines[index]!.length);

it('offers templates on the head line, block keys at the top level, theme names after theme', () => {
  expect(at(0)).toEqual({ kind: 'template', column: 12, typed: 'list-ro' });
  expect(at(10)).toEqual({ kind: 'blockKey', column: 0, typed: 'the' });
  expect(at(11)).toEqual({ kind: 'theme', column: 6, typed: 'da' });
});

it('offers data keys directly under data, item keys in list items (nested too), relation keys under relations', () => {
  expect(at(2)).toEqual({ kind: 'dataKey', column: 2, typed: 'ti' });
  expect(at(4)).toEqual({ kind: 'itemKey', column: 6, typed: 'la' });
  expect(at(5)).toEqual({ kind: 'itemKey', column: 6, typed: 'de' });
  expect(at(7)).toEqual({ kind: 'itemKey', column: 10, typed: 'ic' });
  expect(at(9)).toEqual({ kind: 'relationKey', column: 6, typed: 'fr' });
});

it('offers palette names after palette in the theme block, and theme and design keys under their blocks', () => {
  expect(at(12)).toEqual({ kind: 'palette', column: 10, typed: 'an' });
  expect(at(13)).toEqual({ kind: 'themeKey', column: 2, typed: 'colo' });
  expect(at(15)).toEqual({ kind: 'designKey', column: 2, typed: 'struc' });
});

it('offers nothing in a value or a comment', () => {
  expect(completionPlaceAt(['data', '  title Hel'], 1, 11)).toBeNull();
  expect(at(16)).toBeNull();
});

it('offers colours after a colour key in the theme (nested too) and in its palette list, fonts after a font key, icons after icon in data', () => {
  const theme = [
    'theme',
    '  colorPrimary #17',
    '  base',
    '    text',
    '      font-family Source Han',
    '      fill ',
    '  palette',
    '    - #ab',
  ];
  expect(completionPlaceAt(theme, 1, theme[1]!.length)).toEqual({ kind: 'colour', column: 15, typed: '#17' });
  expect(completionPlaceAt(theme, 4, theme[4]!.length)).toEqual({ kind: 'font', column: 18, typed: 'Source Han' });
  expect(completionPlaceAt(theme, 5, theme[5]!.length)).toEqual({ kind: 'colour', column: 11, typed: '' });
  expect(completionPlaceAt(theme, 7, theme[7]!.length)).toEqual({ kind: 'colour', column: 6, typed: '#ab' });
  const data = ['data', '  lists', '    - label One', '      icon roc', '    - icon us'];
  expect(completionPlaceAt(data, 3, data[3]!.length)).toEqual({ kind: 'icon', column: 11, typed: 'roc' });
  expect(completionPlaceAt(data, 4, data[4]!.length)).toEqual({ kind: 'icon', column: 11, typed: 'us' });
});

it('offers no colour, font or icon where the key means something else or the value has moved on', () => {
  expect(completionPlaceAt(['data', '  fill #12'], 1, 9)).toBeNull();
  expect(completionPlaceAt(['theme', '  icon ro'], 1, 9)).toBeNull();
  expect(completionPlaceAt(['data', '  lists', '    - icon rocket la'], 2, 20)).toBeNull();
  expect(completionPlaceAt(['data', '  lists', '    - label Ro'], 2, 14)).toBeNull();
});
