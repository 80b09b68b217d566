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
import { labelText } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { copyText, saveBlob } from './download';
import { htmlSnippet, markdownSnippet } from './exportSnippet';
import { shareUrlAt } from '../links/links';
import { ActionMenu } from '../menus/ActionMenu';
import { separator, type MenuDefinition, type MenuEntry } from '../menus/menuEntries';
import '../panels/panels.css';

/** 1x/2x/3x of the picture's own size, or a width in pixels (its label a message id, shown through labelText). */
type Size = '1' | '2' | '3' | 'width';
const SIZES: ReadonlyArray<{ value: Size; label: string }> = [
  { value: '1', label: '1x' },
  { value: '2', label: '2x' },
  { value: '3', label: '3x' },
  { value: 'width', label: 'shared.export.size.width' },
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
  const t = useT();
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
      setStatus({ tone: 'ok', text: t(stale ? 'shared.export.doneStale' : 'shared.export.done', { done }) });
    } catch (error) {
      setStatus({ tone: 'error', text: t('shared.export.failed', { failure, reason: reason(error) }) });
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
    run(
      async (e, target) => {
        const file = await make(e, target);
        saveBlob(file.blob, file.fileName);
        return t('shared.export.saved', { file: file.fileName });
      },
      t('shared.export.couldNotExport', { format: label }),
    );

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
    run(
      async (e, target) => {
        const text = await make(e, target);
        if (await copyText(text)) return t('shared.export.copied', { what });
        setManual({ label: what, text });
        return t('shared.export.copyByHand', { what });
      },
      t('shared.export.couldNotCopy', { what }),
    );

  const snippet = (format: 'Markdown' | 'HTML') =>
    copy(t('shared.export.snippet', { format }), async (e, target) => {
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
    label: t('shared.export.menu'),
    entries: [
      item(
        'download-svg',
        t('shared.export.downloadSvg'),
        !disabled,
        () => void save('SVG', (e, target) => e.exportSVG(target, carried())),
      ),
      item('download-png', t('shared.export.downloadPng'), !rasterDisabled, () => void raster('png')),
      item('download-jpeg', t('shared.export.downloadJpeg'), !rasterDisabled, () => void raster('jpeg')),
      item('download-webp', t('shared.export.downloadWebp'), !rasterDisabled, () => void raster('webp')),
      item(
        'download-pdf',
        t('shared.export.downloadPdf'),
        !disabled,
        () => void save('PDF', (e, target) => e.exportPDF(target, carried())),
      ),
      item(
        'download-pptx',
        t('shared.export.downloadPptx'),
        !disabled,
        () => void save(t('shared.export.pptxSlide'), (e, target) => e.exportPPTX(target, carried())),
      ),
      separator('size-line'),
      {
        kind: 'group',
        id: 'image-size',
        label: t('shared.export.imageSize'),
        entries: SIZES.map((s) => ({
          kind: 'radio' as const,
          id: `size-${s.value}`,
          group: 'image-size',
          label: labelText(s.label),
          checked: size === s.value,
          choose: () => setSize(s.value),
        })),
      },
      { kind: 'check', id: 'transparent', label: t('shared.export.transparent'), checked: transparent, toggle: setTransparent },
      separator('copy-line'),
      item(
        'copy-svg',
        t('shared.export.copySvg'),
        !disabled,
        () => void copy(t('shared.export.svgCode'), (e, target) => e.svgCode(target, carried())),
      ),
      item('copy-markdown', t('shared.export.copyMarkdown'), !disabled, () => void snippet('Markdown')),
      item('copy-html', t('shared.export.copyHtml'), !disabled, () => void snippet('HTML')),
      item(
        'copy-image',
        t('shared.export.copyImage'),
        !disabled,
        () =>
          void run(async (e, target) => {
            await e.copyImage(target, { scale: size === 'width' ? 2 : (Number(size) as 1 | 2 | 3), transparent });
            return t('shared.export.imageCopied');
          }, t('shared.export.imageFailed')),
      ),
    ],
  };
  return (
    <div className="export-menu">
      <ActionMenu menu={menu} />
      {size === 'width' && (
        <span className="export-menu__field">
          <label className="export-menu__field">
            {t('shared.export.width')}
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
            {widthValid
              ? t('shared.export.widthHint')
              : t('shared.export.widthInvalid', { min: String(MIN_WIDTH), max: String(MAX_WIDTH) })}
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
