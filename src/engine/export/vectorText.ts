// The library writes every text as HTML inside <foreignObject>, which PDF converters and PowerPoint do not draw: for those
// exports each text becomes SVG <text> lines, placed where the browser laid them out on screen (measured, not re-wrapped).
import { t } from '../../i18n/i18n';
import { withTextRange } from '../audit/measure';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** One laid-out line of a text, in the foreignObject's own user units. */
export interface TextLine {
  text: string;
  /** x of the anchor: the left edge, the middle or the right edge, per `anchor`. */
  x: number;
  /** The baseline. */
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** How a text is drawn: what the <text> element needs besides its lines. */
export interface TextLook {
  fontSize: number;
  fontFamily: string;
  fontWeight: string;
  fontStyle: string;
  fill: string;
  opacity: string;
}

export interface MeasuredText {
  lines: TextLine[];
  look: TextLook;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The font's ascent as a share of its content height (ascent + descent), for placing the baseline in a line box. */
function ascentShare(look: TextLook, context: CanvasRenderingContext2D | null): number {
  if (!context) return 0.8;
  context.font = `${look.fontStyle} ${look.fontWeight} ${look.fontSize}px ${look.fontFamily}`;
  const metrics = context.measureText('Hg');
  const ascent = metrics.fontBoundingBoxAscent;
  const descent = metrics.fontBoundingBoxDescent;
  return ascent > 0 && descent >= 0 ? ascent / (ascent + descent) : 0.8;
}

function anchorOf(justify: string, textAlign: string): TextLine['anchor'] {
  if (justify === 'center' || textAlign === 'center') return 'middle';
  if (justify === 'flex-end' || justify === 'end' || justify === 'right' || textAlign === 'right' || textAlign === 'end') return 'end';
  return 'start';
}

/** Lines of one foreignObject's text, from the client boxes of its characters (the browser's own wrapping). */
export function measureForeignText(fo: SVGForeignObjectElement, context: CanvasRenderingContext2D | null): MeasuredText | null {
  const span = fo.firstElementChild as HTMLElement | null;
  if (!span) return null;
  const style = getComputedStyle(span);
  const look: TextLook = {
    fontSize: parseFloat(style.fontSize) || 12,
    fontFamily: style.fontFamily,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    fill: style.color,
    opacity: style.opacity,
  };
  const foBox = fo.getBoundingClientRect();
  const width = fo.width.baseVal.value;
  const height = fo.height.baseVal.value;
  if (foBox.width <= 0 || foBox.height <= 0 || width <= 0 || height <= 0) return null;
  // client pixels → the foreignObject's user units (the preview may be zoomed or fitted)
  const sx = width / foBox.width;
  const sy = height / foBox.height;
  const toX = (clientX: number) => fo.x.baseVal.value + (clientX - foBox.left) * sx;
  const toY = (clientY: number) => fo.y.baseVal.value + (clientY - foBox.top) * sy;

  const rows: Array<{ text: string; box: Box }> = [];
  const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
  withTextRange(document, (range) => {
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      for (let i = 0; i < value.length;) {
        const code = value.codePointAt(i) ?? 0;
        const size = code > 0xffff ? 2 : 1;
        range.setStart(node, i);
        range.setEnd(node, i + size);
        const rect = Array.from(range.getClientRects()).find((r) => r.width > 0 || r.height > 0);
        const char = value.slice(i, i + size);
        i += size;
        if (!rect) continue;
        const last = rows[rows.length - 1];
        // a character whose box starts below the middle of the current line opens a new line
        if (last && rect.top < (last.box.top + last.box.bottom) / 2) {
          last.text += char;
          last.box.right = Math.max(last.box.right, rect.right);
          last.box.left = Math.min(last.box.left, rect.left);
          last.box.bottom = Math.max(last.box.bottom, rect.bottom);
        } else {
          rows.push({ text: char, box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } });
        }
      }
    }
  });
  const share = ascentShare(look, context);
  const anchor = anchorOf(style.justifyContent, style.textAlign);
  const lines: TextLine[] = [];
  for (const row of rows) {
    // a wrapped line keeps its trailing space on screen; it is not drawn, so it must not shift a centred line
    const text = row.text.replace(/\s+$/, '');
    if (!text.trim()) continue;
    const trailing = row.text.length - text.length;
    const right = trailing > 0 ? row.box.right - ((row.box.right - row.box.left) * trailing) / row.text.length : row.box.right;
    const left = toX(row.box.left);
    const end = toX(right);
    const x = anchor === 'middle' ? (left + end) / 2 : anchor === 'end' ? end : left;
    lines.push({ text, x, y: toY(row.box.top + (row.box.bottom - row.box.top) * share), anchor });
  }
  return { lines, look };
}

/** An SVG <g> of <text> lines standing in for a foreignObject (same transform and data attributes). */
/** The family a target format sets a text in, from how it looks on screen and what it says. */
export type TextFamily = (look: TextLook, text: string) => string;

export function textGroup(document: Document, fo: Element, measured: MeasuredText, family: TextFamily): SVGGElement {
  const group = document.createElementNS(SVG_NS, 'g') as SVGGElement;
  for (const attr of Array.from(fo.attributes)) {
    if (attr.name === 'transform' || attr.name === 'id' || attr.name.startsWith('data-')) group.setAttribute(attr.name, attr.value);
  }
  const { look } = measured;
  const fontFamily = family(look, measured.lines.map((line) => line.text).join('\n'));
  for (const line of measured.lines) {
    const text = document.createElementNS(SVG_NS, 'text');
    text.setAttribute('x', line.x.toFixed(2));
    text.setAttribute('y', line.y.toFixed(2));
    if (line.anchor !== 'start') text.setAttribute('text-anchor', line.anchor);
    text.setAttribute('font-size', String(look.fontSize));
    text.setAttribute('font-family', fontFamily);
    // two weights only: PDF fonts come as regular and bold, and PowerPoint's SVG reader knows no others
    text.setAttribute('font-weight', Number(look.fontWeight) >= 600 || look.fontWeight === 'bold' ? 'bold' : 'normal');
    text.setAttribute('fill', look.fill);
    if (look.opacity !== '1') text.setAttribute('opacity', look.opacity);
    text.setAttribute('xml:space', 'preserve');
    text.textContent = line.text;
    group.append(text);
  }
  return group;
}

/**
 * Replaces every <foreignObject> text of `copy` (an export of `live`, same elements in the same order) with SVG <text>
 * measured on `live`, the picture on screen. `family` names the font the target format draws with; `leftOut` is a text of
 * `live` already removed from `copy`.
 */
export function replaceForeignText(live: SVGSVGElement, copy: SVGSVGElement, family: TextFamily, leftOut?: Element | null): void {
  const measuredOn = Array.from(live.querySelectorAll('foreignObject')).filter((text) => text !== leftOut);
  const targets = Array.from(copy.querySelectorAll('foreignObject'));
  if (measuredOn.length !== targets.length) throw new Error(t('engine.export.pictureChanged'));
  const context = document.createElement('canvas').getContext('2d');
  targets.forEach((target, index) => {
    const measured = measureForeignText(measuredOn[index]!, context);
    if (measured) target.replaceWith(textGroup(copy.ownerDocument, target, measured, family));
    else target.remove();
  });
}
