// Bench page entry (bench/engine-update.ts builds it): handle.update(text) vs the bare library's render(text), same texts.
import { loadEngine } from '../src/engine';
import { DEFAULT_SOURCE } from '../src/shared/document/defaultSource';

declare global {
  interface Window {
    engineUpdateBench: (edits: number) => Promise<{ app: number[]; bare: number[] }>;
    engineUpdateReady: Promise<boolean>;
    enginePartsBench: (edits: number) => Promise<Record<string, number[]>>;
  }
}

const TITLE_LINE = /^(\s*title )(.*)$/m;
const withTitle = (title: string) => DEFAULT_SOURCE.replace(TITLE_LINE, `$1${title}`);

window.engineUpdateReady = loadEngine().then(() => true);

function stage(): HTMLElement {
  const container = document.createElement('div');
  container.style.width = '712px';
  container.style.height = '512px';
  document.body.appendChild(container);
  return container;
}

/** Interleaves app updates and bare renders of the same texts (the title grows one letter per edit). */
window.engineUpdateBench = async (edits) => {
  const engine = await loadEngine();
  const { lib } = await import(/* webpackChunkName: "engine" */ '../src/engine/library');
  const appContainer = stage();
  const bareContainer = stage();
  const handle = engine.render(appContainer, withTitle('Edit'));
  await handle.whenLoaded();
  const bare = new lib.Infographic({ container: bareContainer } as never);
  bare.render(withTitle('Edit'));
  const app: number[] = [];
  const bareTimes: number[] = [];
  let title = 'Edit';
  for (let i = 0; i < edits; i += 1) {
    title += String.fromCharCode(97 + (i % 26));
    const text = withTitle(title);
    // synchronous, like the Renderer bench (its MutationObserver reports before the library's post-render step runs)
    let start = performance.now();
    handle.update(text);
    app.push(performance.now() - start);
    if (!(handle.svg?.textContent ?? '').includes(title)) throw new Error(`app update ${i} did not show its title`);
    start = performance.now();
    bare.render(text);
    bareTimes.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 0));
  }
  handle.destroy();
  bare.destroy();
  appContainer.remove();
  bareContainer.remove();
  return { app, bare: bareTimes };
};

/** Variants of the render step, interleaved per edit so machine noise hits them alike (synchronous times). */
window.enginePartsBench = async (edits) => {
  const engine = await loadEngine();
  const { lib } = await import(/* webpackChunkName: "engine" */ '../src/engine/library');
  const { DEFAULT_FONT_STACK } = await import(/* webpackChunkName: "engine" */ '../src/engine/fonts/fonts');
  type Instance = InstanceType<typeof lib.Infographic>;
  const withFont = (o: object) => ({ ...o, themeConfig: { base: { text: { 'font-family': DEFAULT_FONT_STACK } } }, editable: false });
  const reuseHost = stage();
  const reuse = new lib.Infographic({ container: reuseHost } as never);
  const reuseFontHost = stage();
  const reuseFont = new lib.Infographic({ container: reuseFontHost } as never);
  const swapHost = stage();
  let swap = null as { instance: Instance; stage: HTMLElement } | null;
  const bareHost = stage();
  const bare = new lib.Infographic({ container: bareHost } as never);
  const out: Record<string, number[]> = { validate: [], bareText: [], reuseOptions: [], reuseFontOptions: [], freshStageSwap: [] };
  let title = 'Part';
  for (let i = 0; i < edits; i += 1) {
    title += String.fromCharCode(97 + (i % 26));
    const text = withTitle(title);
    let start = performance.now();
    const options = engine.validate(text).options as object;
    out.validate!.push(performance.now() - start);
    const runs: Array<[string, () => void]> = [
      ['bareText', () => bare.render(text)],
      ['reuseOptions', () => reuse.render(options as never)],
      ['reuseFontOptions', () => reuseFont.render(withFont(options) as never)],
      [
        'freshStageSwap',
        () => {
          const inner = document.createElement('div');
          inner.style.width = '100%';
          inner.style.height = '100%';
          swapHost.appendChild(inner);
          const instance = new lib.Infographic({ ...withFont(options), container: inner } as never);
          instance.render();
          swap?.instance.destroy();
          swap?.stage.remove();
          swap = { instance, stage: inner };
        },
      ],
    ];
    for (let k = 0; k < runs.length; k += 1) {
      const [name, run] = runs[(k + i) % runs.length]!;
      start = performance.now();
      run();
      out[name]!.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  for (const instance of [reuse, reuseFont, bare, swap?.instance]) instance?.destroy();
  for (const host of [reuseHost, reuseFontHost, swapHost, bareHost]) host.remove();
  return out;
};
