// The data keys offered follow the template's data shape: its own keys first, other shapes' lists left out.
import { dataKeysFor } from '../../../src/pages/editor/code/completions';

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
