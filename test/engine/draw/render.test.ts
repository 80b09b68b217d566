import { networkAttempts } from '../support/networkSpy';
import { createEngine } from '../../../src/engine/engine';
import { lib } from '../../../src/engine/library';
import type { Diagnostic, InfographicSpec, RenderHandle } from '../../../src/engine/types';

const engine = createEngine();
const T = 'list-row-simple-horizontal-arrow';
const GOOD = `infographic ${T}\ndata\n  title Launch plan\n  lists\n    - label Step 1\n      desc Start\n      icon rocket\n    - label Step 2\n      desc Finish\n`;

let container: HTMLElement;
let handle: RenderHandle | null = null;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  handle?.destroy();
  handle = null;
  container.remove();
});

test('renders a source, reports its duration and fires rendered and diagnostics on update', () => {
  handle = engine.render(container, GOOD);
  expect(handle.svg).not.toBeNull();
  expect(container.querySelectorAll('svg[viewBox]').length).toBeGreaterThan(0);
  expect(typeof handle.lastDurationMs).toBe('number');
  expect(handle.options?.template).toBe(T);
  const rendered = jest.fn();
  const diagnostics = jest.fn();
  handle.on('rendered', rendered);
  handle.on('diagnostics', diagnostics);
  handle.update(GOOD.replace('Step 2', 'Step Two'));
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(rendered.mock.calls[0][0].options.data.lists[1].label).toBe('Step Two');
  expect(diagnostics).toHaveBeenCalledWith([]);
});

test('broken input keeps the last good picture on screen and says what is wrong', () => {
  handle = engine.render(container, GOOD);
  const before = handle.svg;
  const seen: Diagnostic[][] = [];
  handle.on('diagnostics', (d) => seen.push(d));
  const result = handle.update(`infographic ${T}\ndata\n  lists\n    label A\n`);
  expect(result.ok).toBe(false);
  expect(handle.svg).toBe(before);
  expect(container.querySelectorAll('svg').length).toBeGreaterThan(0);
  expect(seen.at(-1)?.[0]).toMatchObject({ code: 'bad_list', line: 3 });
});

test('an unknown template is drawn with the nearest name, which the warning names; the options keep the name written', () => {
  const data = 'data\n  values\n    - label A\n      value 3\n    - label B\n      value 5\n';
  handle = engine.render(container, `infographic chart-column-grouped-simple\n${data}`);
  expect(handle.svg).not.toBeNull();
  expect(handle.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'unknown_template', line: 1, suggestions: expect.any(Array) });
  expect(handle.diagnostics[0]!.message).toBe(
    "Unknown template 'chart-column-grouped-simple'; the picture uses the nearest one, chart-column-simple.",
  );
  expect(handle.options?.template).toBe('chart-column-grouped-simple');
  // the same picture as the named nearest template draws (resource ids aside)
  const other = document.createElement('div');
  document.body.appendChild(other);
  const nearest = engine.render(other, `infographic chart-column-simple\n${data}`);
  const shapes = (svg: SVGSVGElement | null) => svg!.outerHTML.replace(/rsc-\d+/g, 'rsc');
  expect(shapes(handle.svg)).toBe(shapes(nearest.svg));
  nearest.destroy();
  other.remove();
});

test('an unknown template with no near name renders nothing (no fuzzy match) and says so', () => {
  handle = engine.render(container, 'infographic zzzzqqqq\ndata\n  values\n    - label A\n      value 3\n');
  expect(handle.svg).toBeNull();
  expect(container.querySelector('svg')).toBeNull();
  expect(handle.diagnostics[0]).toMatchObject({
    severity: 'error',
    code: 'unknown_template',
    line: 1,
    message: "Unknown template 'zzzzqqqq'.",
  });
});

test('page settings (theme, palette, font) restyle without touching the source options', () => {
  handle = engine.render(container, GOOD, { theme: 'dark', palette: 'spectral', font: 'Source Han Serif' });
  expect(handle.options).toEqual(engine.validate(GOOD).options);
  expect(handle.svg!.outerHTML).toMatch(/Noto Serif SC/);
});

test('every text draws in a shipped webfont: the default stand-in when nothing names a font, the named one mapped otherwise', () => {
  const fontsOf = (svg: SVGSVGElement) =>
    [svg, ...Array.from(svg.querySelectorAll('[font-family]'))].map((el) => el.getAttribute('font-family') ?? '');
  // the library's families we draw with another face (LXGW WenKai is shipped under its own name)
  const remoteFamilies = /Alibaba PuHuiTi|Source Han|851tegakizatsu/;
  handle = engine.render(container, GOOD);
  expect(handle.svg!.getAttribute('font-family')).toBe('"Noto Sans SC", sans-serif');
  for (const font of fontsOf(handle.svg!)) expect(font).not.toMatch(remoteFamilies);
  handle.update(GOOD, { theme: 'hand-drawn' });
  expect(handle.svg!.querySelector('text')!.getAttribute('font-family')).toBe('"Yomogi", "LXGW WenKai", cursive');
  for (const font of fontsOf(handle.svg!)) expect(font).not.toMatch(remoteFamilies);
  handle.update(`${GOOD}theme\n  base\n    text\n      font-family Alibaba PuHuiTi\n`, {});
  expect(handle.svg!.querySelector('text')!.getAttribute('font-family')).toBe('"Noto Sans SC", sans-serif');
  for (const font of fontsOf(handle.svg!)) expect(font).not.toMatch(remoteFamilies);
});

