// Draws one batch spec into an off-screen box and audits it once its icons are placed, so an icon reference the local
// sets lack is reported with its line, as in the Editor (an audit straight after drawing saw no icons yet).
import { auditPicture, templateOfSource, type Engine } from '../../../engine';
import type { CheckSpec } from './batchRunner';

/** The engine's render into `stage` (laid out, so the library can measure text), timed, then the picture audit. */
export function checkerFor(engine: Engine, stage: HTMLElement): CheckSpec {
  return async (source) => {
    const start = performance.now();
    const handle = engine.render(stage, source);
    const durationMs = performance.now() - start;
    try {
      // icons arrive after drawing; the batch loads their sets first (loadIconsFor), so this wait is short
      if (handle.svg) await handle.whenLoaded();
      const found =
        handle.svg && handle.options
          ? auditPicture(handle.svg, handle.options, engine.lineMap(source), { template: handle.options.template })
          : [];
      return {
        diagnostics: [...handle.diagnostics, ...found],
        rendered: handle.svg !== null,
        template: templateOfSource(source),
        durationMs,
      };
    } finally {
      handle.destroy();
    }
  };
}
