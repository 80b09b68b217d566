import { moveItem } from '../../../src/pages/style/reorder';

it('moves an item forward, back, and keeps the list when the move goes nowhere', () => {
  const list = ['a', 'b', 'c', 'd'];
  expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  expect(moveItem(list, 1, 9)).toEqual(['a', 'c', 'd', 'b']);
  expect(moveItem(list, 0, -1)).toBe(list);
  expect(moveItem(list, 7, 0)).toBe(list);
  expect(moveItem(['only'], 0, 1)).toEqual(['only']);
});
