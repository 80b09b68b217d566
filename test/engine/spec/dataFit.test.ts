// "Try other templates": which templates draw a document's data, as it is or converted, checked against the real catalogue
// and the real validator (a converted source must validate without a data-shape warning).
import { compatibleTemplates, conversionsOf, optionsForFit, shapesOfData } from '../../../src/engine/spec/dataFit';
import { createEngine } from '../../../src/engine/engine';
import { sampleData } from '../../../src/engine/spec/sampleData';
import { sourceForFit } from '../../../src/engine/spec/sourceForFit';
import type { DataShape, InfographicData } from '../../../src/engine/types';

const engine = createEngine();
const templates = engine.templates();
const SHAPES: DataShape[] = ['list', 'sequence', 'hierarchy', 'compare', 'quadrant', 'relation', 'chart', 'lanes', 'layers'];

const namesOf = (shape: DataShape) => templates.filter((t) => t.dataShape === shape && !t.deprecated).map((t) => t.name);

describe('compatible templates per data shape', () => {
  it.each(SHAPES)('%s data is offered every current template of its shape as it is', (shape) => {
    const fits = compatibleTemplates(sampleData(shape), templates);
    const direct = fits.filter((f) => f.conversion === null).map((f) => f.template.name);
    expect(direct).toEqual(expect.arrayContaining(namesOf(shape)));
    expect(namesOf(shape).length).toBeGreaterThan(0);
    // Never a deprecated alias, never the same template twice.
    expect(fits.some((f) => f.template.deprecated)).toBe(false);
    expect(new Set(fits.map((f) => f.template.name)).size).toBe(fits.length);
  });

  it('a list is also offered the sequences (converted), but no chart without numbers and no tree', () => {
    const fits = compatibleTemplates(sampleData('list'), templates);
    const converted = fits.filter((f) => f.conversion).map((f) => f.template.dataShape);
    expect(new Set(converted)).toEqual(new Set(['sequence', 'quadrant']));
    expect(fits.find((f) => f.template.dataShape === 'sequence')?.conversion).toMatchObject({ from: 'lists', to: 'sequences' });
    expect(fits.some((f) => ['chart', 'hierarchy', 'relation', 'compare'].includes(f.template.dataShape))).toBe(false);
  });

  it('a list of five items is not offered the quadrants, which draw four', () => {
    const data = sampleData('list');
    data.lists!.push({ label: 'Fifth' });
    expect(conversionsOf(data).map((c) => c.toShape)).toEqual(['sequence']);
  });

  it('chart data is offered lists and sequences; a list with a number on every item is offered the charts', () => {
    const chart = compatibleTemplates(sampleData('chart'), templates).filter((f) => f.conversion);
    expect(new Set(chart.map((f) => f.template.dataShape))).toEqual(new Set(['list', 'sequence', 'quadrant']));
    const numbered: InfographicData = {
      lists: [
        { label: 'A', value: 1 },
        { label: 'B', value: 2 },
      ],
    };
    expect(conversionsOf(numbered).map((c) => c.toShape)).toEqual(['sequence', 'chart']);
  });

  it('lanes are not drawn as plain sequences, and a tree is only offered trees', () => {
    expect(shapesOfData(sampleData('lanes'))).toEqual(['lanes']);
    expect(shapesOfData(sampleData('hierarchy'))).toEqual(['hierarchy']);
    expect(compatibleTemplates(sampleData('hierarchy'), templates).every((f) => f.template.dataShape === 'hierarchy')).toBe(true);
  });

  it('no data, or data with nothing to draw, fits nothing', () => {
    expect(compatibleTemplates(undefined, templates)).toEqual([]);
    expect(compatibleTemplates({ title: 'Only a title' }, templates)).toEqual([]);
    expect(compatibleTemplates({ lists: [] }, templates)).toEqual([]);
  });

  it.each(['list', 'sequence', 'chart', 'quadrant'] as DataShape[])(
    'every conversion of %s data validates without a data-shape diagnostic',
    (shape) => {
      const options = { template: 'x', data: sampleData(shape) };
      for (const fit of compatibleTemplates(options.data, templates).filter((f) => f.conversion)) {
        const { diagnostics } = engine.validate(optionsForFit(options, fit));
        expect({ template: fit.template.name, diagnostics }).toEqual({ template: fit.template.name, diagnostics: [] });
      }
    },
  );
});

describe('switching the source to a fit', () => {
  const LIST = `infographic list-row-simple-horizontal-arrow
# my steps
data
  title Steps
  lists
    - label A
      desc lists are fine
    - label B
theme dark
`;

  it('renames the template and the one data key line, keeping every other byte', () => {
    const fit = compatibleTemplates(engine.validate(LIST).options!.data, templates).find(
      (f) => f.template.name === 'sequence-timeline-simple',
    )!;
    const text = sourceForFit(LIST, fit)!;
    expect(text).toBe(LIST.replace('list-row-simple-horizontal-arrow', 'sequence-timeline-simple').replace('  lists\n', '  sequences\n'));
    expect(engine.validate(text).diagnostics).toEqual([]);
  });

  it('keeps the data as it is when the template fits directly, and rewrites JSON too', () => {
    const direct = { template: templates.find((t) => t.name === 'list-grid-badge-card')!, conversion: null };
    expect(sourceForFit(LIST, direct)).toBe(LIST.replace('list-row-simple-horizontal-arrow', 'list-grid-badge-card'));
    const json = JSON.stringify({ template: 'list-row-simple-horizontal-arrow', data: { title: 'T', lists: [{ label: 'A' }] } });
    const fit = compatibleTemplates(JSON.parse(json).data, templates).find((f) => f.template.name === 'sequence-timeline-simple')!;
    expect(JSON.parse(sourceForFit(json, fit)!)).toEqual({
      template: 'sequence-timeline-simple',
      data: { title: 'T', sequences: [{ label: 'A' }] },
    });
  });

  it('says it cannot when the JSON does not parse', () => {
    const fit = compatibleTemplates(sampleData('list'), templates).find((f) => f.conversion)!;
    expect(sourceForFit('{ "template": ', fit)).toBeNull();
  });
});
