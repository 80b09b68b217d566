// Options the library writes onto SVG elements with setAttribute or element.style: the root <svg>'s attributes and style,
// the theme's attribute sets, data and item `attributes`, design props and added elements. They pass the icon sanitiser's
// rules before the library draws (and validate reports what was left out), so neither the picture nor an export runs script
// or reaches another host because of an option.
import { ITEM_ARRAY_KEYS } from './schema';
import { attributeProblem, cssReachesOut } from '../draw/svgSanitizer';
import type { Diagnostic, InfographicSpec } from '../types';
import { t, type MessageId } from '../../i18n/i18n';

/** One option left out: where it was and why (a message id, put in words when the warning is made). */
interface Dropped {
  path: string;
  value: string;
  why: MessageId;
}

const HANDLER: MessageId = 'engine.unsafeOption.why.handler';
const OUTSIDE_CSS: MessageId = 'engine.unsafeOption.why.outsideCss';
/** An attribute name the DOM accepts (setAttribute throws on anything else, which would fail the whole drawing). */
const ATTRIBUTE_NAME = /^[A-Za-z_][\w.:-]*$/;
/** Names that never reach an element as themselves but through the library's own reading (the root's id and class). */
const ROOT_OPTION_KEYS = new Set(['id', 'className', 'background', 'attributes', 'style']);

/** An event-handler attribute, with or without a namespace prefix (`xlink:onload` is `onload` once a file is parsed). */
export function isHandlerName(name: string): boolean {
  return /^on/i.test(name.replace(/^[\w-]+:/, ''));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortValue(value: unknown): string {
  const text = String(value).trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Why an attribute set's entry cannot go on an element, or null when it may. `strict` (the root <svg>, which options reach
 * whole) also asks DOMPurify's SVG allow-list; the theme's and data's sets are read by name by the library, so there the
 * sanitiser's deny rules apply: no handler, no address but #id, no CSS that reaches out.
 */
function entryProblem(name: string, value: unknown, strict: boolean): MessageId | null {
  if (!ATTRIBUTE_NAME.test(name)) return 'engine.unsafeOption.why.notAttributeName';
  if (isHandlerName(name)) return HANDLER;
  if (isRecord(value) || Array.isArray(value)) return null;
  return attributeProblem(strict ? 'svg' : null, name, String(value ?? ''), strict);
}

/** Walks an attribute set (name → value), dropping what may not go on an element; nested sets (item.label …) are walked too. */
function cleanAttributeSet(set: unknown, path: string, strict: boolean, dropped: Dropped[]): unknown {
  if (!isRecord(set)) return set;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(set)) {
    const at = `${path}.${name}`;
    const problem = entryProblem(name, value, strict);
    if (problem) {
      dropped.push({ path: at, value: shortValue(value), why: problem });
      continue;
    }
    out[name] = isRecord(value) ? cleanAttributeSet(value, at, strict, dropped) : cleanTree(value, at, dropped);
  }
  return out;
}

/** Any other option tree (theme colours, palettes, design props, stylize): no handler key, no value whose CSS reaches out. */
function cleanTree(value: unknown, path: string, dropped: Dropped[]): unknown {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, i) => {
      if (typeof item === 'string' && cssReachesOut(item))
        dropped.push({ path: `${path}[${i}]`, value: shortValue(item), why: OUTSIDE_CSS });
      else out.push(cleanTree(item, `${path}[${i}]`, dropped));
    });
    return out;
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (key === 'attributes' && isRecord(item)) {
      out[key] = cleanAttributeSet(item, at, false, dropped);
      continue;
    }
    const problem =
      isHandlerName(key) && typeof item !== 'object' ? HANDLER : typeof item === 'string' ? attributeProblem(null, key, item, false) : null;
    if (problem) dropped.push({ path: at, value: shortValue(item), why: problem });
    else out[key] = cleanTree(item, at, dropped);
  }
  return out;
}

/** The root <svg>'s options: its attributes through the allow-list, its style with no CSS that reaches out. */
function cleanRoot(svg: unknown, dropped: Dropped[]): unknown {
  if (!isRecord(svg)) return svg;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(svg)) {
    if (!ROOT_OPTION_KEYS.has(key)) continue; // the library reads no other key; it goes unmentioned, as unknown keys do
    if (key === 'attributes') out.attributes = cleanAttributeSet(value, 'svg.attributes', true, dropped);
    else if (key === 'style' && isRecord(value)) {
      const style: Record<string, unknown> = {};
      for (const [property, css] of Object.entries(value)) {
        // Object.assign(svg.style, …): `cssText` and any property take the value as CSS
        if (typeof css === 'string' && cssReachesOut(`${property}:${css}`)) {
          dropped.push({ path: `svg.style.${property}`, value: shortValue(css), why: OUTSIDE_CSS });
        } else style[property] = css;
      }
      out.style = style;
    } else out[key] = value;
  }
  return out;
}

/** Item `attributes` anywhere in the data's lists and trees, and data.attributes; other data (text, icons) is left alone. */
function cleanData(data: unknown, path: string, dropped: Dropped[]): unknown {
  if (Array.isArray(data)) return data.map((item, i) => cleanData(item, `${path}[${i}]`, dropped));
  if (!isRecord(data)) return data;
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(data)) {
    const at = `${path}.${key}`;
    const next =
      key === 'attributes'
        ? cleanAttributeSet(value, at, false, dropped)
        : ITEM_ARRAY_KEYS.includes(key) || key === 'root'
          ? cleanData(value, at, dropped)
          : value;
    if (next !== value) (out ??= { ...data })[key] = next;
  }
  return out ?? data;
}

/** The spec with every unsafe option left out, and what was left out (empty when nothing was). */
export function dropUnsafeOptions(spec: InfographicSpec): { spec: InfographicSpec; dropped: Dropped[] } {
  const dropped: Dropped[] = [];
  const out: Record<string, unknown> = { ...spec };
  if (spec.svg !== undefined) out.svg = cleanRoot(spec.svg, dropped);
  for (const key of ['themeConfig', 'design', 'elements'] as const)
    if (spec[key] !== undefined) out[key] = cleanTree(spec[key], key, dropped);
  if (spec.data !== undefined) out.data = cleanData(spec.data, 'data', dropped);
  return dropped.length ? { spec: out as InfographicSpec, dropped } : { spec, dropped };
}

/** A warning for each option left out, by options path (validate adds the line). */
export function findUnsafeOptions(spec: InfographicSpec): Diagnostic[] {
  return dropUnsafeOptions(spec).dropped.map(({ path, value, why }) => ({
    severity: 'warning',
    code: 'unsafe_option',
    path,
    message: t('engine.unsafeOption.message', { path, value, why: t(why) }),
    hint: t('engine.unsafeOption.hint'),
  }));
}
