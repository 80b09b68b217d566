// The picture audit: what the source says against what the SVG shows, measured on the drawn picture.
import { DRAWN_ATTRIBUTE, SUBSTITUTE_ATTRIBUTE } from '../icons/iconReference';
import { quoted } from '../spec/lineChecks';
import type { Diagnostic, InfographicSpec, LineMap } from '../types';
import { browserMeasurer, type Box, type PictureMeasurer } from './measure';
import { specFields, type SpecField } from './specFields';

/** Marks the placeholder icon's markup (icons.ts), so the audit can tell it from a real icon. */
export const PLACEHOLDER_ATTRIBUTE = 'data-engine-placeholder';

/** Text element types whose content is the user's: the ones the audit measures. */
const TEXT_TYPES = new Set(['title', 'desc', 'item-label', 'item-desc', 'item-value']);

/** How far (in SVG units) a text may stray before it counts: anti-aliasing and rounding, not a real overflow. */
const TOLERANCE_UNITS = 2;

export interface AuditOptions {
  /** The template drawn (the nearest one for an unknown name); it decides which data list the items come from. */
  template?: string;
  /** Reads the layout; the browser's by default (tests inject fixed boxes). */
  measurer?: PictureMeasurer;
}

/** The selector of one field's element in the picture. */
function selectorOf(elementType: string, indexes?: string): string {
  return `[data-element-type="${elementType}"]${indexes === undefined ? '' : `[data-indexes="${indexes}"]`}`;
}

