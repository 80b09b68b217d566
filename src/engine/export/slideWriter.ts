// The "pptx" chunk: one 16:9 slide written by pptxgenjs (loaded only when someone downloads a PowerPoint).
import PptxGenJS from 'pptxgenjs';

export interface SlideContent {
  title: string;
  /** The standalone SVG, its texts as SVG <text> (PowerPoint draws no foreignObject). */
  svg: string;
  /** The picture's size in SVG units (its proportions). */
  size: { width: number; height: number };
  notes: string;
}

/** 16:9 at PowerPoint's default size, in inches. */
const SLIDE = { width: 10, height: 5.625 };
const MARGIN = 0.4;
const TITLE = { y: 0.2, height: 0.7 };
const MASTER = 'INFOGRAPHIC';

/** The largest box of the picture's proportions inside the area under the title, centred. */
function pictureBox(size: SlideContent['size']): { x: number; y: number; w: number; h: number } {
  const top = TITLE.y + TITLE.height + 0.1;
  const areaW = SLIDE.width - 2 * MARGIN;
  const areaH = SLIDE.height - top - MARGIN;
  const scale = Math.min(areaW / size.width, areaH / size.height);
  const w = size.width * scale;
  const h = size.height * scale;
  return { x: MARGIN + (areaW - w) / 2, y: top + (areaH - h) / 2, w, h };
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function writeSlide(content: SlideContent): Promise<Blob> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = content.title;
  // a real title placeholder, so PowerPoint's outline, accessibility checker and slide sorter see the title
  pptx.defineSlideMaster({
    title: MASTER,
    objects: [
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: MARGIN, y: TITLE.y, w: SLIDE.width - 2 * MARGIN, h: TITLE.height, fontSize: 28 },
          text: '',
        },
      },
    ],
  });
  const slide = pptx.addSlide({ masterName: MASTER });
  slide.addText(content.title, { placeholder: 'title' });
  // pptxgenjs writes the SVG with a PNG rendering of it beside it, for viewers that draw no SVG
  slide.addImage({ data: `data:image/svg+xml;base64,${base64Utf8(content.svg)}`, altText: content.title, ...pictureBox(content.size) });
  slide.addNotes(content.notes);
  const blob = (await pptx.write({ outputType: 'blob', compression: true })) as Blob;
  return new Blob([blob], { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
}
