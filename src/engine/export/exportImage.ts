// Standalone SVG (no remote references), PNG/JPEG/WebP at a scale or width, clipboard copy; file names from the title.
import { labelExportedSvg } from '../draw/accessibleSvg';
import { addImageSource, addSourceMetadata } from './embeddedSource';
import { fileNameFor } from './fileName';
import { embedFontFaces } from '../fonts/fontEmbed';
import { lib } from '../library';
import { scrubPicture } from '../draw/svgSanitizer';
import { serialize } from '../spec/serialize';
import type {
  ExportTarget,
  ExportedFile,
  InfographicSpec,
  PngExportOptions,
  RasterExportOptions,
  RenderHandle,
  SvgExportOptions,
} from '../types';
import { replaceForeignText, type TextFamily } from './vectorText';
import { t } from '../../i18n/i18n';

function isHandle(target: ExportTarget): target is RenderHandle {
  return typeof (target as RenderHandle).whenLoaded === 'function';
}

async function resolveTarget(target: ExportTarget): Promise<{ svg: SVGSVGElement; options: InfographicSpec | null }> {
  if (isHandle(target)) {
    await target.whenLoaded(); // icons arrive asynchronously; export after they are in place
    if (!target.svg) throw new Error(t('engine.export.nothingRendered'));
    return { svg: target.svg, options: target.options };
  }
  return { svg: target, options: null };
}

/** Light themes set no canvas colour; the picture on screen then sits on white, so the file does too. */
const DEFAULT_BACKGROUND = '#ffffff';

/** The colour the picture is drawn on: the theme's (the library puts it on the <svg>), white when the theme sets none. */
function backgroundOf(svg: SVGSVGElement): string {
  const colour = svg.style?.backgroundColor;
  return colour && colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)' ? colour : DEFAULT_BACKGROUND;
}

/** An exported <svg>'s view box as [x, y, width, height], or null when it has none that reads as four numbers. */
export function viewBoxOf(node: Element): number[] | null {
  const box = (node.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && box.every(Number.isFinite) ? box : null;
}

/**
 * One background rectangle under everything, covering the whole exported view box: the library's own one keeps the size
 * of the first drawing, while the export's view box grows to fit the text, so without this the edges came out transparent.
 */
function fillBackground(node: SVGSVGElement, colour: string): void {
  const box = viewBoxOf(node);
  const rect = node.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'rect');
  if (box) {
    rect.setAttribute('x', String(box[0]));
    rect.setAttribute('y', String(box[1]));
    rect.setAttribute('width', String(box[2]));
    rect.setAttribute('height', String(box[3]));
  } else {
    rect.setAttribute('width', '100%');
    rect.setAttribute('height', '100%');
  }
  rect.setAttribute('fill', colour);
  node.insertBefore(rect, node.firstChild);
}

/** The text a picture carries: the page's own text when it gave one, else the drawn options written out. */
function sourceFor(spec: InfographicSpec | null, given: string | undefined): string | null {
  if (given !== undefined) return given;
  return spec ? serialize(spec) : null;
}

/** What every export starts from: the standalone <svg> (background, no remote reference, labelled, carrying its source). */
export interface ExportedSvg {
  node: SVGSVGElement;
  options: InfographicSpec | null;
  background: string | null;
  source: string | null;
}

export interface ExportedSvgOptions extends SvgExportOptions {
  /** Turn the HTML texts into SVG <text> drawn in the family this returns (PDF, PowerPoint: neither draws foreignObject). */
  vectorText?: TextFamily;
  /** Leave out the picture's drawn title (the slide says it in its own title placeholder). */
  withoutTitle?: boolean;
}

const DRAWN_TITLE = 'foreignObject[data-element-type="title"]';
const DRAWN_SHAPES = 'foreignObject, text, rect, path, circle, ellipse, line, polyline, polygon, image, use';

/**
 * Removes the drawn title `title` (of `live`) from `copy`, its export. When the title sits above everything else, the rest
 * moves up by the space it took, so the picture keeps its top margin instead of a blank band; else only the title goes.
 */
function removeDrawnTitle(live: SVGSVGElement, copy: SVGSVGElement, title: Element): boolean {
  // the library's export drops data-element-type; the texts keep their order (as replaceForeignText relies on)
  const copied = copy.querySelectorAll('foreignObject')[Array.from(live.querySelectorAll<Element>('foreignObject')).indexOf(title)];
  if (!copied) return false;
  copied.remove();
  moveUpInto(live, copy, title);
  return true;
}

