// The comparison's cells: which settings each shows, what it is called, and the presets that fill it. No React, no library.
import type { PaletteInfo, ThemeInfo } from '../../engine';
import { t } from '../../i18n/i18n';
import { LOOKS, type StyleSettings } from './themeSettings';

export interface ComparisonCell {
  /** Stable across reorders and removals (React key). */
  id: number;
  settings: StyleSettings;
}

/** A cell's name, from its settings, in the interface's language: "dark theme, antv palette, hand-drawn look". */
export function cellLabel(settings: StyleSettings): string {
  const parts = [t('style.cell.theme', { theme: settings.theme ?? t('style.cell.default') })];
  if (Array.isArray(settings.palette)) parts.push(t('style.cell.customPalette', { count: settings.palette.length }));
  else parts.push(t('style.cell.palette', { palette: settings.palette ?? t('style.cell.default') }));
  if (settings.look !== 'plain') {
    const look = LOOKS.find((entry) => entry.kind === settings.look);
    parts.push(t('style.cell.look', { look: look ? t(look.title).toLowerCase() : settings.look }));
  }
  if (settings.font) parts.push(settings.font);
  return parts.join(t('style.cell.separator'));
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
