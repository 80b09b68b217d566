// Label text the library cannot draw well: control characters break its XML parse ("Invalid SVG string"), and one very
// long string costs a getBBox per render (10,000 characters ≈ 1 s). Both are found by path, reported, and drawn without.
import { MAX_TEXT_CHARS } from './sizeLimits';
import type { Diagnostic, InfographicSpec } from '../types';
import { formatCount } from '../formatCount';
import { t } from '../../i18n/i18n';

/** Characters that XML 1.0 cannot hold (tab, LF and CR are fine); finding them is the point, hence the control characters. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Fields that hold references (SVG markup, icon names), not text to draw: the SVG sanitiser looks after those. */
const REFERENCE_KEYS = new Set(['icon', 'illus']);

function codePoint(char: string): string {
  return `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text as drawn: control characters left out, then cut to MAX_TEXT_CHARS. */
function drawable(text: string): string {
  const clean = text.replace(CONTROL, '');
  return clean.length > MAX_TEXT_CHARS ? `${clean.slice(0, MAX_TEXT_CHARS)}…` : clean;
}

/** Calls `fn` on every string in the spec's data with its options path (reference fields skipped); returns the copy `fn` made. */
function mapStrings(value: unknown, path: string, fn: (text: string, path: string) => string): unknown {
  if (typeof value === 'string') return fn(value, path);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, `${path}[${i}]`, fn));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, REFERENCE_KEYS.has(key) ? v : mapStrings(v, `${path}.${key}`, fn)]),
    );
  }
  return value;
}

/** A warning for each text with control characters or over MAX_TEXT_CHARS, by options path (validate adds the line). */
export function checkTextContent(spec: InfographicSpec): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  mapStrings(spec.data, 'data', (text, path) => {
    const controls = text.match(CONTROL);
    if (controls) {
      const names = [...new Set(controls.map(codePoint))];
      diagnostics.push({
        severity: 'warning',
        code: 'control_character',
        path,
        message: t('engine.text.control.message', {
          path,
          count: controls.length,
          n: String(controls.length),
          codes: names.slice(0, 3).join(', '),
        }),
        hint: t('engine.text.control.hint'),
      });
    }
    if (text.length > MAX_TEXT_CHARS) {
      diagnostics.push({
        severity: 'warning',
        code: 'text_too_long',
        path,
        message: t('engine.text.tooLong.message', { path, size: formatCount(text.length), limit: formatCount(MAX_TEXT_CHARS) }),
        hint: t('engine.text.tooLong.hint'),
      });
    }
    return text;
  });
  return diagnostics;
}

/** A copy of the spec whose data texts are drawable (see drawable); the same object when nothing needed changing. */
export function drawableText(spec: InfographicSpec): InfographicSpec {
  let changed = false;
  const data = mapStrings(spec.data, 'data', (text) => {
    const next = drawable(text);
    if (next !== text) changed = true;
    return next;
  });
  return changed ? { ...spec, data: data as InfographicSpec['data'] } : spec;
}