/** Moves everything under `title` (already removed from `copy`) up into its place, when nothing sits beside or above it. */
function moveUpInto(live: SVGSVGElement, copy: SVGSVGElement, title: Element): void {
  const box = viewBoxOf(copy);
  const screen = live.getBoundingClientRect();
  const liveBox = live.viewBox.baseVal;
  if (!box || !liveBox || liveBox.height <= 0 || screen.height <= 0) return;
  // screen pixels to the picture's own units, where the copy's view box is written
  const toUnits = (y: number) => liveBox.y + ((y - screen.top) * liveBox.height) / screen.height;
  const band = title.getBoundingClientRect();
  let below = Infinity;
  for (const shape of Array.from(live.querySelectorAll(DRAWN_SHAPES))) {
    if (title.contains(shape) || shape.closest('[data-element-type="background"], defs, symbol, clipPath, mask')) continue;
    const rect = shape.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    if (rect.top < band.bottom - 0.5) return; // beside or above the title: moving it up would change the picture
    below = Math.min(below, rect.top);
  }
  if (!Number.isFinite(below)) return;
  const shift = toUnits(below) - toUnits(band.top);
  if (shift <= 0) return;
  const moved = copy.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'g');
  moved.setAttribute('transform', `translate(0 ${-shift})`);
  for (const child of Array.from(copy.childNodes)) if (!(child instanceof Element && child.localName === 'defs')) moved.append(child);
  copy.append(moved);
  copy.setAttribute('viewBox', [box[0], box[1], box[2], box[3]! - shift].join(' '));
  const height = Number(copy.getAttribute('height'));
  if (height > 0) copy.setAttribute('height', String((height * (box[3]! - shift)) / box[3]!));
}

/** The export as a standalone <svg> element (detached). */
export async function exportedSvg(target: ExportTarget, options: ExportedSvgOptions = {}): Promise<ExportedSvg> {
  const { svg, options: spec } = await resolveTarget(target);
  // the library inlines icon <symbol>s referenced from the page and sizes the view box to the text
  const background = options.transparent === true ? null : backgroundOf(svg);
  // the library's background always goes (see fillBackground); ours goes in unless asked for transparency
  const node = await lib.exportToSVG(svg, { removeBackground: true, embedResources: false });
  const drawnTitle = options.withoutTitle ? svg.querySelector(DRAWN_TITLE) : null;
  const removed = drawnTitle && removeDrawnTitle(svg, node, drawnTitle) ? drawnTitle : null;
  if (options.vectorText) replaceForeignText(svg, node, options.vectorText, removed);
  if (background) fillBackground(node, background);
  // the same rules as the options had before drawing, on what the library made of them
  scrubPicture(node);
  // after the strip: its data: URLs are the file's own. Not with vector text: PDF and PowerPoint draw it in their own
  // fonts, and svg2pdf parses the node in the page, where the CSP blocks a <style> element
  if (!options.vectorText) await embedFontFaces(node, svg);
  labelExportedSvg(node, spec);
  const source = sourceFor(spec, options.source);
  if (source !== null) addSourceMetadata(node, source);
  // XMLSerializer writes namespace declarations from each element's namespace; literal xmlns attributes
  // (the library sets one on every foreignObject span) would be written a second time: invalid XML
  [node, ...Array.from(node.querySelectorAll('*'))].forEach((el) => el.removeAttribute('xmlns'));
  return { node, options: spec, background, source };
}

