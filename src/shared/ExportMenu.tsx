// Export of the picture on screen: SVG, PNG at 1x/2x/3x, copy as image; optional transparent background for all three.
import { memo, useId, useState } from 'react';
import type { Engine, PngExportOptions, RenderHandle } from '../engine';
import { saveBlob } from './download';
import './panels.css';

type Scale = NonNullable<PngExportOptions['scale']>;
const SCALES: readonly Scale[] = [1, 2, 3];

interface Props {
  engine: Engine | null;
  /** The live handle (read when a button is pressed, so it is always the current picture). */
  handle(): RenderHandle | null;
  hasPicture: boolean;
  stale: boolean;
  /** The page's text, carried inside the files (read when pressed; ignored while the picture is an older, stale one). */
  source?(): string | null;
}

type Status = { tone: 'ok' | 'error'; text: string } | null;

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export const ExportMenu = memo(function ExportMenu({ engine, handle, hasPicture, stale, source }: Props) {
  const [scale, setScale] = useState<Scale>(2);
  const [transparent, setTransparent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const id = useId();

  const run = async (action: (engine: Engine, target: RenderHandle) => Promise<string>, failure: string) => {
    const target = handle();
    if (!engine || !target) return;
    setBusy(true);
    setStatus(null);
    try {
      const done = await action(engine, target);
      setStatus({ tone: 'ok', text: stale ? `${done} (the last valid render).` : `${done}.` });
    } catch (error) {
      setStatus({ tone: 'error', text: `${failure}: ${reason(error)}` });
    } finally {
      setBusy(false);
    }
  };

  // The file carries the text that drew the picture: the page's text unless the picture is the last valid one (then the
  // engine writes out the picture's own options).
  const carried = () => (stale ? undefined : (source?.() ?? undefined));

  // Both downloads: export with the current options, save under the infographic's file name.
  const download = (format: 'svg' | 'png') =>
    run(async (e, target) => {
      const text = carried();
      const withSource = text === undefined ? {} : { source: text };
      const file =
        format === 'svg'
          ? await e.exportSVG(target, { transparent, ...withSource })
          : await e.exportPNG(target, { scale, transparent, ...withSource });
      saveBlob(file.blob, file.fileName);
      return `Saved ${file.fileName}`;
    }, `Could not export the ${format.toUpperCase()}`);

  const disabled = !engine || !hasPicture || busy;
  return (
    <section className="export-menu" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="panel-heading">
        Export
      </h2>
      <div className="export-menu__row">
        <button type="button" disabled={disabled} onClick={() => download('svg')}>
          Download SVG
        </button>
        <button type="button" disabled={disabled} onClick={() => download('png')}>
          Download PNG
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() =>
            run(async (e, target) => {
              await e.copyImage(target, { scale, transparent });
              return 'Image copied';
            }, 'Could not copy the image')
          }
        >
          Copy image
        </button>
      </div>
      <div className="export-menu__row export-menu__options">
        <label className="export-menu__field">
          PNG scale
          <select value={scale} onChange={(event) => setScale(Number(event.target.value) as Scale)}>
            {SCALES.map((s) => (
              <option key={s} value={s}>
                {s}x
              </option>
            ))}
          </select>
        </label>
        <label className="export-menu__field">
          <input type="checkbox" checked={transparent} onChange={(event) => setTransparent(event.target.checked)} />
          Transparent background
        </label>
      </div>
      <p className={`status-line${status?.tone === 'error' ? ' status-line--error' : ''}`} role="status">
        {status?.text}
      </p>
    </section>
  );
});
