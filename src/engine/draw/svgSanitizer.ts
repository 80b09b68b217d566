// Every SVG a spec brings in (inline icon/illus markup, ref:svg:, data:image/svg+xml, JSON svg objects) passes DOMPurify's
// SVG allow-list here before the library parses it, so the picture and its exports hold no script, handler or remote reference.
import { CONTROL } from '../spec/textLimits';
import type { MessageId } from '../../i18n/i18n';
import createDOMPurify, { type DOMPurify, type UponSanitizeAttributeHookEvent } from 'dompurify';

/** The outcome of sanitising one SVG: well-formed markup the library can parse (null when there is no SVG), and what was removed. */
export interface SanitizedSvg {
  markup: string | null;
  /** Short descriptions of removed content, e.g. "onerror attribute", "script element". */
  dropped: string[];
}

/** Raster data URIs are the only non-fragment addresses kept: they load nothing and run nothing. */
const SAFE_RASTER = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const ADDRESS_ATTRIBUTE = /^(xlink:)?href$|^src$/i;
const CACHE_LIMIT = 200;
/**
 * An event-handler attribute as the HTML parser would read it (after space, slash or a closing quote). Chromium reports a
 * CSP violation for each one even in DOMPurify's inert parse, so they are renamed to a name outside the allow-list first.
 */
