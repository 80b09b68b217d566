// The downloaded source: .txt for the text syntax, .json for JSON options, named after the title (or the template).
import type { Engine } from '../../../../src/engine';
import { sourceFileOf } from '../../../../src/pages/editor/actions/sourceFile';

const TEXT = 'infographic list-grid\ndata\n  title Team goals\n';

test('without the engine the text syntax is named after its template line', async () => {
  const file = sourceFileOf(TEXT, null);
  expect(file.fileName).toBe('list-grid.txt');
  expect(file.blob.type).toBe('text/plain');
  await expect(file.blob.text()).resolves.toBe(TEXT);
});

test('with the engine the name comes from the title; JSON options are a .json file', async () => {
  const engine = {
    validate: () => ({ options: { template: 'list-grid', data: { title: 'Team goals' } }, diagnostics: [] }),
  } as unknown as Engine;
  expect(sourceFileOf(TEXT, engine).fileName).toBe('team-goals.txt');
  const json = '{ "template": "chart-pie" }';
  const file = sourceFileOf(json, null);
  expect(file.fileName).toBe('infographic.json');
  expect(file.blob.type).toBe('application/json');
  await expect(file.blob.text()).resolves.toBe(json);
});
