// Every preset, streamed to its end, is a spec the real engine accepts without an error.
import { createEngine } from '../../../../src/engine/engine';
import { extractSpec } from '../../../../src/shared/opening/fence';
import { ROADMAP_SPEC, STREAM_PRESETS } from '../../../../src/pages/dynamic/stream/presets';

const engine = createEngine();

it.each(STREAM_PRESETS.map((preset) => [preset.title, preset.text]))('%s validates cleanly', (_title, text) => {
  const found = extractSpec(text);
  if (found.kind !== 'spec') throw new Error('no spec found');
  const errors = engine.validate(found.text).diagnostics.filter((d) => d.severity !== 'info');
  expect(errors).toEqual([]);
});

it('the bench spec has 40 lines', () => {
  expect(ROADMAP_SPEC.trimEnd().split('\n')).toHaveLength(40);
});
