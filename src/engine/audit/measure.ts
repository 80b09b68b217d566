// Where things are on the picture, read from the browser's layout (jsdom has none: tests inject their own measurer).

/** A rectangle in one coordinate space (client pixels in the browser). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the audit reads from the picture's layout. */
export interface PictureMeasurer {
  /** The picture's visible area: what lies outside it is cut off. */
  picture(svg: SVGSVGElement): Box;
  /** The box a template gave a text (a foreignObject's frame); null for a bare SVG <text>, which has none. */
  frame(element: Element): Box | null;
  /** Where the text's glyphs are drawn; null when it draws no text. */
  ink(element: Element): Box | null;
}

function boxOf(rect: DOMRect | DOMRectReadOnly): Box {
  return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
}

/** The smallest box holding both. */
export function union(a: Box | null, b: Box): Box {
  if (!a) return b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

// The browser updates every live Range on every change to the document until the Range is garbage collected: a Range per
// text (thousands in a big picture's audit) made the next drawing's DOM work up to 2.5x slower (1,000 items: 1.6 s, not 0.7 s).
const textRanges = new WeakMap<Document, Range>();

/** Lends `measure` the document's one measuring Range, then points it back at the document so it holds no picture's nodes. */
export function withTextRange<T>(document: Document, measure: (range: Range) => T): T {
  let range = textRanges.get(document);
  if (!range) textRanges.set(document, (range = document.createRange()));
  try {
    return measure(range);
  } finally {
    range.setStart(document, 0);
    range.collapse(true);
  }
}

/** Measures with getBoundingClientRect and text ranges: what is on screen, whatever the template computed. */
export const browserMeasurer: PictureMeasurer = {
  picture: (svg) => boxOf(svg.getBoundingClientRect()),
  frame: (element) => (element.localName === 'foreignObject' ? boxOf(element.getBoundingClientRect()) : null),
  ink(element) {
    if (element.localName !== 'foreignObject') {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 ? boxOf(rect) : null;
    }
    // the text nodes' own rectangles: the span holding them fills the frame however long the text is
    const document = element.ownerDocument;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    return withTextRange(document, (range) => {
      let ink: Box | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.nodeValue?.trim()) continue;
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0 || rect.height > 0) ink = union(ink, boxOf(rect));
      }
      return ink;
    });
  },
};

/**
 * Where an audit finding's element shows on screen, text that spills out of its box included: the area to outline.
 * Null when the selector matches nothing in `svg` or the element is not laid out.
 */
export function findingBox(svg: SVGSVGElement, selector: string, measurer: PictureMeasurer = browserMeasurer): Box | null {
  let element: Element | null;
  try {
    element = svg.querySelector(selector);
  } catch {
    return null; // not a selector the audit wrote
  }
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  const own = rect.width > 0 || rect.height > 0 ? boxOf(rect) : null;
  const ink = measurer.ink(element);
  return ink ? union(own, ink) : own;
}
