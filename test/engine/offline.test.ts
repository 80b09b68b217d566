import { networkAttempts } from './support/networkSpy';
import { createEngine } from '../../src/engine/engine';
import { lib } from '../../src/engine/library';
import { blockedRequests } from '../../src/engine/networkGuard';

/**
 * The control: the library as shipped, loaded after the same spies, does reach other hosts
 * (icon search service, CDN font stylesheets). This proves the spies can see it happen.
 */
test('control: the bare library contacts other hosts, and the spies see it', async () => {
  let bare: typeof import('@antv/infographic') | undefined;
  jest.isolateModules(() => {
    // isolateModules needs a synchronous require to get a fresh copy of the library.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    bare = require('@antv/infographic') as typeof import('@antv/infographic');
  });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const before = networkAttempts().length;
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const instance = new bare!.Infographic({
    container,
    data: { lists: [{ label: 'Rocket', icon: 'rocket' }] },
    template: 'list-row-horizontal-icon-arrow',
  } as never);
  instance.render();
  // the icon search starts after a few promise hops; poll a bounded number of macrotasks
  for (
    let i = 0;
    i < 50 &&
    !networkAttempts()
      .slice(before)
      .some((a) => a.via === 'fetch');
    i += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const seen = networkAttempts().slice(before);
  expect(seen).toContainEqual({ via: 'fetch', url: expect.stringMatching(/^https:\/\/[^/]+\/api\/v1\/infographic\/icon\?text=rocket/) });
  // its CDN fonts: the registry hands out remote stylesheet URLs (it skips <link>s only when it thinks it runs in Node)
  expect(bare!.getFonts().some((font) => Object.values(font.fontWeight).some(Boolean))).toBe(true);
  instance.destroy();
  container.remove();
  await new Promise((resolve) => setTimeout(resolve, 0)); // let the refused search log its failure while muted
  error.mockRestore();
  // the control's requests are not the engine's: forget them before the engine runs
  attemptsBeforeEngine = networkAttempts().length;
});

let attemptsBeforeEngine = 0;

test('the engine makes zero requests across every template, remote references and the editor', async () => {
  const engine = createEngine();
  const container = document.createElement('div');
  document.body.appendChild(container);
  for (const template of engine.templates()) {
    const handle = engine.render(container, engine.sampleOptions(template.name), { editable: template.category === 'list' });
    await handle.whenLoaded();
    handle.destroy();
  }
  const hostile = engine.render(container, {
    template: 'list-grid-badge-card',
    data: {
      title: 'Hostile',
      lists: [
        { label: 'Remote icon', icon: 'https://example.com/icon.svg' },
        { label: 'Remote ref', icon: 'ref:remote:https://example.com/x.png' },
        { label: 'Search ref', icon: 'ref:search:rocket' },
        {
          label: 'Inline svg with remote image',
          icon: '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/a.png"/></svg>',
        },
        { label: 'Nothing matches this at all qqqzzx', icon: 'qqqzzx' },
        { label: 'Illustration', illus: 'https://example.com/illus.png' },
      ],
    },
  });
  await hostile.whenLoaded();
  expect(hostile.diagnostics.filter((d) => d.code === 'remote_resource')).toHaveLength(3);
  // the inline SVG's remote image is removed by the sanitiser, which says so
  expect(hostile.diagnostics.filter((d) => d.code === 'unsafe_svg')).toHaveLength(1);
  expect(hostile.svg!.outerHTML).not.toContain('example.com');
  hostile.destroy();
  container.remove();
  expect(networkAttempts().slice(attemptsBeforeEngine)).toEqual([]);
  expect(blockedRequests()).toEqual([]);
  expect(document.head.querySelector('link[href^="http"]')).toBeNull();
});

test('every font the engine registers has no URL to load (the library would add a CDN <link> per URL)', () => {
  createEngine();
  for (const font of lib.getFonts()) {
    expect(font.baseUrl).toBe('');
    expect(Object.values(font.fontWeight).filter(Boolean)).toEqual([]);
  }
});
