// The table of fields each template draws (what the system prompt tells a model) matches what the engine really draws.
// Measuring all templates takes minutes of CPU, so by default a fixed sample of each category is checked;
// WRITE_PROMPT_FIELDS=1 measures every template and rewrites src/engine/prompt/promptCatalogueFields.ts.
import { writeFileSync } from 'fs';
import { join } from 'path';
import { createEngine } from '../../../src/engine/engine';
import { TEMPLATE_FIELDS, type DrawnField } from '../../../src/engine/prompt/promptCatalogueFields';
import type { InfographicData, ItemDatum } from '../../../src/engine/types';

const engine = createEngine();
const ORDER: DrawnField[] = ['title', 'desc', 'label', 'itemDesc', 'value', 'icon'];
const ELEMENT_FIELDS: Record<string, DrawnField> = {
  title: 'title',
  desc: 'desc',
  'item-label': 'label',
  'item-desc': 'itemDesc',
  'item-value': 'value',
  'item-icon': 'icon',
};

/** Every field filled, so a field missing from the picture is one the template does not draw. */
function filled(item: ItemDatum, i: number): ItemDatum {
  const out: ItemDatum = {
    ...item,
    label: item.label ?? `Item ${i}`,
    desc: item.desc ?? `About ${i}`,
    icon: item.icon ?? 'star',
    value: typeof item.value === 'number' ? item.value : 10 + i,
  };
  if (Array.isArray(item.children)) out.children = item.children.map(filled);
  return out;
}

function measure(template: string): DrawnField[] {
  const options = engine.sampleOptions(template);
  const sample: InfographicData = options.data ?? {};
  const data: InfographicData = { ...sample, title: sample.title ?? 'Title', desc: sample.desc ?? 'Description' };
  for (const key of ['items', 'lists', 'sequences', 'compares', 'nodes', 'values']) {
    if (Array.isArray(data[key])) data[key] = (data[key] as ItemDatum[]).map(filled);
  }
  if (data.root) data.root = filled(data.root, 0);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = engine.render(container, { ...options, data });
  const drawn = new Set(
    [...container.querySelectorAll('[data-element-type]')].map((e) => ELEMENT_FIELDS[e.getAttribute('data-element-type')!]),
  );
  handle.destroy();
  container.remove();
  return ORDER.filter((field) => drawn.has(field));
}

const templates = engine.templates().map((t) => t.name);
const writing = process.env.WRITE_PROMPT_FIELDS === '1';

it('lists every template', () => {
  expect(Object.keys(TEMPLATE_FIELDS).sort()).toEqual([...templates].sort());
});

/** Every 23rd template: twelve, across all categories (the catalogue is grouped by category). */
const SAMPLE = writing ? templates : templates.filter((_, i) => i % 23 === 0);

it(`matches the fields ${writing ? 'every' : 'a sample of'} template${writing ? '' : 's'} draw${writing ? 's' : ''}`, () => {
  const measured = Object.fromEntries(SAMPLE.map((name) => [name, measure(name)]));
  if (writing) {
    const lines = Object.entries(measured).map(([name, fields]) => `  '${name}': [${fields.map((f) => `'${f}'`).join(', ')}],`);
    const head = readHead();
    writeFileSync(FILE, `${head}export const TEMPLATE_FIELDS: Record<string, readonly DrawnField[]> = {\n${lines.join('\n')}\n};\n`);
  }
  expect(measured).toEqual(Object.fromEntries(SAMPLE.map((name) => [name, TEMPLATE_FIELDS[name]])));
}, 600_000);

const FILE = join(__dirname, '../../../src/engine/prompt/promptCatalogueFields.ts');
function readHead(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const text: string = require('fs').readFileSync(FILE, 'utf8');
  return text.slice(0, text.indexOf('export const TEMPLATE_FIELDS'));
}
