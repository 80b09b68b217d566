// Export of the picture on screen: SVG, PNG (scale or width), JPEG, WebP, PowerPoint, PDF; SVG code and a Markdown/HTML
// snippet to the clipboard (shown to copy by hand when the clipboard is refused); optional transparent background.
import { memo, useId, useState } from 'react';
import {
  fileNameFor,
  textAlternative,
  type DocumentExportOptions,
  type Engine,
  type ExportedFile,
  type RasterFormat,
  type RenderHandle,
} from '../../engine';
import { copyText, saveBlob } from './download';
import { htmlSnippet, markdownSnippet } from './exportSnippet';
import { shareUrlAt } from '../links/links';
import { ActionMenu } from '../menus/ActionMenu';
import { separator, type MenuDefinition, type MenuEntry } from '../menus/menuEntries';
import '../panels/panels.css';

/** 1x/2x/3x of the picture's own size, or a width in pixels. */
type Size = '1' | '2' | '3' | 'width';
const SIZES: ReadonlyArray<{ value: Size; label: string }> = [
  { value: '1', label: '1x' },
  { value: '2', label: '2x' },
  { value: '3', label: '3x' },
  { value: 'width', label: 'Width in pixels…' },
];
const MIN_WIDTH = 16;
const MAX_WIDTH = 8192;

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
/** Text the clipboard refused, shown to copy by hand. */
type Manual = { label: string; text: string } | null;

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export const ExportMenu = memo(function ExportMenu({ engine, handle, hasPicture, stale, source }: Props) {
  const [size, setSize] = useState<Size>('2');
  const [width, setWidth] = useState('1600');
  const [transparent, setTransparent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [manual, setManual] = useState<Manual>(null);
  const id = useId();

  const widthValue = Number(width);
  const widthValid = Number.isInteger(widthValue) && widthValue >= MIN_WIDTH && widthValue <= MAX_WIDTH;

  const run = async (action: (engine: Engine, target: RenderHandle) => Promise<string>, failure: string) => {
    const target = handle();
    if (!engine || !target) return;
    setBusy(true);
    setStatus(null);
    setManual(null);
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
  const carried = (): DocumentExportOptions => {
    const text = stale ? undefined : (source?.() ?? undefined);
    return text === undefined ? { transparent } : { transparent, source: text };
  };

  const save = (label: string, make: (engine: Engine, target: RenderHandle) => Promise<ExportedFile>) =>
    run(async (e, target) => {
      const file = await make(e, target);
      saveBlob(file.blob, file.fileName);
      return `Saved ${file.fileName}`;
    }, `Could not export the ${label}`);

  const raster = (format: RasterFormat) =>
    save(format.toUpperCase(), (e, target) =>
      e.exportRaster(target, {
        ...carried(),
        format,
        ...(size === 'width' ? { width: widthValue } : { scale: Number(size) as 1 | 2 | 3 }),
      }),
    );

  /** Copies text; when the clipboard refuses, shows it in a field to copy by hand. */
  const copy = (what: string, make: (engine: Engine, target: RenderHandle) => Promise<string>) =>
    run(async (e, target) => {
      const text = await make(e, target);
      if (await copyText(text)) return `${what} copied to the clipboard`;
      setManual({ label: what, text });
      return `The clipboard is not available here: copy the ${what} below`;
    }, `Could not copy the ${what}`);

  const snippet = (format: 'Markdown' | 'HTML') =>
    copy(`${format} snippet`, async (e, target) => {
      const text = stale ? null : (source?.() ?? null);
      const spec = target.options;
      const link = shareUrlAt(`${window.location.origin}${window.location.pathname}`, text ?? e.serialize(spec ?? {}));
      if (!link.ok) throw new Error(link.message);
      const parts = { title: textAlternative(spec).title, image: fileNameFor(spec, 'svg'), link: link.url };
      return format === 'Markdown' ? markdownSnippet(parts) : htmlSnippet(parts);
    });

  const disabled = !engine || !hasPicture || busy;
  const rasterDisabled = disabled || (size === 'width' && !widthValid);
  const item = (id: string, label: string, enabled: boolean, run: () => void): MenuEntry => ({
    kind: 'action',
    id,
    label,
    disabled: !enabled,
    run,
  });
  const menu: MenuDefinition = {
    label: 'Export',
    entries: [
      item('download-svg', 'Download SVG', !disabled, () => void save('SVG', (e, t) => e.exportSVG(t, carried()))),
      item('download-png', 'Download PNG', !rasterDisabled, () => void raster('png')),
      item('download-jpeg', 'Download JPEG', !rasterDisabled, () => void raster('jpeg')),
      item('download-webp', 'Download WebP', !rasterDisabled, () => void raster('webp')),
      item('download-pdf', 'Download PDF', !disabled, () => void save('PDF', (e, t) => e.exportPDF(t, carried()))),
      item('download-pptx', 'Download PowerPoint', !disabled, () => void save('PowerPoint slide', (e, t) => e.exportPPTX(t, carried()))),
      separator('size-line'),
      {
        kind: 'group',
        id: 'image-size',
        label: 'Image size',
        entries: SIZES.map((s) => ({
          kind: 'radio' as const,
          id: `size-${s.value}`,
          group: 'image-size',
          label: s.label,
          checked: size === s.value,
          choose: () => setSize(s.value),
        })),
      },
      { kind: 'check', id: 'transparent', label: 'Transparent background', checked: transparent, toggle: setTransparent },
      separator('copy-line'),
      item('copy-svg', 'Copy SVG code', !disabled, () => void copy('SVG code', (e, t) => e.svgCode(t, carried()))),
      item('copy-markdown', 'Copy Markdown', !disabled, () => void snippet('Markdown')),
      item('copy-html', 'Copy HTML', !disabled, () => void snippet('HTML')),
      item(
        'copy-image',
        'Copy image',
        !disabled,
        () =>
          void run(async (e, target) => {
            await e.copyImage(target, { scale: size === 'width' ? 2 : (Number(size) as 1 | 2 | 3), transparent });
            return 'Image copied';
          }, 'Could not copy the image'),
      ),
    ],
  };
  return (
    <div className="export-menu">
      <ActionMenu menu={menu} />
      {size === 'width' && (
        <span className="export-menu__field">
          <label className="export-menu__field">
            Width (px)
            <input
              type="number"
              className="export-menu__width"
              min={MIN_WIDTH}
              max={MAX_WIDTH}
              step={1}
              value={width}
              aria-invalid={!widthValid}
              aria-describedby={`${id}-width-hint`}
              onChange={(event) => setWidth(event.target.value)}
            />
          </label>
          <span id={`${id}-width-hint`} className={`export-menu__hint${widthValid ? '' : ' status-line--error'}`}>
            {widthValid ? 'PNG, JPEG and WebP are drawn this many pixels wide.' : `A whole number from ${MIN_WIDTH} to ${MAX_WIDTH}.`}
          </span>
        </span>
      )}
      <p className={`status-line export-menu__status${status?.tone === 'error' ? ' status-line--error' : ''}`} role="status">
        {status?.text}
      </p>
      {manual && (
        <label className="export-menu__manual">
          {manual.label}
          <textarea readOnly rows={4} value={manual.text} onFocus={(event) => event.target.select()} autoFocus />
        </label>
      )}
    </div>
  );
});
