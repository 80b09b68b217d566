// Bench page entry (bench/engine-render.ts builds it): loads the engine like a page does and times renders.
import { loadEngine } from '../src/engine';

declare global {
  interface Window {
    engineBench: (templates: string[], runs: number) => Promise<Record<string, number[]>>;
    engineAuditBench: (
      templates: string[],
      runs: number,
    ) => Promise<Record<string, { render: number[]; audit: number[]; layout: number[] }>>;
    engineReady: Promise<string[]>;
    engineExport: (template: string) => Promise<{ svg: number; png1: number; png3: number; error?: string }>;
    engineShow: (template: string) => Promise<string>;
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

/** Renders each template `runs` times and, once each picture is loaded, times its audit: the render and audit times, paired. */
window.engineAuditBench = async (templates, runs) => {
  const engine = await loadEngine();
  const container = document.createElement('div');
  container.style.width = '1000px';
  document.body.appendChild(container);
  const times: Record<string, { render: number[]; audit: number[]; layout: number[] }> = {};
  for (const template of templates) {
    const sample = engine.sampleOptions(template);
    const handle = engine.render(container, sample);
    await handle.whenAudited();
    const pairs = (times[template] = { render: [] as number[], audit: [] as number[], layout: [] as number[] });
    for (let i = 0; i < runs; i += 1) {
      handle.update({ ...sample, data: { ...sample.data, title: `Run ${i}` } });
      const render = handle.lastDurationMs;
      await handle.whenAudited();
      if (render !== null && handle.lastAuditMs !== null && handle.lastAuditLayoutMs !== null) {
        pairs.render.push(render);
        pairs.audit.push(handle.lastAuditMs);
        pairs.layout.push(handle.lastAuditLayoutMs);
      }
    }
    handle.destroy();
  }
  container.remove();
  return times;
};

/** Exports one template as SVG and PNG (1x, 3x) in the real browser; sizes in bytes, or the error. */
window.engineExport = async (template) => {
  const engine = await loadEngine();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = engine.render(container, engine.sampleOptions(template));
  try {
    const svg = await engine.exportSVG(handle);
    const png1 = await engine.exportPNG(handle, { scale: 1 });
    const png3 = await engine.exportPNG(handle, { scale: 3, transparent: true });
    return { svg: svg.blob.size, png1: png1.blob.size, png3: png3.blob.size };
  } catch (error) {
    return { svg: 0, png1: 0, png3: 0, error: String(error) };
  } finally {
    handle.destroy();
    container.remove();
  }
};

/** Leaves one template on screen (for screenshots while checking the bench by eye). */
window.engineShow = async (template) => {
  const engine = await loadEngine();
  const container = document.createElement('div');
  container.style.width = '900px';
  document.body.appendChild(container);
  const handle = engine.render(container, engine.sampleOptions(template));
  await handle.whenLoaded();
  const png = await engine.exportPNG(handle, { scale: 1 });
  const reader = new FileReader();
  return new Promise<string>((resolve) => {
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(png.blob);
  });
};
