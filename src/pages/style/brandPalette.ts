// Brand colours pasted as a list, a CSS snippet or a comma line: parsed with culori, and their WCAG 2.1 contrast
// against the background and for text on each colour. No hand-written colour maths.
import {
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode,
  wcagContrast,
} from 'culori/fn';
import { t } from '../../i18n/i18n';
import { overLimit } from '../../engine';
import { MAX_PALETTE_COLORS } from './savedStyles';

// The colour spaces CSS writes colours in (culori/fn registers none by itself; lrgb is what the WCAG luminance needs).
[modeRgb, modeLrgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch].forEach((mode) => useMode(mode));

/** A colour that could not be read, and where it was. */
export interface PaletteProblem {
  line: number;
  text: string;
}

export interface ParsedPalette {
  /** The colours read, as #rrggbb, in the order given. */
  colors: string[];
  problems: PaletteProblem[];
  /** Why nothing was read: the text is over a limit (overLimit's wording); null when it was read. */
  limit: string | null;
}

/** Longest Brand colours text read: as much as a palette file may hold (paletteFile.ts), which is the same palette as text. */
export const MAX_PALETTE_TEXT_CHARS = 64 * 1024;

/** The colour a CSS colour text names, as #rrggbb (alpha dropped), or null when it is not a colour. */
export function toHex(text: string): string | null {
  const color = parse(text.trim());
  return color ? formatHex(color) : null;
}

/** Splits on commas and whitespace outside parentheses: `#fff, rgb(1, 2, 3) red` → three items. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ',' || /\s/.test(char))) {
      if (current) items.push(current);
      current = '';
    } else current += char;
  }
  if (current) items.push(current);
  return items;
}

/** The values of a pasted text that should each be a colour, with their lines: the text's layout only, no colour read yet. */
function paletteValues(text: string): PaletteProblem[] {
  const values: PaletteProblem[] = [];
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  withoutComments.split('\n').forEach((raw, index) => {
    let line = raw.trim();
    if (line === '' || line.startsWith('//')) return;
    // A rule's braces and selector: `.brand {`, `}`.
    line = line
      .replace(/^[^{}]*\{/, '')
      .replace(/\}$/, '')
      .trim();
    const declaration = /^[\w-]+\s*:\s*(.*?);?$/.exec(line);
    const found = declaration ? [declaration[1]!.replace(/\s*!important$/, '')] : splitItems(line.replace(/;$/, ''));
    for (const value of found) if (value.trim() !== '') values.push({ line: index + 1, text: value.trim() });
  });
  return values;
}

/**
 * The colours of a pasted text. Each line is either a CSS declaration (`--brand: #0af;`, `color: rgb(0 0 0)`: its value
 * is read) or colours separated by commas or spaces; blank lines, comments and braces are skipped. A text over a palette
 * file's size, or with more values than a palette has colours, is refused before any colour is read.
 */
export function parsePalette(text: string): ParsedPalette {
  if (text.length > MAX_PALETTE_TEXT_CHARS)
    return {
      colors: [],
      problems: [],
      limit: overLimit(t('style.palette.field'), text.length, MAX_PALETTE_TEXT_CHARS, t('style.palette.limit.characters')),
    };
  const values = paletteValues(text);
  if (values.length > MAX_PALETTE_COLORS)
    return {
      colors: [],
      problems: [],
      limit: overLimit(t('style.palette.field'), values.length, MAX_PALETTE_COLORS, t('style.palette.limit.colours')),
    };
  const colors: string[] = [];
  const problems: PaletteProblem[] = [];
  for (const value of values) {
    const hex = toHex(value.text);
    if (hex) colors.push(hex);
    else problems.push(value);
  }
  return { colors, problems, limit: null };
}

/** WCAG 2.1 thresholds: 3:1 for shapes and large text, 4.5:1 (AA) and 7:1 (AAA) for text. */
export const NON_TEXT_MIN = 3;
export const AA = 4.5;
export const AAA = 7;

export type ContrastMark = 'AAA' | 'AA' | 'AA large' | 'fails';

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** The best WCAG level a ratio reaches for text. */
export function markOf(ratio: number): ContrastMark {
  if (ratio >= AAA) return 'AAA';
  if (ratio >= AA) return 'AA';
  if (ratio >= NON_TEXT_MIN) return 'AA large';
  return 'fails';
}

/** A ratio as people write it: 4.48:1 (rounded down, so a rounded figure never passes a threshold the real one fails). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export interface ColorContrast {
  color: string;
  /** The colour against the background (a shape's edge). */
  background: number;
  /** Text on the colour: the better of black and white text. */
  text: { color: '#000000' | '#ffffff'; ratio: number };
  /** What fails, in plain words; empty when nothing does. */
  warnings: string[];
}

/** The contrast figures of each colour of a palette on a background. */
export function paletteContrast(colors: readonly string[], background: string): ColorContrast[] {
  return colors.map((color) => {
    const onBlack = contrastRatio(color, '#000000');
    const onWhite = contrastRatio(color, '#ffffff');
    const text = onBlack >= onWhite ? ({ color: '#000000', ratio: onBlack } as const) : ({ color: '#ffffff', ratio: onWhite } as const);
    const against = contrastRatio(color, background);
    const warnings: string[] = [];
    if (against < NON_TEXT_MIN) warnings.push(t('style.palette.warning.shape', { ratio: formatRatio(against), minimum: NON_TEXT_MIN }));
    if (text.ratio < AA) warnings.push(t('style.palette.warning.text', { ratio: formatRatio(text.ratio), minimum: AA }));
    return { color, background: against, text, warnings };
  });
}

/** The colour-vision deficiencies the builder shows each colour under (full severity, culori's Machado et al. model). */
export const VISION_DEFICIENCIES = [
  { name: 'protanopia', filter: filterDeficiencyProt(1) },
  { name: 'deuteranopia', filter: filterDeficiencyDeuter(1) },
  { name: 'tritanopia', filter: filterDeficiencyTrit(1) },
] as const;

export type VisionDeficiency = (typeof VISION_DEFICIENCIES)[number]['name'];

/** How a colour looks with a colour-vision deficiency, as #rrggbb. */
export function seenWith(color: string, deficiency: VisionDeficiency): string {
  const parsed = parse(color);
  const filter = VISION_DEFICIENCIES.find((entry) => entry.name === deficiency)!.filter;
  return parsed ? formatHex(filter(parsed)) : color;
}

/**
 * culori's matrix for a deficiency as the 20 values of an SVG `feColorMatrix` (to use with color-interpolation-filters="sRGB",
 * the space culori applies it in): each column read back by filtering a pure red, green and blue through culori.
 */
export function deficiencyMatrix(deficiency: VisionDeficiency): number[] {
  const filter = VISION_DEFICIENCIES.find((entry) => entry.name === deficiency)!.filter;
  const columns = [
    { mode: 'rgb', r: 1, g: 0, b: 0 },
    { mode: 'rgb', r: 0, g: 1, b: 0 },
    { mode: 'rgb', r: 0, g: 0, b: 1 },
  ].map((primary) => filter(primary as Parameters<typeof filter>[0]) as unknown as { r: number; g: number; b: number });
  const row = (channel: 'r' | 'g' | 'b') => [...columns.map((column) => Math.round(column[channel] * 1e6) / 1e6), 0, 0];
  return [...row('r'), ...row('g'), ...row('b'), 0, 0, 0, 1, 0];
}
