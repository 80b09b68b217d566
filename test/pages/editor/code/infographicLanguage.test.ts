// The text syntax's highlighting: each kind of word gets its own token, and a value's colours and numbers stand out.
import { tokensOfLine } from '../../../../src/pages/editor/code/infographicLanguage';

it('marks the head line: keyword, then the template name', () => {
  expect(tokensOfLine('infographic list-row-simple-horizontal-arrow')).toEqual([
    ['infographic', 'headKeyword'],
    ['list-row-simple-horizontal-arrow', 'templateName'],
  ]);
});

it('marks top-level block keys, but not the same words indented', () => {
  expect(tokensOfLine('data')).toEqual([['data', 'blockKey']]);
  expect(tokensOfLine('theme dark')).toEqual([
    ['theme', 'blockKey'],
    ['dark', 'value'],
  ]);
  expect(tokensOfLine('  data x')[0]).toEqual(['data', 'itemKey']);
});

it('marks list dashes, item keys, numbers and colours in values', () => {
  expect(tokensOfLine('    - label Draft')).toEqual([
    ['-', 'listDash'],
    ['label', 'itemKey'],
    ['Draft', 'value'],
  ]);
  expect(tokensOfLine('      value 42.5')).toEqual([
    ['value', 'itemKey'],
    ['42.5', 'number'],
  ]);
  expect(tokensOfLine('  palette #1f5fd6 #abc')).toEqual([
    ['palette', 'itemKey'],
    ['#1f5fd6', 'colour'],
    ['#abc', 'colour'],
  ]);
});

it('marks whole comment lines (# and //) as comments, and icon references', () => {
  expect(tokensOfLine('  # a note: value 3')).toEqual([['# a note: value 3', 'comment']]);
  expect(tokensOfLine('// another')).toEqual([['// another', 'comment']]);
  expect(tokensOfLine('      icon mdi/rocket')).toEqual([
    ['icon', 'itemKey'],
    ['mdi/rocket', 'icon'],
  ]);
});

it('reads `key: value` forms with the separator left unmarked', () => {
  expect(tokensOfLine('  title: Hello 2026')).toEqual([
    ['title', 'itemKey'],
    ['Hello', 'value'],
    ['2026', 'number'],
  ]);
});