/** An exported <svg> as a standalone document string. */
export function serializeSvg(node: SVGSVGElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(node)}`;
}

/** The export as a standalone SVG document string. */
export async function svgText(
  target: ExportTarget,
  options: ExportedSvgOptions = {},
): Promise<{ text: string; options: InfographicSpec | null; background: string | null; source: string | null }> {
  const { node, ...rest } = await exportedSvg(target, options);
  return { text: serializeSvg(node), ...rest };
}

export async function exportSVG(target: ExportTarget, options: SvgExportOptions = {}): Promise<ExportedFile> {
  const { text, options: spec } = await svgText(target, options);
  return { blob: new Blob([text], { type: 'image/svg+xml' }), fileName: fileNameFor(spec, 'svg'), mimeType: 'image/svg+xml' };
}

/** What "Copy SVG code" copies: the same text as the SVG download. */
export async function svgCode(target: ExportTarget, options: SvgExportOptions = {}): Promise<string> {
  return (await svgText(target, options)).text;
}

function viewBoxSize(text: string): { width: number; height: number } {
  const match = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(text);
  const width = match ? Number(match[1]) : 800;
  const height = match ? Number(match[2]) : 600;
  return { width: Math.max(1, Math.ceil(width)), height: Math.max(1, Math.ceil(height)) };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(t('engine.export.svgNotDrawn')));
    image.src = url;
  });
}

/** Widths a raster export accepts, in pixels. */
export const MIN_RASTER_WIDTH = 16;
export const MAX_RASTER_WIDTH = 8192;

const RASTER_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
const RASTER_EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/** Pixels per SVG unit: from `width` when given, else the scale (1, 2 or 3). */
function pixelRatio(options: PngExportOptions, width: number): number {
  if (options.width !== undefined) {
    if (!Number.isInteger(options.width) || options.width < MIN_RASTER_WIDTH || options.width > MAX_RASTER_WIDTH) {
      throw new Error(t('engine.export.badWidth', { min: MIN_RASTER_WIDTH, max: MAX_RASTER_WIDTH, width: String(options.width) }));
    }
    return options.width / width;
  }
  const scale = options.scale ?? 2;
  if (![1, 2, 3].includes(scale)) throw new Error(t('engine.export.badScale', { scale: String(scale) }));
  return scale;
}

/**
 * PNG, JPEG or WebP through a canvas: the standalone SVG is drawn as an image from a data: URL (needs img-src data:, which
 * deploy/nginx.conf allows). JPEG and WebP are always drawn on the background (JPEG has no transparency).
 */
export async function exportRaster(target: ExportTarget, options: RasterExportOptions = {}): Promise<ExportedFile> {
  const format = options.format ?? 'png';
  if (!(format in RASTER_TYPES)) throw new Error(t('engine.export.unknownFormat', { format: String(format) }));
  const transparent = format === 'png' && options.transparent === true;
  const { text, options: spec, background, source } = await svgText(target, { transparent, source: options.source });
  const { width, height } = viewBoxSize(text);
  const ratio = pixelRatio(options, width);
  const sized = text
    .replace(/<svg\b([^>]*?)\swidth="[^"]*"/, '<svg$1')
    .replace(/<svg\b([^>]*?)\sheight="[^"]*"/, '<svg$1')
    .replace(/<svg\b/, `<svg width="${width}" height="${height}"`);
  // a data: URL, not blob:: Chromium taints a canvas that drew a blob: SVG with foreignObject (all our text), data: it does not
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sized)}`;
  const image = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('engine.export.noCanvas'));
  if (background) {
    // the view box is rarely a whole number of pixels: the image's letterbox strip would be left transparent
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.scale(canvas.width / width, canvas.height / height);
  context.drawImage(image, 0, 0, width, height);
  const type = RASTER_TYPES[format];
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  // a browser that cannot encode the format hands back a PNG instead: say so rather than save a PNG named .webp
  if (!blob || blob.type !== type) throw new Error(t('engine.export.cannotEncode', { format: format.toUpperCase() }));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const carried = source === null ? bytes : addImageSource(format, bytes, source, canvas);
  return { blob: new Blob([carried], { type }), fileName: fileNameFor(spec, RASTER_EXTENSIONS[format]), mimeType: type };
}

export function exportPNG(target: ExportTarget, options: PngExportOptions = {}): Promise<ExportedFile> {
  return exportRaster(target, { ...options, format: 'png' });
}

/** Copies the picture as PNG; where the clipboard refuses images, copies the SVG text instead. */
export async function copyImage(target: ExportTarget, options: PngExportOptions = {}): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard) throw new Error(t('engine.export.noClipboard'));
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      // passing a promise keeps the user gesture alive in Safari while the PNG is encoded
      const png = exportPNG(target, options).then((file) => file.blob);
      await clipboard.write([new ClipboardItem({ 'image/png': png })]);
      return;
    } catch {
      // fall through to text
    }
  }
  const { text } = await svgText(target, { transparent: options.transparent });
  await clipboard.writeText(text);
}
