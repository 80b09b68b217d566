// Slide and PDF exports: the heavy writers (pptxgenjs, jsPDF + svg2pdf.js) are their own chunks, fetched on first use.
import { pictureText } from '../draw/accessibleSvg';
import { exportedSvg, serializeSvg, viewBoxOf } from './exportImage';
import { fileNameFor } from './fileName';
import { ShippedPdfFonts } from './pdfFonts';
import type { DocumentExportOptions, ExportTarget, ExportedFile } from '../types';
import type { TextLook } from './vectorText';

/** PowerPoint draws SVG <text> with the fonts it has: the stack the browser used, as written. */
const slideFamily = (look: TextLook) => look.fontFamily;

/** The picture's size in SVG units, from the exported view box. */
function pictureSize(node: SVGSVGElement): { width: number; height: number } {
  const box = viewBoxOf(node);
  const width = box && box[2]! > 0 ? box[2]! : Number(node.getAttribute('width')) || 800;
  const height = box && box[3]! > 0 ? box[3]! : Number(node.getAttribute('height')) || 600;
  return { width, height };
}

/**
 * A 16:9 slide: the title in the slide's title placeholder, the picture as SVG (PNG fallback) without its drawn title, so
 * the title is said once and stays editable text, the source in the notes.
 */
export async function exportPPTX(target: ExportTarget, options: DocumentExportOptions = {}): Promise<ExportedFile> {
  const writer = import(/* webpackChunkName: "pptx" */ './slideWriter');
  const svg = await exportedSvg(target, { ...options, vectorText: slideFamily, withoutTitle: true });
  const size = pictureSize(svg.node);
  // the PNG fallback is drawn at the SVG's own size: twice the picture's, so it stays sharp on a projected slide
  svg.node.setAttribute('width', String(Math.ceil(size.width * 2)));
  svg.node.setAttribute('height', String(Math.ceil(size.height * 2)));
  const { writeSlide } = await writer;
  const blob = await writeSlide({ title: pictureText(svg.options).title, svg: serializeSvg(svg.node), size, notes: svg.source ?? '' });
  return {
    blob,
    fileName: fileNameFor(svg.options, 'pptx'),
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  };
}

/** One page the picture's size, drawn as vector with its text as real (selectable) text in an embedded font. */
export async function exportPDF(target: ExportTarget, options: DocumentExportOptions = {}): Promise<ExportedFile> {
  const { writePdf, pdfFamily } = await import(/* webpackChunkName: "pdf" */ './pdfWriter');
  const shipped = new ShippedPdfFonts();
  let fallbackFont = false;
  const svg = await exportedSvg(target, {
    ...options,
    vectorText: (look, text) => {
      const family = shipped.familyFor(look, text);
      if (family) return family;
      fallbackFont = true;
      return pdfFamily(look);
    },
  });
  const fonts = await shipped.fonts(document);
  const blob = await writePdf({
    svg: svg.node,
    size: pictureSize(svg.node),
    title: pictureText(svg.options).title,
    source: svg.source,
    fonts,
    fallbackFont,
  });
  return { blob, fileName: fileNameFor(svg.options, 'pdf'), mimeType: 'application/pdf' };
}
