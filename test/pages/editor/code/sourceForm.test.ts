// Folding by indentation and the JSON/text decision.
import { Text } from '@codemirror/state';
import { foldRangeByIndent, isJsonSource } from '../../../../src/pages/editor/code/sourceForm';

const doc = Text.of(['infographic x', 'data', '  title T', '  lists', '    - label A', '', '    - label B', '', 'theme dark']);

it('folds a block from the end of its line to its last deeper line, blank lines inside kept, trailing ones not', () => {
  const range = foldRangeByIndent(doc, 2)!;
  expect(doc.sliceString(range.from, range.to)).toBe('\n  title T\n  lists\n    - label A\n\n    - label B');
  const lists = foldRangeByIndent(doc, 4)!;
  expect(doc.sliceString(lists.from, lists.to)).toBe('\n    - label A\n\n    - label B');
});

it('has no fold for a line without deeper lines below, or a blank line', () => {
  expect(foldRangeByIndent(doc, 1)).toBeNull();
  expect(foldRangeByIndent(doc, 3)).toBeNull();
  expect(foldRangeByIndent(doc, 6)).toBeNull();
  expect(foldRangeByIndent(doc, 9)).toBeNull();
});

it('treats a text starting with { (after blanks) as JSON', () => {
  expect(isJsonSource('  \n{"template": "x"}')).toBe(true);
  expect(isJsonSource('infographic x')).toBe(false);
});