const HANDLER_NAME = /([\s/"'])on([a-z]+\s*=)/gi;
const RENAMED_HANDLER = 'inert-on';
/** A <style> element: Chromium reports a style-src CSP violation for it in the inert parse too, so it is renamed (then dropped) first. */
const STYLE_ELEMENT = /<(\/?)style(?=[\s>/])/gi;
const RENAMED_STYLE = 'inert-style';

let purifier: DOMPurify | null = null;
/** Removals the attribute hook made during the current sanitize call (DOMPurify also lists them, by name only). */
let hookDropped: Array<{ name: string; text: string }> = [];
const cache = new Map<string, SanitizedSvg>();

/** CSS text with its escapes (`\68 ` → `h`, `\@` → `@`) resolved, so `url(\68 ttp://…)` is seen for what it is. */
export function cssUnescape(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_match, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\(.)/g, '$1');
}

/** Whether CSS (a style attribute or a presentation value) reaches outside the SVG: a url() that is not #id, @import, image-set. */
export function cssReachesOut(value: string): boolean {
  const css = cssUnescape(value).replace(/\/\*[\s\S]*?\*\//g, '');
  if (/@import|image-set|expression\s*\(|-moz-binding|behavior\s*:/i.test(css)) return true;
  for (const match of css.matchAll(/url\s*\(\s*(['"]?)\s*([^'")]*)/gi)) if (!match[2]!.trim().startsWith('#')) return true;
  return false;
}

function shortValue(value: string): string {
  const text = value.trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The SVG profile's allow-list, asked one attribute at a time (a second instance: its config is set once, not per call). */
let allowList: DOMPurify | null = null;

/**
 * Why an attribute may not stay on an element of the picture (a message id: the words are made where it is shown), or null
 * when it may: addresses may only point inside the SVG
 * (#id) or be an inline raster image, and CSS may not reach out. `strict` also asks DOMPurify's SVG allow-list (no handler,
 * no name it does not know). `element` is the tag, or null when the library decides where the attribute goes.
 */
export function attributeProblem(element: string | null, name: string, value: string, strict = false): MessageId | null {
  const text = value.trim();
  if (ADDRESS_ATTRIBUTE.test(name.replace(/^[\w-]+:(?=href$)/i, 'xlink:'))) {
    const raster = (element === null || element === 'image') && SAFE_RASTER.test(text);
    if (!/^#[^\s]*$/.test(text) && !raster) return 'engine.unsafeOption.why.address';
  } else if (cssReachesOut(value)) return 'engine.unsafeOption.why.outsideCss';
  if (!strict) return null;
  if (!allowList) {
    allowList = createDOMPurify(window);
    allowList.setConfig({ USE_PROFILES: { svg: true, svgFilters: true } });
  }
  return allowList.isValidAttribute(element ?? 'svg', name, value) ? null : 'engine.unsafeOption.why.notKept';
}

/** Addresses may only point inside the SVG (#id) or be an inline raster image; the value is already entity-decoded here. */
function checkAttribute(node: Element, data: UponSanitizeAttributeHookEvent) {
  const name = data.attrName;
  const value = data.attrValue ?? '';
  if (attributeProblem(node.nodeName.toLowerCase(), name, value) && data.keepAttr !== false) {
    data.keepAttr = false;
    hookDropped.push({ name, text: `${name}="${shortValue(value)}" on <${node.nodeName.toLowerCase()}>` });
  }
}

function purify(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', checkAttribute);
  return purifier;
}

/** The removals DOMPurify recorded, as short descriptions (an element's name, an attribute's name). */
function describeRemoved(removed: DOMPurify['removed'], described: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const entry of removed) {
    if ('element' in entry && entry.element) {
      const name = entry.element.nodeName.toLowerCase();
      if (name !== '#text' && name !== '#comment' && name !== 'body') out.push(`<${name.replace(RENAMED_STYLE, 'style')}> element`);
    } else if ('attribute' in entry && entry.attribute && !described.has(entry.attribute.name)) {
      out.push(`${entry.attribute.name.replace(RENAMED_HANDLER, 'on')} attribute`);
    }
  }
  return out;
}

function sanitizeUncached(input: string): SanitizedSvg {
  const dropped: string[] = [];
  let text = input.trim();
  const withoutControls = text.replace(CONTROL, '');
  if (withoutControls !== text) {
    dropped.push('control characters');
    text = withoutControls;
  }
  // a lone <symbol> is parsed inside an <svg> so that it lands in the SVG namespace
  const isSymbol = /^<symbol[\s>/]/i.test(text);
  const wrapped = (isSymbol ? `<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>` : text)
    .replace(HANDLER_NAME, `$1${RENAMED_HANDLER}$2`)
    .replace(STYLE_ELEMENT, `<$1${RENAMED_STYLE}`);
  const dompurify = purify();
  hookDropped = [];
  const body = dompurify.sanitize(wrapped, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // style sheets and foreign content are where escapes and nested documents hide; icons do not need them
    FORBID_TAGS: ['style', 'foreignObject', 'foreignobject', 'script'],
    // a renamed <style> goes with its text, as <style> itself would
    ADD_FORBID_CONTENTS: [RENAMED_STYLE],
    RETURN_DOM: true,
  });
  const described = new Set(hookDropped.map((d) => d.name));
  dropped.push(...describeRemoved(dompurify.removed, described), ...hookDropped.map((d) => d.text));
  const root = (body as Element).querySelector(isSymbol ? 'svg > symbol' : 'svg');
  if (!root) return { markup: null, dropped: unique(dropped) };
  const markup = new XMLSerializer().serializeToString(root);
  return { markup, dropped: unique(dropped) };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** Sanitises SVG markup (results are cached: validation and drawing ask for the same icons on every keystroke). */
export function sanitizeSvg(markup: string): SanitizedSvg {
  const hit = cache.get(markup);
  if (hit) return hit;
  const result = sanitizeUncached(markup);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(markup, result);
  return result;
}

/** Elements a drawn picture never needs and a file opened from disk would run or load. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'base',
  'link',
  'meta',
  'handler',
  'listener',
]);
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatetransform', 'animatemotion', 'discard']);
/** Where an address may load something: an inline raster image, as icons may. */
const SAFE_IMAGE = SAFE_RASTER;
/** A URL-bearing value that would leave the file (namespace declarations are identifiers, not fetched). */
const REMOTE = /(^|[\s("'])(https?:)?\/\/[^\s)"']+/i;

/**
 * The last line before a picture leaves the page as a file: whatever the library drew from options, no element that runs
 * or loads, no handler, no address but #id or an inline image, no CSS or URL that reaches out. Returns what it removed.
 */
export function scrubPicture(root: Element): string[] {
  const removed: string[] = [];
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const tag = el.localName.toLowerCase();
    const animatesAddress = ANIMATION_ELEMENTS.has(tag) && /href$|^on/i.test(el.getAttribute('attributeName') ?? '');
    if (el !== root && (ACTIVE_ELEMENTS.has(tag) || animatesAddress)) {
      removed.push(`<${tag}> element`);
      el.remove();
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      if (attr.name === 'xmlns' || attr.name.startsWith('xmlns:')) continue;
      const address =
        ADDRESS_ATTRIBUTE.test(attr.localName) || /^(action|formaction|srcdoc|data|srcset|ping|background)$/i.test(attr.localName);
      const value = attr.value.trim();
      const unsafe = /^on/i.test(attr.localName.replace(/^[\w-]+:/, ''))
        ? 'an event handler'
        : address
          ? value.startsWith('#') || SAFE_IMAGE.test(value)
            ? null
            : 'an address other than #id'
          : cssReachesOut(attr.value) || REMOTE.test(attr.value)
            ? 'a reference to another address'
            : null;
      if (unsafe) {
        removed.push(`${attr.name} on <${tag}>: ${unsafe}`);
        el.removeAttributeNode(attr);
      }
    }
    if (tag === 'style' && el.textContent && /@import|url\(\s*["']?(https?:)?\/\//i.test(el.textContent)) {
      el.textContent = el.textContent.replace(/@import[^;]*;/gi, '').replace(/url\(\s*["']?(https?:)?\/\/[^)]*\)/gi, 'none');
      removed.push('<style> reference to another address');
    }
  }
  return removed;
}
