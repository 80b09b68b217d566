// The spec inside an exported picture: SVG files carry it in <metadata>, PNG in an iTXt chunk (JPEG, WebP: rasterText.ts); reading it back
// turns a picture into its own share link, whatever the source's length.
import { isPng, readPngText, withPngText } from './pngText';
import { isJpeg, isWebp, readJpegText, readWebpText, withJpegText, withWebpText } from './rasterText';

/** The PNG text keyword and the SVG metadata id that hold the source. */
export const SOURCE_KEY = 'infographic-source';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Puts the source in the exported <svg>'s <metadata> (as text: the serializer escapes it, nothing becomes markup). */
export function addSourceMetadata(svg: Element, source: string): void {
  svg.querySelector(`metadata#${SOURCE_KEY}`)?.remove();
  const metadata = svg.ownerDocument.createElementNS(SVG_NS, 'metadata');
  metadata.id = SOURCE_KEY;
  metadata.textContent = source;
  const after = Array.from(svg.children).find((child) => child.localName !== 'title' && child.localName !== 'desc');
  svg.insertBefore(metadata, after ?? null);
}

/** The PNG with the source added. */
export function addPngSource(png: Uint8Array, source: string): Uint8Array<ArrayBuffer> {
  return withPngText(png, SOURCE_KEY, source);
}

/** A raster export with the source added (JPEG: comment segments; WebP: a chunk of its own, which needs the pixel size). */
export function addImageSource(
  format: 'png' | 'jpeg' | 'webp',
  bytes: Uint8Array,
  source: string,
  size: { width: number; height: number },
): Uint8Array<ArrayBuffer> {
  if (format === 'jpeg') return withJpegText(bytes, SOURCE_KEY, source);
  if (format === 'webp') return withWebpText(bytes, SOURCE_KEY, source, size.width, size.height);
  return addPngSource(bytes, source);
}

export type PictureKind = 'png' | 'jpeg' | 'webp' | 'svg' | 'other';

/** What a file's bytes are: PNG, JPEG, WebP by their signature, SVG by its root element (not by the name, which anyone can change). */
export function pictureKind(bytes: Uint8Array): PictureKind {
  if (isPng(bytes)) return 'png';
  if (isJpeg(bytes)) return 'jpeg';
  if (isWebp(bytes)) return 'webp';
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head) ? 'svg' : 'other';
}

/** The source an exported SVG carries, or null (also for text that does not parse as SVG). */
export function svgSource(text: string): string | null {
  // <style> elements (an export's embedded fonts) hold no source; parsed under the page's CSP they are reported as violations
  const doc = new DOMParser().parseFromString(text.replace(/<style\b[^>]*?(\/>|>[\s\S]*?<\/style\s*>)/gi, ''), 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  const root = doc.documentElement;
  if (root.localName !== 'svg') return null;
  const metadata = Array.from(root.getElementsByTagNameNS(SVG_NS, 'metadata')).find((el) => el.getAttribute('id') === SOURCE_KEY);
  return metadata?.textContent ?? null;
}

/** The source a PNG carries, or null. */
export function pngSource(bytes: Uint8Array): string | null {
  return readPngText(bytes, SOURCE_KEY);
}

/** The source a PNG, JPEG or WebP export carries, or null. */
export function rasterSource(bytes: Uint8Array): string | null {
  if (isJpeg(bytes)) return readJpegText(bytes, SOURCE_KEY);
  if (isWebp(bytes)) return readWebpText(bytes, SOURCE_KEY);
  return pngSource(bytes);
}