test('the same options are not rendered twice (a write-back from the canvas keeps the editor state)', () => {
  handle = engine.render(container, GOOD);
  const svg = handle.svg;
  const rendered = jest.fn();
  handle.on('rendered', rendered);
  handle.update(engine.serialize(handle.options!));
  expect(rendered).not.toHaveBeenCalled();
  expect(handle.svg).toBe(svg);
});

test('a throwing listener does not break the others', () => {
  handle = engine.render(container, GOOD);
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const second = jest.fn();
  handle.on('diagnostics', () => {
    throw new Error('page bug');
  });
  handle.on('diagnostics', second);
  handle.update(GOOD + '\n');
  expect(second).toHaveBeenCalled();
  error.mockRestore();
});

test('destroy removes the picture; later calls are harmless', () => {
  handle = engine.render(container, GOOD);
  handle.destroy();
  expect(container.querySelector('svg')).toBeNull();
  expect(() => handle!.update(GOOD)).not.toThrow();
  expect(() => handle!.destroy()).not.toThrow();
  expect(container.querySelector('svg')).toBeNull();
});

test('icons resolve locally: the picture gets inline symbols, no URL', async () => {
  handle = engine.render(container, GOOD);
  await handle.whenLoaded();
  const symbols = container.querySelectorAll('symbol');
  expect(Array.from(symbols).some((s) => s.innerHTML.includes('path'))).toBe(true);
});

describe('edits on the canvas are written back as options and text', () => {
  test('a label edited on the canvas arrives as options:change and serializes back', async () => {
    handle = engine.render(container, GOOD, { editable: true });
    const changes: InfographicSpec[] = [];
    handle.on('options:change', ({ options }) => changes.push(options));
    const label = handle.svg!.querySelector('[data-element-type="item-label"][data-indexes="0"]');
    expect(label).not.toBeNull();
    const editor = (handle as unknown as { instance: { editor: { commander: { execute(c: unknown): Promise<void> } } } }).instance.editor;
    await editor.commander.execute(new lib.UpdateTextCommand(label as never, 'Edited on canvas'));
    expect(changes).toHaveLength(1);
    const edited = changes[0]!;
    expect(edited.data?.lists?.[0]?.label).toBe('Edited on canvas');
    expect(edited.data).not.toHaveProperty('items');
    // the round trip the Editor page relies on
    const text = engine.serialize(edited);
    expect(text).toContain('- label Edited on canvas');
    expect(engine.validate(text).options).toEqual(edited);
    expect(handle.options).toEqual(edited);
  });

  test('a title edited on a timeline (the library keeps it only in its parsed copy) and a restyled node label reach the text', async () => {
    const FLOW =
      'infographic sequence-timeline-simple\ndata\n  title Flow\n  desc Two steps\n  sequences\n    - label Start\n    - label End\n';
    handle = engine.render(container, FLOW, { editable: true });
    const events: Array<{ options: InfographicSpec; notes: unknown[] }> = [];
    handle.on('options:change', (event) => events.push(event));
    const title = handle.svg!.querySelector('[data-element-type="title"]');
    const second = handle.svg!.querySelector('[data-element-type="item-label"][data-indexes="1"]');
    expect(title).not.toBeNull();
    expect(second).not.toBeNull();
    await canvasEditor(handle).commander.execute(new lib.UpdateTextCommand(title as never, 'Order flow'));
    await canvasEditor(handle).commander.execute(new lib.UpdateElementCommand(second as never, { attributes: { 'font-size': 20 } }));
    expect(events).toHaveLength(2);
    const text = engine.serialize(events[1]!.options);
    expect(text).toContain('  title Order flow\n');
    expect(engine.validate(text).options!.data!.sequences![1]!.attributes).toEqual({ label: { 'font-size': 20 } });
    expect(events.flatMap((e) => e.notes)).toEqual([]);
    // writing the text back does not redraw: the canvas editor keeps its state
    const rendered = jest.fn();
    handle.on('rendered', rendered);
    handle.update(text);
    expect(rendered).not.toHaveBeenCalled();
  });

  test('a tree node typed on the canvas lands under root/children', async () => {
    const TREE = 'infographic hierarchy-tree-tech-style-capsule-item\ndata\n  root\n    label CEO\n    children\n      - label CTO\n';
    handle = engine.render(container, TREE, { editable: true });
    const texts: string[] = [];
    handle.on('options:change', ({ options }) => texts.push(engine.serialize(options)));
    const child = handle.svg!.querySelector('[data-element-type="item-label"][data-indexes="0,0"]');
    await canvasEditor(handle).commander.execute(new lib.UpdateTextCommand(child as never, 'Chief technologist'));
    expect(texts).toEqual([TREE.replace('- label CTO', '- label Chief technologist')]);
  });
});

/** The library's editor inside a handle (tests drive it with the library's own commands, as its interactions do). */
function canvasEditor(h: RenderHandle): { commander: { execute(c: unknown): Promise<void> } } {
  return (h as unknown as { instance: { editor: { commander: { execute(c: unknown): Promise<void> } } } }).instance.editor;
}

afterAll(() => expect(networkAttempts()).toEqual([]));
