// What the saved palettes and themes do on the page: save the current ones under a name, use one, each with a notice.
import { useCallback } from 'react';
import type { JsonTheme } from '../../engine';
import type { NoticeMessage } from '../../shared/panels/Notice';
import type { PaletteData } from './paletteFile';
import type { PaletteTaken, SavedPalette, SavedStyleStore, SavedTheme } from './savedStyles';
import { t } from '../../i18n/i18n';
import { settingsOf, type StyleSettings } from './themeSettings';

interface Options {
  savedStore: SavedStyleStore;
  colors: string[];
  /** The working copy's theme now. */
  themeNow(): JsonTheme;
  takePalette(palette: PaletteData, how: PaletteTaken): void;
  onChange(settings: StyleSettings): void;
  showNotice(notice: NoticeMessage): void;
}

export function useSavedStyleActions({ savedStore, colors, themeNow, takePalette, onChange, showNotice }: Options) {
  const savePalette = (name: string) => {
    void savedStore.savePalette(name, colors);
    showNotice({ tone: 'info', text: t('style.saved.savedPalette', { name }) });
  };
  const saveTheme = (name: string) => {
    void savedStore.saveTheme(name, themeNow());
    showNotice({ tone: 'info', text: t('style.saved.savedTheme', { name }) });
  };
  const choosePalette = (saved: SavedPalette) => takePalette(saved, 'using');
  const chooseTheme = useCallback(
    (saved: SavedTheme) => {
      onChange(settingsOf(saved.theme));
      showNotice({ tone: 'info', text: t('style.saved.usingTheme', { name: saved.name }) });
    },
    [onChange, showNotice],
  );
  return { savePalette, saveTheme, choosePalette, chooseTheme };
}
