import { networkAttempts } from '../support/networkSpy';
import { createEngine } from '../../../src/engine/engine';
import { serialize, serializeDetailed } from '../../../src/engine/spec/serialize';
import type { InfographicSpec } from '../../../src/engine/types';

const engine = createEngine();

describe('serialize writes options back as text syntax', () => {
  test.each(engine.templates().map((t) => [t.name]))('round trip: %s', (name) => {
    const options = engine.sampleOptions(name);
    const text = serialize(options);
    const back = engine.validate(text);
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.options).toEqual(options);
  });

  test('a full spec with theme, palette, design and awkward strings round-trips', () => {
    const options: InfographicSpec = {
      template: 'list-row-simple-horizontal-arrow',
      width: 800,
      height: 600,
      design: { structure: { type: 'list-row', gap: 12 }, title: 'default', items: [{ type: 'circle-node', width: 240 }] },
      data: {
        title: 'Q3: results = good # really',
        desc: ':leading colon',
        lists: [
          { label: '2024', desc: '- not a list item', value: 12.5, icon: 'mdi/rocket-launch' },
          { label: 'true', desc: 'https://example.com/x?a=1', value: -3 },
          { label: 'Line // not a comment', attributes: { label: { fill: '#ff0000', 'font-size': 16 } } },
        ],
      },
      theme: 'dark',
      themeConfig: { palette: ['#1f77b4', '#ff7f0e'], colorBg: '#101010', stylize: { type: 'rough', roughness: 2 } },
    };
    const { text, dropped } = serializeDetailed(options);
    expect(dropped).toEqual([]);
    expect(engine.validate(text).options).toEqual(options);
  });

  test('relations and trees keep their structure', () => {
    const options: InfographicSpec = {
      template: 'relation-dagre-flow-tb-simple-circle-node',
      data: {
        nodes: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
        relations: [{ from: 'a', to: 'b', label: 'a->b', direction: 'both' }],
      },
    };
    expect(engine.validate(serialize(options)).options).toEqual(options);
  });

  test('what the syntax cannot express is reported, not silently changed', () => {
    const { dropped } = serializeDetailed({
      template: 'list-row-simple-horizontal-arrow',
      padding: 10,
      data: { lists: [{ label: 'two\nlines' }, { label: '' }, { label: 'ok', 'bad key': 1 }] },
    });
    expect(dropped).toEqual(['data.lists[0].label', 'data.lists[1].label', 'data.lists[2].bad key', 'padding']);
  });

  afterAll(() => expect(networkAttempts()).toEqual([]));
});
