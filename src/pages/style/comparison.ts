// The comparison's cells: which settings each shows, what it is called, and the presets that fill it. No React, no library.
import type { PaletteInfo, ThemeInfo } from '../../engine';
import { LOOKS, type StyleSettings } from './themeSettings';

export interface ComparisonCell {
  /** Stable across reorders and removals (React key). */
  id: number;
  settings: StyleSettings;
}

/** A cell's name, from its settings: "dark theme, antv palette, rough look". */
export function cellLabel(settings: StyleSettings): string {
  const parts = [`${settings.theme ?? 'default'} theme`];
  if (Array.isArray(settings.palette)) parts.push(`${settings.palette.length}-colour palette`);
  else parts.push(`${settings.palette ?? 'default'} palette`);
  if (settings.look !== 'plain')
    parts.push(`${LOOKS.find((look) => look.kind === settings.look)?.title.toLowerCase() ?? settings.look} look`);
  if (settings.font) parts.push(settings.font);
  return parts.join(', ');
}

/** One cell per theme, the rest of the settings as they are. */
export function allThemes(settings: StyleSettings, themes: readonly ThemeInfo[]): StyleSettings[] {
  return themes.map((theme) => ({ ...settings, theme: theme.name }));
}

/** One cell per palette. */
export function allPalettes(settings: StyleSettings, palettes: readonly PaletteInfo[]): StyleSettings[] {
  return palettes.map((palette) => ({ ...settings, palette: palette.name }));
}

/** One cell per look. */
export function allLooks(settings: StyleSettings): StyleSettings[] {
  return LOOKS.map((look) => ({ ...settings, look: look.kind }));
}
