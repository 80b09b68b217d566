// The picture audit: what the source says against what the SVG shows, measured on the drawn picture.
import { DRAWN_ATTRIBUTE, SUBSTITUTE_ATTRIBUTE } from '../icons/iconReference';
import { quoted } from '../spec/lineChecks';
import type { Diagnostic, InfographicSpec, LineMap } from '../types';
import { browserMeasurer, type Box, type PictureMeasurer } from './measure';
import { specFields, type SpecField } from './specFields';
import { t } from '../../i18n/i18n';

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
  const owner = field.owner !== undefined ? quoted(field.owner, 30) : undefined;
  switch (field.kind) {
    case 'title':
      return t('engine.audit.field.title');
    case 'desc':
      return t('engine.audit.field.desc');
    case 'label':
      return t('engine.audit.field.label', { text: quoted(field.text, 30) });
    case 'itemDesc':
      return owner ? t('engine.audit.field.itemDescOf', { owner }) : t('engine.audit.field.itemDesc');
    case 'value':
      return owner ? t('engine.audit.field.valueOf', { owner }) : t('engine.audit.field.value');
    case 'icon':
      return owner
        ? t('engine.audit.field.iconOf', { text: quoted(field.text, 30), owner })
        : t('engine.audit.field.icon', { text: quoted(field.text, 30) });
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c" (in the interface's language). */
function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : t('engine.list.and', { items: parts.slice(0, -1).join(', '), last: parts.at(-1) });
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

/**
 * The pairs [i, j] (i < j, in that order) of `boxes` (sorted by x) that overlap by more than `tolerance` both ways. Only
 * boxes sharing a horizontal band as tall as the median box are compared: a big grid's texts meet their row, not their
 * whole column (the plain sweep along x took ~50 ms at 1,000 items).
 */
export function overlappingPairs(boxes: readonly Box[], tolerance: number): Array<[number, number]> {
  const heights = boxes.map((box) => box.height).sort((a, b) => a - b);
  const band = Math.max(1, heights[heights.length >> 1] ?? 1);
  const bands = new Map<number, number[]>();
  boxes.forEach((box, index) => {
    for (let key = Math.floor(box.y / band); key <= Math.floor((box.y + box.height) / band); key += 1) {
      const members = bands.get(key);
      if (members) members.push(index);
      else bands.set(key, [index]);
    }
  });
  // i * count + j: a pair met in two bands counts once, and sorting the numbers orders the pairs by i, then j
  const found = new Set<number>();
  for (const members of bands.values()) {
    for (let m = 0; m < members.length; m += 1) {
      const a = boxes[members[m]!]!;
      for (let n = m + 1; n < members.length && boxes[members[n]!]!.x < a.x + a.width - tolerance; n += 1) {
        if (overlaps(a, boxes[members[n]!]!, tolerance)) found.add(members[m]! * boxes.length + members[n]!);
      }
    }
  }
  return [...found].sort((a, b) => a - b).map((pair) => [Math.floor(pair / boxes.length), pair % boxes.length]);
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

/** Texts that overflow their box, overlap another or are cut off; pauses (yields) after each text it measures. */
function* checkTextFit(
  elements: Map<string, Element>,
  picture: Box,
  scale: number,
  fields: Map<string, SpecField>,
  lineOf: LineMap,
  measurer: PictureMeasurer,
): Generator<void, Diagnostic[]> {
  const tolerance = TOLERANCE_UNITS * scale;
  const texts: MeasuredText[] = [];
  for (const [selector, field] of fields) {
    const element = TEXT_TYPES.has(field.elementType) ? elements.get(selector) : undefined;
    if (!element) continue;
    const ink = measurer.ink(element);
    if (ink) {
      const frame = measurer.frame(element);
      const overflow = frame !== null && overhang(ink, frame) > tolerance;
      texts.push({ field, element, ink, overflow, clipped: overhang(ink, picture) > tolerance, over: [] });
    }
    yield;
  }
  const byX = [...texts].sort((a, b) => a.ink.x - b.ink.x);
  for (const [i, j] of overlappingPairs(
    byX.map((text) => text.ink),
    tolerance,
  )) {
    const a = byX[i]!;
    const b = byX[j]!;
    // the one that left its box is at fault; between two that stayed inside, the later in the source
    const [culprit, victim] =
      b.overflow && !a.overflow ? [b, a] : a.overflow && !b.overflow ? [a, b] : texts.indexOf(a) > texts.indexOf(b) ? [a, b] : [b, a];
    culprit.over.push(nameOf(victim.field));
  }
  const findings: Diagnostic[] = [];
  for (const text of texts) {
    const names = joinAnd(text.over.slice(0, 3));
    const parts = [
      text.overflow && t('engine.audit.text.overflows'),
      text.over.length > 0 &&
        (text.over.length > 3
          ? t('engine.audit.text.runsOverMore', { names, more: text.over.length - 3 })
          : t('engine.audit.text.runsOver', { names })),
      text.clipped && t('engine.audit.text.clipped'),
    ].filter((part): part is string => typeof part === 'string');
    if (!parts.length) continue;
    findings.push({
      severity: 'warning',
      code: text.overflow ? 'text_overflow' : text.clipped ? 'text_clipped' : 'text_overlap',
      message: t('engine.audit.text.message', { field: capital(nameOf(text.field)), problems: joinAnd(parts) }),
      hint: text.overflow || text.clipped ? t('engine.audit.text.roomHint') : t('engine.audit.text.overlapHint'),
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
      message: t(field.kind === 'title' ? 'engine.audit.notDrawn.title' : 'engine.audit.notDrawn.desc', { text: quoted(field.text) }),
      hint: t('engine.audit.notDrawn.hint'),
      line: lineOf(field.path),
      path: field.path,
    });
  }
  // an item field missing everywhere is the template's design (one note); missing for some items only, each is a warning
  for (const kind of ['label', 'itemDesc', 'icon'] as const) {
    const all = fields.filter((f) => f.kind === kind);
    const gone = missing.filter((f) => f.kind === kind);
    if (!gone.length) continue;
    if (gone.length === all.length) {
      findings.push({
        severity: 'info',
        code: 'field_not_drawn',
        message: t(`engine.audit.notDrawn.${kind}.message`, { count: gone.length, n: String(gone.length) }),
        hint: t(`engine.audit.notDrawn.${kind}.hint`),
        line: lineOf(gone[0]!.path),
        path: gone[0]!.path,
      });
    } else {
      for (const field of gone) {
        findings.push({
          severity: 'warning',
          code: 'field_not_drawn',
          message: t('engine.audit.notDrawn.field', { field: capital(nameOf(field)) }),
          hint: t('engine.audit.notDrawn.fieldHint'),
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
        message: t('engine.audit.icon.substitute.message', {
          wanted: quoted(wanted, 60),
          drawn: quoted(symbol!.getAttribute(DRAWN_ATTRIBUTE) ?? '', 60),
        }),
        hint: t('engine.audit.icon.substitute.hint'),
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
        message: t('engine.audit.icon.unloaded.message', { field: nameOf(field) }),
        hint: t('engine.audit.icon.unloaded.hint'),
        line: lineOf(field.path),
        path: field.path,
        element: selectorOf(field.elementType, field.indexes),
      });
      continue;
    }
    findings.push({
      severity: 'warning',
      code: 'icon_placeholder',
      message: t('engine.audit.icon.placeholder.message', { text: quoted(field.text) }),
      hint: t('engine.audit.icon.placeholder.hint'),
      line: lineOf(field.path),
      path: field.path,
      element: selectorOf(field.elementType, field.indexes),
    });
  }
  return findings;
}

/** The audit's work (auditPicture's), pausing (yielding) after each text measured and between its checks. */
function* auditWork(svg: SVGSVGElement, spec: InfographicSpec, lineOf: LineMap, options: AuditOptions): Generator<void, Diagnostic[]> {
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
  yield;
  const elements = elementsBySelector(svg);
  yield;
  const fit = yield* checkTextFit(elements, picture, scaleOf(svg, picture), bySelector, lineOf, measurer);
  yield;
  const findings = [...fit, ...checkDrawnFields(svg, elements, fields, lineOf)];
  return findings.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
}

function auditFailed(error: unknown): Diagnostic[] {
  // a picture the audit does not understand is not the user's problem: say nothing rather than break the page
  console.warn('engine: the picture audit failed', error);
  return [];
}

/**
 * Compares a drawn picture with its spec: texts that overflow their box, overlap another or are cut off; fields the
 * template does not draw; icons drawn as the placeholder or as a substitute for a missing exact reference. Each finding is a warning or info with the field's line
 * (from `lineOf`) and, where it is on the picture, `element` (a selector inside `svg`). Never throws; measure after the
 * picture is laid out (the render handle does: after its icons load).
 */
export function auditPicture(svg: SVGSVGElement, spec: InfographicSpec, lineOf: LineMap, options: AuditOptions = {}): Diagnostic[] {
  try {
    const work = auditWork(svg, spec, lineOf, options);
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
    }
  } catch (error) {
    return auditFailed(error);
  }
}

/** How long one slice of the sliced audit may hold the main thread before the page gets a turn. */
const SLICE_MS = 12;
/** A picture that keeps moving (a long pan) is audited in one go after this many fresh starts. */
const MOVED_RESTARTS = 3;

const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

export interface SlicedAuditOptions extends AuditOptions {
  /** False once the picture is no longer the one on show: the audit stops and resolves null. */
  current(): boolean;
  /** Gives the page its turn (a task boundary) between two slices. */
  nextTurn(): Promise<void>;
  /** Called at the end of each slice of work with the moment it began (the caller times them). */
  onSlice?(startedAt: number): void;
}

/**
 * auditPicture a slice of SLICE_MS at a time, the page getting its turn between slices: a 1,000-item picture has
 * thousands of texts, 100 ms and more of layout reads and checks in one task. Resolves null when `current()` turns false
 * meanwhile. Starts over when the picture moved between slices (a pan or zoom: client pixels from before and after would
 * not compare).
 */
export async function auditPictureInSlices(
  svg: SVGSVGElement,
  spec: InfographicSpec,
  lineOf: LineMap,
  options: SlicedAuditOptions,
): Promise<Diagnostic[] | null> {
  const measurer = options.measurer ?? browserMeasurer;
  let sliceStart = performance.now();
  try {
    for (let attempt = 0; attempt < MOVED_RESTARTS; attempt += 1) {
      const picture = measurer.picture(svg);
      const work = auditWork(svg, spec, lineOf, options);
      for (let step = work.next(); ; step = work.next()) {
        if (step.done) {
          options.onSlice?.(sliceStart);
          return step.value;
        }
        if (performance.now() - sliceStart < SLICE_MS) continue;
        options.onSlice?.(sliceStart);
        await options.nextTurn();
        if (!options.current()) return null;
        sliceStart = performance.now();
        if (!sameBox(measurer.picture(svg), picture)) break;
      }
    }
  } catch (error) {
    return auditFailed(error);
  }
  const findings = auditPicture(svg, spec, lineOf, options);
  options.onSlice?.(sliceStart);
  return findings;
}
