// The "pdf" chunk: jsPDF + svg2pdf.js draw the exported SVG as PDF vector paths and real text in embedded TrueType fonts
// (jsPDF embeds only the glyphs used). Loaded only when someone downloads a PDF; DejaVu Sans is fetched only for a PDF
// with text the shipped families cannot set (pdfFonts.ts).
import { jsPDF } from 'jspdf';
import { svg2pdf } from 'svg2pdf.js';
import sansBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf';
import sansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
import type { PdfFont } from './pdfFonts';
import type { TextLook } from './vectorText';
import { once } from '../../runtime/lazy';
import { t } from '../../i18n/i18n';

/**
 * The family a PDF text is set in when the shipped families cannot set it: DejaVu Sans (free licence, Latin, Greek,
 * Cyrillic and many symbols).
 */
const PDF_FAMILY = 'DejaVu Sans';
const FONT_FILES = [
  { url: sansUrl, file: 'DejaVuSans.ttf', style: 'normal' },
  { url: sansBoldUrl, file: 'DejaVuSans-Bold.ttf', style: 'bold' },
] as const;

/** The namespace of the XMP element that carries the source (a URN: nothing to fetch). */
export const PDF_SOURCE_NAMESPACE = 'urn:infographic-preview:source';

export function pdfFamily(_look: TextLook): string {
  return PDF_FAMILY;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The fonts as jsPDF wants them (base64), fetched from our own origin once per page (a failed fetch is tried again next time). */
const loadFonts = once(() =>
  Promise.all(
    FONT_FILES.map(async ({ url }) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(t('engine.export.pdfFontFailed', { status: response.status, statusText: response.statusText }));
      return base64(new Uint8Array(await response.arrayBuffer()));
    }),
  ),
);

export interface PdfContent {
  svg: SVGSVGElement;
  /** The picture's size in SVG units: the page is this size, 1 unit = 1 CSS px = 0.75 pt. */
  size: { width: number; height: number };
  title: string;
  source: string | null;
  /** Fonts the texts name besides DejaVu Sans (the shipped families' subsets). */
  fonts?: PdfFont[];
  /** Whether a text is set in DejaVu Sans (only then are its files fetched). */
  fallbackFont?: boolean;
}

export async function writePdf(content: PdfContent): Promise<Blob> {
  const fallback = (content.fallbackFont ?? true) ? await loadFonts() : null;
  const { width, height } = content.size;
  // compress: page contents and fonts as Flate streams
  const doc = new jsPDF({
    unit: 'px',
    hotfixes: ['px_scaling'],
    format: [width, height],
    orientation: width >= height ? 'l' : 'p',
    compress: true,
  });
  FONT_FILES.forEach(({ file, style }, index) => {
    if (!fallback) return;
    doc.addFileToVFS(file, fallback[index]!);
    doc.addFont(file, PDF_FAMILY, style, undefined, 'Identity-H');
  });
  for (const font of content.fonts ?? []) {
    const file = `${font.family}-${font.style}.ttf`;
    doc.addFileToVFS(file, font.data);
    doc.addFont(file, font.family, font.style, undefined, 'Identity-H');
  }
  if (fallback) doc.setFont(PDF_FAMILY, 'normal');
  doc.setProperties({ title: content.title, creator: 'Infographic preview' });
  // the source as XMP metadata (escaped text), so the file keeps what drew it as the SVG and PNG exports do
  if (content.source !== null) doc.addMetadata(content.source, PDF_SOURCE_NAMESPACE);
  await svg2pdf(content.svg, doc, { x: 0, y: 0, width, height });
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}
