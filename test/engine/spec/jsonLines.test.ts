import { jsonLineMap } from '../../../src/engine/spec/jsonLines';

const TEXT = `
{
  "template": "list-row-simple-horizontal-arrow",
  "data": {
    "title": "Plan \\"A\\", {not a brace} [nor a bracket]",
    "lists": [
      { "label": "One" },
      {
        "label": "Two",
        "children": [[1, 2], {"x": null}]
      }
    ]
  },
  "svg": { "attributes": { "xlink:href": "#a" } }
}`;

test('each member and item is found at the line it starts on; an unknown path answers with its nearest ancestor', () => {
  const lineOf = jsonLineMap(TEXT);
  expect(lineOf('template')).toBe(3);
  expect(lineOf('data')).toBe(4);
  expect(lineOf('data.title')).toBe(5);
  expect(lineOf('data.lists')).toBe(6);
  expect(lineOf('data.lists[0]')).toBe(7);
  expect(lineOf('data.lists[0].label')).toBe(7);
  expect(lineOf('data.lists[1]')).toBe(8);
  expect(lineOf('data.lists[1].label')).toBe(9);
  expect(lineOf('data.lists[1].children[1].x')).toBe(10);
  expect(lineOf('svg.attributes.xlink:href')).toBe(14);
  expect(lineOf('data.lists[1].desc')).toBe(8);
  expect(lineOf('data.lists[7].label')).toBe(6);
  expect(lineOf('nowhere')).toBeUndefined();
});

test('deep JSON is walked without recursion', () => {
  const depth = 20_000;
  const text = `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  expect(jsonLineMap(text)('a')).toBe(1);
});