/** How a message names a field: "the title", "the label 'Step 1'", "the description of 'Step 1'". */
function nameOf(field: SpecField): string {
  const owner = field.owner !== undefined ? ` of ${quoted(field.owner, 30)}` : '';
  switch (field.kind) {
    case 'title':
      return 'the title';
    case 'desc':
      return 'the description';
    case 'label':
      return `the label ${quoted(field.text, 30)}`;
    case 'itemDesc':
      return `the description${owner}`;
    case 'value':
      return `the value${owner}`;
    case 'icon':
      return `the icon ${quoted(field.text, 30)}${owner}`;
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** How much `inner` sticks out of `outer` on its worst side. */
function overhang(inner: Box, outer: Box): number {
  return Math.max(
    outer.x - inner.x,
    outer.y - inner.y,
    inner.x + inner.width - (outer.x + outer.width),
    inner.y + inner.height - (outer.y + outer.height),
  );
}

function overlaps(a: Box, b: Box, tolerance: number): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > tolerance && height > tolerance;
}

/** Client pixels per SVG unit, from the viewBox and the picture's size on screen. */
function scaleOf(svg: SVGSVGElement, picture: Box): number {
  const viewBox = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = viewBox[2];
  return width && Number.isFinite(width) && width > 0 && picture.width > 0 ? picture.width / width : 1;
}

interface MeasuredText {
  field: SpecField;
  element: Element;
  ink: Box;
  overflow: boolean;
  clipped: boolean;
  over: string[];
}

/** Texts that overflow their box, run over another text, or are cut off at the picture's edge: one finding per text. */
/** The picture's elements by selector (the first of each), read in one pass: a query per field is quadratic on big data. */
function elementsBySelector(svg: SVGSVGElement): Map<string, Element> {
  const found = new Map<string, Element>();
  for (const element of Array.from(svg.querySelectorAll('[data-element-type]'))) {
    const selector = selectorOf(element.getAttribute('data-element-type')!, element.getAttribute('data-indexes') ?? undefined);
    if (!found.has(selector)) found.set(selector, element);
  }
  return found;
}

function checkTextFit(
  elements: Map<string, Element>,
  picture: Box,
  scale: number,
  fields: Map<string, SpecField>,
  lineOf: LineMap,
  measurer: PictureMeasurer,
): Diagnostic[] {
  const tolerance = TOLERANCE_UNITS * scale;
  const texts: MeasuredText[] = [];
  for (const [selector, field] of fields) {
    const element = TEXT_TYPES.has(field.elementType) ? elements.get(selector) : undefined;
    const ink = element ? measurer.ink(element) : null;
    if (!element || !ink) continue;
    const frame = measurer.frame(element);
    const overflow = frame !== null && overhang(ink, frame) > tolerance;
    texts.push({ field, element, ink, overflow, clipped: overhang(ink, picture) > tolerance, over: [] });
  }
  // sweep along x: only texts whose spans meet are compared
  const byX = [...texts].sort((a, b) => a.ink.x - b.ink.x);
  for (let i = 0; i < byX.length; i += 1) {
    const a = byX[i]!;
    for (let j = i + 1; j < byX.length && byX[j]!.ink.x < a.ink.x + a.ink.width - tolerance; j += 1) {
      const b = byX[j]!;
      if (!overlaps(a.ink, b.ink, tolerance)) continue;
      // the one that left its box is at fault; between two that stayed inside, the later in the source
      const [culprit, victim] =
        b.overflow && !a.overflow ? [b, a] : a.overflow && !b.overflow ? [a, b] : texts.indexOf(a) > texts.indexOf(b) ? [a, b] : [b, a];
      culprit.over.push(nameOf(victim.field));
    }
  }
  const findings: Diagnostic[] = [];
  for (const text of texts) {
    const parts = [
      text.overflow && 'overflows its box',
      text.over.length > 0 &&
        `runs over ${joinAnd(text.over.slice(0, 3))}${text.over.length > 3 ? ` and ${text.over.length - 3} more` : ''}`,
      text.clipped && 'is cut off at the edge of the picture',
    ].filter((part): part is string => typeof part === 'string');
    if (!parts.length) continue;
    findings.push({
      severity: 'warning',
      code: text.overflow ? 'text_overflow' : text.clipped ? 'text_clipped' : 'text_overlap',
      message: `${capital(nameOf(text.field))} ${joinAnd(parts)}.`,
      hint:
        text.overflow || text.clipped
          ? 'Shorten the text, or pick a template with more room for it.'
          : 'Shorten one of the texts, or pick a template that spaces them out.',
      line: lineOf(text.field.path),
      path: text.field.path,
      element: selectorOf(text.field.elementType, text.field.indexes),
    });
  }
  return findings;
}

/** Fields the template does not draw at all, and icons drawn as the placeholder. */
function checkDrawnFields(svg: SVGSVGElement, elements: Map<string, Element>, fields: readonly SpecField[], lineOf: LineMap): Diagnostic[] {
  // every text the picture shows: another element may show a field (a template drawing labels as plain <text>)
  const drawnTexts = new Set(Array.from(svg.querySelectorAll('text, foreignObject'), (element) => normalize(element.textContent ?? '')));
  const isDrawn = (field: SpecField): boolean => {
    const element = elements.get(selectorOf(field.elementType, field.indexes));
    if (field.kind === 'icon') return element !== undefined;
    if (element && normalize(element.textContent ?? '') !== '') return true;
    return drawnTexts.has(normalize(field.text));
  };
  const findings: Diagnostic[] = [];
  // values may be formatted ("1,200" for 1200), so they are left out rather than guessed at
  const missing = fields.filter((field) => field.kind !== 'value' && !isDrawn(field));
  for (const field of missing.filter((f) => f.kind === 'title' || f.kind === 'desc')) {
    findings.push({
      severity: 'warning',
      code: 'field_not_drawn',
      message: `This template does not draw ${field.kind === 'title' ? 'a title' : 'a description'}: ${quoted(field.text)} is not in the picture.`,
      hint: 'Pick a template that shows it, or remove it.',
      line: lineOf(field.path),
      path: field.path,
    });
  }
  // an item field missing everywhere is the template's design (one note); missing for some items only, each is a warning
  for (const kind of ['label', 'itemDesc', 'icon'] as const) {
    const all = fields.filter((f) => f.kind === kind);
    const gone = missing.filter((f) => f.kind === kind);
    if (!gone.length) continue;
    const noun = { label: 'label', itemDesc: 'description', icon: 'icon' }[kind];
    if (gone.length === all.length) {
      findings.push({
        severity: 'info',
        code: 'field_not_drawn',
        message: `This template draws no item ${noun}s: ${gone.length === 1 ? `the ${noun}` : `${gone.length} ${noun}s`} in the source ${gone.length === 1 ? 'is' : 'are'} not in the picture.`,
        hint: `Pick a template that shows item ${noun}s, or remove them.`,
        line: lineOf(gone[0]!.path),
        path: gone[0]!.path,
      });
    } else {
      for (const field of gone) {
        findings.push({
          severity: 'warning',
          code: 'field_not_drawn',
          message: `${capital(nameOf(field))} is not in the picture.`,
          hint: 'The template draws fewer items or levels than the data has.',
          line: lineOf(field.path),
          path: field.path,
        });
      }
    }
  }
  for (const field of fields) {
    if (field.kind !== 'icon') continue;
    const use = elements.get(selectorOf(field.elementType, field.indexes));
    const href = use?.getAttribute('href') ?? use?.getAttribute('xlink:href');
    const symbol = href?.startsWith('#') ? svg.querySelector(`[id="${href.slice(1).replace(/"/g, '')}"]`) : null;
    const wanted = symbol?.getAttribute(SUBSTITUTE_ATTRIBUTE);
    if (wanted) {
      findings.push({
        severity: 'warning',
        code: 'icon_substitute',
        message: `No icon ${quoted(wanted, 60)} in the local sets; drawn with ${quoted(symbol!.getAttribute(DRAWN_ATTRIBUTE) ?? '', 60)}.`,
        hint: 'Check the icon name in its set (mdi and lucide are local), or write what it shows, e.g. icon rocket launch.',
        line: lineOf(field.path),
        path: field.path,
        element: selectorOf(field.elementType, field.indexes),
      });
      continue;
    }
    const placeholder = symbol?.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`);
    if (!placeholder) continue;
    if (placeholder.getAttribute(PLACEHOLDER_ATTRIBUTE) === 'unloaded') {
      findings.push({
        severity: 'warning',
        code: 'icon_set_unloaded',
        message: `The icon set could not be loaded, so ${nameOf(field)} is drawn as a placeholder.`,
        hint: 'Check the connection, then Retry.',
        line: lineOf(field.path),
        path: field.path,
        element: selectorOf(field.elementType, field.indexes),
      });
      continue;
    }
    findings.push({
      severity: 'warning',
      code: 'icon_placeholder',
      message: `No icon matches ${quoted(field.text)}: a placeholder is drawn.`,
      hint: 'Use a Lucide icon name or a word describing it, e.g. rocket, users, chart.',
      line: lineOf(field.path),
      path: field.path,
      element: selectorOf(field.elementType, field.indexes),
    });
  }
  return findings;
}

/**
 * Compares a drawn picture with its spec: texts that overflow their box, overlap another or are cut off; fields the
 * template does not draw; icons drawn as the placeholder or as a substitute for a missing exact reference. Each finding is a warning or info with the field's line
 * (from `lineOf`) and, where it is on the picture, `element` (a selector inside `svg`). Never throws; measure after the
 * picture is laid out (the render handle does: after its icons load).
 */
export function auditPicture(svg: SVGSVGElement, spec: InfographicSpec, lineOf: LineMap, options: AuditOptions = {}): Diagnostic[] {
  try {
    const measurer = options.measurer ?? browserMeasurer;
    const picture = measurer.picture(svg);
    // not laid out (a hidden preview, jsdom): nothing can be measured, and an unrendered text would read as not drawn
    if (picture.width <= 0 || picture.height <= 0) return [];
    const fields = specFields(spec, options.template);
    const bySelector = new Map<string, SpecField>();
    for (const field of fields) {
      const selector = selectorOf(field.elementType, field.indexes);
      if (!bySelector.has(selector)) bySelector.set(selector, field);
    }
    const elements = elementsBySelector(svg);
    const findings = [
      ...checkTextFit(elements, picture, scaleOf(svg, picture), bySelector, lineOf, measurer),
      ...checkDrawnFields(svg, elements, fields, lineOf),
    ];
    return findings.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  } catch (error) {
    // a picture the audit does not understand is not the user's problem: say nothing rather than break the page
    console.warn('engine: the picture audit failed', error);
    return [];
  }
}
