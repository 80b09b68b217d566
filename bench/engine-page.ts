// Bench page entry (bench/engine-render.ts builds it): loads the engine like a page does and times renders.
import { loadEngine } from '../src/engine';

declare global {
  interface Window {
    engineBench: (templates: string[], runs: number) => Promise<Record<string, number[]>>;
    engineReady: Promise<string[]>;
  }
}

window.engineReady = loadEngine().then((engine) => engine.templates().map((t) => t.name));

/** Renders each template `runs` times (a different title each time, so nothing is skipped) and returns the library's render times. */
window.engineBench = async (templates, runs) => {
  const engine = await loadEngine();
  const container = document.createElement('div');
  container.style.width = '1000px';
  document.body.appendChild(container);
  const times: Record<string, number[]> = {};
  for (const template of templates) {
    const sample = engine.sampleOptions(template);
    const handle = engine.render(container, sample);
    await handle.whenLoaded();
    times[template] = [];
    for (let i = 0; i < runs; i += 1) {
      handle.update({ ...sample, data: { ...sample.data, title: `Run ${i}` } });
      if (handle.lastDurationMs !== null) times[template].push(handle.lastDurationMs);
    }
    handle.destroy();
  }
  container.remove();
  return times;
};
