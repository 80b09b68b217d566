import { networkAttempts } from '../support/networkSpy';
import { createEngine } from '../../../src/engine/engine';
import { PLACEHOLDER_SVG, resolveIconMarkup } from '../../../src/engine/icons/icons';
import { setReferenceOf } from '../../../src/engine/icons/iconReference';
import { findIcon, iconCount } from '../../../src/engine/icons/iconSet';

const engine = createEngine();

describe('local icon set', () => {
  test('has the Lucide set', () => {
    expect(iconCount).toBeGreaterThan(1500);
  });

  test.each([
    ['plane', 'plane'],
    ['earth', 'earth'],
    ['rocket', 'rocket'],
    ['user', 'user'],
    ['chart', 'chart-column'],
    ['lucide:rocket', 'rocket'],
    ['mdi/rocket-launch', 'rocket'],
    ['Rocket Launch', 'rocket'],
    ['mingcute/user-line', 'user'],
  ])('name %s resolves to %s', (query, expected) => {
    expect(findIcon(query)).toBe(expected);
  });

  test.each([
    ['money savings', 'banknote'],
    ['heart rate monitor', 'activity'],
    ['planet', 'earth'],
  ])('keyword %s finds an icon', (query) => {
    const name = findIcon(query);
    expect(name).not.toBeNull();
  });

  test('nothing matching gives the neutral placeholder', async () => {
    expect(findIcon('qqqzzx')).toBeNull();
    await expect(resolveIconMarkup('qqqzzx')).resolves.toBe(PLACEHOLDER_SVG);
    await expect(resolveIconMarkup('ref:engine:blocked:https%3A%2F%2Fexample.com%2Fa.svg')).resolves.toBe(PLACEHOLDER_SVG);
  });
});

describe('exact references (set/name) against free text', () => {
  test('an exact Lucide reference draws that icon, named in its <title>, with no substitute mark', async () => {
    const markup = await resolveIconMarkup('lucide:rocket');
    expect(markup).toContain('<title>rocket</title>');
    expect(markup).toContain('data-engine-icon="rocket"');
    expect(markup).not.toContain('data-engine-icon-for');
  });

  test('an exact reference with no icon of that name is drawn with the best match and marked with what it stands for', async () => {
    const markup = await resolveIconMarkup('tabler/rocket');
    expect(markup).toContain('data-engine-icon-for="tabler/rocket"');
    expect(markup).toContain('data-engine-icon="rocket"');
  });

  test('free text is a search query: drawn with its best match, no substitute mark', async () => {
    const markup = await resolveIconMarkup('rocket launch');
    expect(markup).toContain('<title>rocket</title>');
    expect(markup).not.toContain('data-engine-icon-for');
  });

  test.each([
    ['mdi/rocket', { set: 'mdi', name: 'rocket' }],
    ['Lucide:Rocket', { set: 'lucide', name: 'rocket' }],
    ['rocket launch', null],
    ['rocket', null],
    ['https://example.com/a.svg', null],
  ])('%s is read as %j', (reference, expected) => {
    expect(setReferenceOf(reference)).toEqual(expected);
  });
});

describe('icons in a rendered infographic come from the local set', () => {
  test.each(['plane', 'earth', 'rocket', 'user', 'chart', 'qqqzzx', 'https://example.com/remote.svg', 'ref:search:globe'])(
    'icon %s',
    async (icon) => {
      const container = document.createElement('div');
      document.body.appendChild(container);
      const handle = engine.render(container, { template: 'list-row-horizontal-icon-arrow', data: { lists: [{ label: 'One', icon }] } });
      await handle.whenLoaded();
      const use =
        handle.svg!.querySelector('[data-element-type="item-icon"] use, use[data-element-type="item-icon"]') ??
        handle.svg!.querySelector('use[href^="#rsc-"]');
      expect(use).not.toBeNull();
      const symbol = handle.svg!.querySelector(use!.getAttribute('href')!);
      expect(symbol).not.toBeNull();
      const markup = symbol!.outerHTML;
      expect(markup).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      if (icon === 'qqqzzx' || icon.startsWith('https')) expect(markup).toContain('stroke-dasharray');
      else expect(markup).toMatch(/stroke="currentColor"/);
      handle.destroy();
      container.remove();
    },
  );
});

afterAll(() => expect(networkAttempts()).toEqual([]));
