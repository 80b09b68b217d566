// The Style page's settings and the spec's theme: reading the controls' values out of a theme, writing them back into it
// (every key the controls do not own is kept) and the source with its theme rewritten. No library import.
import { readThemeBlock, replaceJsonTheme, replaceThemeBlock, type JsonTheme } from '../../engine';
import type { MessageId } from '../../i18n/i18n';

/** The six patterns the library draws (its stylize/patterns). */
export const PATTERNS = ['dot', 'line', 'square', 'diamond', 'hex', 'mosaic'] as const;

export type LookKind = 'plain' | 'rough' | 'pattern' | 'linear-gradient' | 'radial-gradient';

/** The looks a user picks from, as the text syntax names them. */
export const LOOKS: { kind: LookKind; title: MessageId }[] = [
  { kind: 'plain', title: 'style.look.plain' },
  { kind: 'rough', title: 'style.look.rough' },
  { kind: 'pattern', title: 'style.look.pattern' },
  { kind: 'linear-gradient', title: 'style.look.linearGradient' },
  { kind: 'radial-gradient', title: 'style.look.radialGradient' },
];

/** Numbers of a hand-drawn look (the library's rough options), with the ranges the controls offer. */
export const ROUGH_FIELDS = [
  { key: 'roughness', title: 'style.rough.roughness' as MessageId, min: 0, max: 5, step: 0.1, initial: 1 },
  { key: 'bowing', title: 'style.rough.bowing' as MessageId, min: 0, max: 10, step: 0.1, initial: 1 },
  { key: 'fillWeight', title: 'style.rough.fillWeight' as MessageId, min: 0.1, max: 5, step: 0.1, initial: 0.5 },
  { key: 'hachureGap', title: 'style.rough.hachureGap' as MessageId, min: 1, max: 20, step: 0.5, initial: 4 },
] as const;

export type RoughKey = (typeof ROUGH_FIELDS)[number]['key'];

/** The controls' view of a theme: null means "not set" (the theme's or library's default applies). */
export interface StyleSettings {
  theme: string | null;
  /** A palette's name or a list of colours. */
  palette: string | string[] | null;
  primary: string | null;
  background: string | null;
  font: string | null;
  look: LookKind;
  rough: Partial<Record<RoughKey, number>>;
  pattern: { pattern: string; foregroundColor: string | null; backgroundColor: string | null; scale: number | null };
}

type Config = Record<string, unknown>;

function isObject(value: unknown): value is Config {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function lookOf(stylize: unknown): LookKind {
  const type = typeof stylize === 'string' ? stylize : isObject(stylize) ? stylize.type : undefined;
  return LOOKS.some((look) => look.kind === type) ? (type as LookKind) : 'plain';
}

/** The controls' values held by a theme (a spec's `theme` and `themeConfig`). */
export function settingsOf(theme: JsonTheme): StyleSettings {
  const config = isObject(theme.themeConfig) ? theme.themeConfig : {};
  const stylize = isObject(config.stylize) ? config.stylize : {};
  const palette = config.palette;
  const text = isObject(config.base) && isObject(config.base.text) ? config.base.text : {};
  const rough: Partial<Record<RoughKey, number>> = {};
  for (const field of ROUGH_FIELDS) {
    const value = numberOrNull(stylize[field.key]);
    if (value !== null) rough[field.key] = value;
  }
  return {
    theme: stringOrNull(theme.theme),
    palette:
      typeof palette === 'string' ? palette : Array.isArray(palette) ? palette.filter((c): c is string => typeof c === 'string') : null,
    primary: stringOrNull(config.colorPrimary),
    background: stringOrNull(config.colorBg),
    font: stringOrNull(text['font-family']),
    look: lookOf(config.stylize),
    rough,
    pattern: {
      pattern: stringOrNull(stylize.pattern) ?? PATTERNS[0],
      foregroundColor: stringOrNull(stylize.foregroundColor),
      backgroundColor: stringOrNull(stylize.backgroundColor),
      scale: numberOrNull(stylize.scale),
    },
  };
}

/** Sets or removes (null) a key, keeping the others in their order. */
function withKey(config: Config, key: string, value: unknown): Config {
  const next = { ...config };
  if (value === null || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** Drops null values so they are not written. */
function defined(values: Config): Config {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}

/** The stylize value of a look; a gradient is written by its name alone, the only way the text syntax accepts it. */
function stylizeOf(settings: StyleSettings): unknown {
  switch (settings.look) {
    case 'plain':
      return null;
    case 'rough':
      return { type: 'rough', ...settings.rough };
    case 'pattern':
      return defined({ type: 'pattern', ...settings.pattern });
    default:
      return settings.look;
  }
}

/** The theme with the controls' values written in; every key of the theme the controls do not own is kept. */
export function withSettings(theme: JsonTheme, settings: StyleSettings): JsonTheme {
  let config: Config = isObject(theme.themeConfig) ? theme.themeConfig : {};
  config = withKey(config, 'palette', settings.palette);
  config = withKey(config, 'colorPrimary', settings.primary);
  config = withKey(config, 'colorBg', settings.background);
  const base = isObject(config.base) ? config.base : {};
  const text = withKey(isObject(base.text) ? base.text : {}, 'font-family', settings.font);
  const nextBase = withKey(base, 'text', Object.keys(text).length ? text : null);
  config = withKey(config, 'base', Object.keys(nextBase).length ? nextBase : null);
  config = withKey(config, 'stylize', stylizeOf(settings));
  const next: JsonTheme = {};
  if (settings.theme !== null) next.theme = settings.theme;
  if (Object.keys(config).length) next.themeConfig = config;
  return next;
}

/**
 * The theme block a text spec would carry for this theme, written by the engine's serializer (`serialize`) so the text
 * syntax reads it back; '' for an empty theme.
 */
export function themeBlockText(theme: JsonTheme, serialize: (options: JsonTheme) => string): string {
  if (theme.theme === undefined && theme.themeConfig === undefined) return '';
  return readThemeBlock(serialize(theme))?.text ?? '';
}

/** The source with its theme replaced: the text's theme block, or a JSON source's theme keys. Null when the JSON does not parse. */
export function sourceWithTheme(source: string, theme: JsonTheme, block: string): string | null {
  if (source.trimStart().startsWith('{')) return replaceJsonTheme(source, theme);
  return replaceThemeBlock(source, block);
}
