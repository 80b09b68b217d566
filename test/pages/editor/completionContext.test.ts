// Where the cursor is, for completion: read from the lines above, as the syntax nests by indentation.
import { completionPlaceAt } from '../../../src/pages/editor/code/completionContext';

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
