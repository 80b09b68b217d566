// The brand palette the page works on: its colours (the custom list, or a named palette's samples), the name it travels
// under, the background its contrast is checked against, and the ways it comes in and goes out (link, files, saved ones).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Engine } from '../../engine';
import { copyText, saveBlob } from '../../shared/export/download';
import { paletteAddress } from '../../shared/links/links';
import type { NoticeMessage } from '../../shared/panels/Notice';
import { t } from '../../i18n/i18n';
import type { StyleLists } from './components/StyleControls';
import { paletteFileName, paletteJson, readPaletteFile, type PaletteData, type PaletteRead } from './paletteFile';
import type { PaletteTaken, SavedPalette } from './savedStyles';
import { serializerOf } from './themeOfSource';
import { themeBlockText, type StyleSettings } from './themeSettings';

interface Options {
  engine: Engine | null;
  settings: StyleSettings;
  lists: StyleLists | null;
  savedPalettes: readonly SavedPalette[];
  /** A palette from the page's link, taken once the page can write it. */
  linkedPalette: PaletteRead | null;
  onChange(settings: StyleSettings): void;
  showNotice(notice: NoticeMessage): void;
}

export function usePaletteTransfer({ engine, settings, lists, savedPalettes, linkedPalette, onChange, showNotice }: Options) {
  // The palette's colours as the builder checks them: the custom list, or a named palette's sample colours.
  const colors = useMemo(() => {
    if (Array.isArray(settings.palette)) return settings.palette;
    const name = settings.palette ?? lists?.palettes[0]?.name;
    return lists?.palettes.find((palette) => palette.name === name)?.colors ?? [];
  }, [settings.palette, lists]);
  const onColors = useCallback((next: string[]) => onChange({ ...settings, palette: next }), [onChange, settings]);
  // The palette's name for files and links: the one it was opened, imported or saved under while its colours are unchanged.
  const [opened, setOpened] = useState<PaletteData | null>(null);
  const name = useMemo(() => {
    const joined = colors.join(' ');
    const named = [...(opened ? [opened] : []), ...savedPalettes].find((palette) => palette.colors.join(' ') === joined);
    return named?.name ?? (typeof settings.palette === 'string' ? settings.palette : 'Brand palette');
  }, [opened, colors, savedPalettes, settings.palette]);

  // The background the contrast table checks against: the one set, else the theme's own (the engine knows it), else white.
  const themeBackground = settings.theme === null ? undefined : lists?.themes.find((entry) => entry.name === settings.theme)?.background;
  const background = settings.background ?? themeBackground ?? '#ffffff';
  const backgroundNote =
    settings.background !== null
      ? null
      : themeBackground
        ? t('style.palette.themeBackground', { theme: settings.theme ?? '' })
        : t('style.palette.whiteAssumed');

  const take = useCallback(
    (palette: PaletteData, how: PaletteTaken) => {
      onChange({ ...settings, palette: palette.colors });
      setOpened(palette);
      showNotice({ tone: 'info', text: t('style.palette.taken', { how, name: palette.name, count: palette.colors.length }) });
    },
    [onChange, settings, showNotice],
  );
  const linkedUsed = useRef(false);
  useEffect(() => {
    if (!linkedPalette?.ok || !lists || linkedUsed.current) return;
    linkedUsed.current = true;
    take(linkedPalette.palette, 'opened');
  }, [linkedPalette, lists, take]);

  const [link, setLink] = useState<string | null>(null);
  const share = useCallback(async () => {
    const address = paletteAddress(paletteJson({ name, colors }));
    if (!address.ok) return showNotice({ tone: 'error', text: address.message });
    const url = new URL(address.url, window.location.href).href;
    setLink(url);
    const copied = await copyText(url);
    showNotice({
      tone: 'info',
      text: t(copied ? 'style.palette.linkCopied' : 'style.palette.linkCopyRefused'),
    });
  }, [name, colors, showNotice]);
  const exportBlock = useCallback(() => {
    if (!engine) return;
    const text = themeBlockText({ themeConfig: { palette: colors } }, serializerOf(engine));
    saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), paletteFileName(name, 'txt'));
  }, [engine, colors, name]);
  const exportJson = useCallback(() => {
    saveBlob(new Blob([paletteJson({ name, colors })], { type: 'application/json' }), paletteFileName(name, 'json'));
  }, [colors, name]);
  const importFile = useCallback(
    async (file: File) => {
      const read = await readPaletteFile(file);
      if (read.ok) take(read.palette, 'imported');
      else showNotice({ tone: 'error', text: read.message });
    },
    [take, showNotice],
  );

  return { colors, onColors, name, background, backgroundNote, take, link, share, exportBlock, exportJson, importFile };
}
