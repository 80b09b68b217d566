// The batch check's spec checker on the real engine (jsdom, with a stand-in layout): an icon reference the local sets lack is reported with its line.
import { createEngine } from '../../../../src/engine/engine';
import { iconReferencesOf } from '../../../../src/engine';
import { checkerFor } from '../../../../src/pages/renderer/batch/batchChecker';

const SOURCE = [
  'infographic list-row-horizontal-icon-arrow',
  'data',
  '  title Launch plan',
  '  lists',
  '    - label Step 1',
  '      icon mdi/zzq-no-such-icon-anywhere',
  '    - label Step 2',
  '      icon mdi/rocket',
  '',
].join('\n');

let stage: HTMLElement;
beforeEach(() => {
  stage = document.createElement('div');
  document.body.appendChild(stage);
  // jsdom lays nothing out, and the audit judges only a picture with a size: every box is the whole picture here
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 600 }));
});
afterEach(() => {
  jest.restoreAllMocks();
  stage.remove();
});

test('an mdi icon the local sets lack is a warning on its line, naming the icon drawn instead', async () => {
  const result = await checkerFor(createEngine(), stage)(SOURCE);
  expect(result.rendered).toBe(true);
  const substitutes = result.diagnostics.filter((d) => d.code === 'icon_substitute');
  expect(substitutes).toHaveLength(1);
  expect(substitutes[0]).toMatchObject({ severity: 'warning', line: 6 });
  expect(substitutes[0]!.message).toMatch(/^No icon 'mdi\/zzq-no-such-icon-anywhere' in the local sets; drawn with '[a-z0-9-]+'\.$/);
});

test('a spec whose icons all exist gets no icon warning', async () => {
  const result = await checkerFor(createEngine(), stage)(SOURCE.replace('mdi/zzq-no-such-icon-anywhere', 'mdi/anchor'));
  expect(result.diagnostics.filter((d) => d.code.startsWith('icon_'))).toEqual([]);
});

test('the icon references a batch loads sets for are read from text and JSON specs alike', () => {
  expect(iconReferencesOf(SOURCE)).toEqual(['mdi/zzq-no-such-icon-anywhere', 'mdi/rocket']);
  expect(iconReferencesOf('{"data": {"lists": [{"label": "A", "icon": "lucide:rocket"}, {"icon":"rocket launch"}]}}')).toEqual([
    'lucide:rocket',
    'rocket launch',
  ]);
  expect(iconReferencesOf('infographic list-row-horizontal-icon-arrow\ndata\n  title Icons here\n')).toEqual([]);
});
