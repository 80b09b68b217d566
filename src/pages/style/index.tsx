// The Style page: the current document under another theme, palette, font and look, written into its theme block and
// applied back to the document. This file holds the page's state; the controls and panels only draw.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { readThemeBlock, type Engine, type InfographicSpec, type JsonTheme } from '../../engine';
import { OtherTabNotice, StorageNotice, useDocumentStore } from '../../shared/document';
import { useLoadedText, useSession } from '../../session';
import { copyText, saveBlob } from '../../shared/export/download';
import { resolveInitialSource } from '../../shared/opening/initialSource';
import { paletteAddress } from '../../shared/links/links';
import { Notice, type NoticeMessage } from '../../shared/panels/Notice';
import { PAGES } from '../../shared/pageFacts/pageFacts';
import { Preview } from '../../shared/preview/Preview';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { useInfographic } from '../../shared/preview/useInfographic';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { applyToDocument } from './applyToDocument';
import { useFollowDocument } from './useFollowDocument';
import { BrandPalette } from './components/BrandPalette';
import { ColorVisionPreview } from './components/ColorVisionPreview';
import { pictureImageUrl } from './pictureImageUrl';
import { allLooks, allPalettes, allThemes, type ComparisonCell } from './comparison';
import { Comparison } from './components/Comparison';
import { PaletteTransfer } from './components/PaletteTransfer';
import { SavedStyles } from './components/SavedStyles';
import { StyleControls, type StyleLists } from './components/StyleControls';
import { createFrameQueue } from './frameQueue';
import { ThemeBlockPanel } from './components/ThemeBlockPanel';
import { paletteFileName, paletteJson, readPaletteFile, readPaletteHash, type PaletteData } from './paletteFile';
import { moveItem } from './reorder';
import type { SavedPalette, SavedTheme } from './savedStyles';
import { useSavedStyles } from './useSavedStyles';
import { settingsOf, sourceWithTheme, themeBlockText, withSettings, type StyleSettings } from './themeSettings';
import '../../shared/panels/panels.css';
import './style.css';

const PAGE = PAGES.style;

/** The theme a source carries, as the engine reads it (empty when the source cannot be read). */
function themeOf(engine: Engine, source: string): JsonTheme {
  const options = engine.validate(source).options;
  const theme: JsonTheme = {};
  if (options?.theme !== undefined) theme.theme = options.theme;
  if (options?.themeConfig !== undefined) theme.themeConfig = options.themeConfig;
  return theme;
}

function serializerOf(engine: Engine) {
  return (theme: JsonTheme) => engine.serialize(theme as InfographicSpec);
}

export default function StylePage() {
  usePageTitle(PAGE.title);
  const { state: documentState } = useDocumentStore();
  const session = useSession();
  const { state: engineState, retry } = useEngine();
  const { saved, savedStore } = useSavedStyles();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const renderPicture = picture.render;
  // The page's working copy of the document: the controls rewrite its theme; "Apply to document" stores it.
  const [source, setSource] = useState<string | null>(null);
  // A palette from a link (`/style#v=1&palette=…`): read once; used as soon as the page can write it (a bad link changes nothing).
  const [linkedPalette] = useState(() => readPaletteHash(window.location.hash));
  const linkedPaletteUsed = useRef(false);
  // A source link (`/style#v=1&code=…`, docs/architecture.md) opens as on the Renderer and Editor: its text replaces the
  // document; one that cannot be read keeps the document, with their notice.
  const [linkedSource] = useState(() => resolveInitialSource('', window.location.hash));
  const [notice, setNotice] = useState<NoticeMessage | null>(() =>
    linkedPalette && !linkedPalette.ok
      ? { tone: 'error', text: linkedPalette.message }
      : linkedSource.kind === 'current' && linkedSource.notice
        ? { tone: 'error', text: linkedSource.notice }
        : null,
  );

  const openDocument = useCallback(
    (text: string) => {
      setSource(text);
      renderPicture(text);
    },
    [renderPicture],
  );
  const openStartDocument = useCallback(
    (stored: string) => {
      if (linkedSource.kind !== 'link') return openDocument(stored);
      session.replace(linkedSource.text, 'link');
      openDocument(linkedSource.text);
    },
    [linkedSource, session, openDocument],
  );
  useLoadedText(session, openStartDocument);

  const theme = useMemo(() => (engine && source !== null ? themeOf(engine, source) : {}), [engine, source]);
  const settings = useMemo(() => settingsOf(theme), [theme]);
  const lists = useMemo<StyleLists | null>(
    () => (engine && source !== null ? { themes: engine.themes(), palettes: engine.palettes(), fonts: engine.fonts() } : null),
    [engine, source],
  );
  const isJson = source?.trimStart().startsWith('{') ?? false;
  const block = useMemo(() => {
    if (source === null || !engine) return '';
    return isJson ? themeBlockText(theme, serializerOf(engine)) : (readThemeBlock(source)?.text ?? '');
  }, [engine, isJson, source, theme]);

  /** The working source under other settings (the theme keys the controls do not own kept); null when it cannot be written. */
  const sourceFor = useCallback(
    (next: StyleSettings): string | null => {
      if (!engine || source === null) return null;
      const nextTheme = withSettings(theme, next);
      return sourceWithTheme(source, nextTheme, themeBlockText(nextTheme, serializerOf(engine)));
    },
    [engine, source, theme],
  );

  // The document changed elsewhere: work on the new text; style changes not yet applied are written onto it.
  const followDocument = useCallback(
    (text: string, unapplied: boolean) => {
      const next = unapplied && engine ? sourceWithTheme(text, theme, themeBlockText(theme, serializerOf(engine))) : null;
      const working = next ?? text;
      setSource(working);
      renderPicture(working);
      if (unapplied)
        setNotice({
          tone: 'info',
          text: 'The document changed in another view or tab; your style changes not yet applied are kept on its new text.',
        });
    },
    [engine, theme, renderPicture],
  );
  useFollowDocument(session, source, followDocument);

  const onChange = useCallback(
    (next: StyleSettings) => {
      if (!engine || source === null) return;
      const text = sourceFor(next);
      if (text === null) {
        setNotice({ tone: 'error', text: 'The theme could not be written: the JSON source does not parse. Fix it in the Editor first.' });
        return;
      }
      setSource(text);
      renderPicture(text);
    },
    [engine, source, sourceFor, renderPicture],
  );

  // The palette's colours as the builder checks them: the custom list, or a named palette's sample colours.
  const paletteColors = useMemo(() => {
    if (Array.isArray(settings.palette)) return settings.palette;
    const name = settings.palette ?? lists?.palettes[0]?.name;
    return lists?.palettes.find((palette) => palette.name === name)?.colors ?? [];
  }, [settings.palette, lists]);
  const onColors = useCallback((colors: string[]) => onChange({ ...settings, palette: colors }), [onChange, settings]);
  // The palette's name for files and links: the one it was opened, imported or saved under while its colours are unchanged.
  const [openedPalette, setOpenedPalette] = useState<PaletteData | null>(null);
  const paletteName = useMemo(() => {
    const colors = paletteColors.join(' ');
    const named = [...(openedPalette ? [openedPalette] : []), ...saved.palettes].find((palette) => palette.colors.join(' ') === colors);
    return named?.name ?? (typeof settings.palette === 'string' ? settings.palette : 'Brand palette');
  }, [openedPalette, paletteColors, saved.palettes, settings.palette]);

  // The background the contrast table checks against: the one set, else the theme's own (the engine knows it), else white.
  const themeBackground = settings.theme === null ? undefined : lists?.themes.find((entry) => entry.name === settings.theme)?.background;
  const contrastBackground = settings.background ?? themeBackground ?? '#ffffff';
  const backgroundNote =
    settings.background !== null ? null : themeBackground ? `the ${settings.theme} theme’s background` : 'not set: white assumed';

  const takePalette = useCallback(
    (palette: PaletteData, how: string) => {
      onChange({ ...settings, palette: palette.colors });
      setOpenedPalette(palette);
      const count = `${palette.colors.length} colour${palette.colors.length === 1 ? '' : 's'}`;
      setNotice({ tone: 'info', text: `${how} the palette “${palette.name}” (${count}).` });
    },
    [onChange, settings],
  );
  useEffect(() => {
    if (!linkedPalette?.ok || !lists || linkedPaletteUsed.current) return;
    linkedPaletteUsed.current = true;
    takePalette(linkedPalette.palette, 'Opened');
  }, [linkedPalette, lists, takePalette]);

  const [paletteLink, setPaletteLink] = useState<string | null>(null);
  const onShare = useCallback(async () => {
    const link = paletteAddress(paletteJson({ name: paletteName, colors: paletteColors }));
    if (!link.ok) return setNotice({ tone: 'error', text: link.message });
    const url = new URL(link.url, window.location.href).href;
    setPaletteLink(url);
    const copied = await copyText(url);
    setNotice({
      tone: 'info',
      text: copied ? 'Copied the palette link.' : 'Copying was not allowed here: copy the palette link from its field.',
    });
  }, [paletteName, paletteColors]);
  const onExportBlock = useCallback(() => {
    if (!engine) return;
    const text = themeBlockText({ themeConfig: { palette: paletteColors } }, serializerOf(engine));
    saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), paletteFileName(paletteName, 'txt'));
  }, [engine, paletteColors, paletteName]);
  const onExportJson = useCallback(() => {
    const text = paletteJson({ name: paletteName, colors: paletteColors });
    saveBlob(new Blob([text], { type: 'application/json' }), paletteFileName(paletteName, 'json'));
  }, [paletteColors, paletteName]);
  const onImport = useCallback(
    async (file: File) => {
      const read = await readPaletteFile(file);
      if (read.ok) takePalette(read.palette, 'Imported');
      else setNotice({ tone: 'error', text: read.message });
    },
    [takePalette],
  );

  const onSavePalette = useCallback(
    (name: string) => {
      void savedStore.savePalette(name, paletteColors);
      setNotice({ tone: 'info', text: `Saved the palette “${name}”.` });
    },
    [savedStore, paletteColors],
  );
  const onSaveTheme = useCallback(
    (name: string) => {
      void savedStore.saveTheme(name, theme);
      setNotice({ tone: 'info', text: `Saved the theme “${name}”.` });
    },
    [savedStore, theme],
  );
  const onUseSavedPalette = useCallback((palette: SavedPalette) => takePalette(palette, 'Using'), [takePalette]);
  const onUseSavedTheme = useCallback(
    (saved: SavedTheme) => {
      onChange(settingsOf(saved.theme));
      setNotice({ tone: 'info', text: `Using the theme “${saved.name}”.` });
    },
    [onChange],
  );

  // The picture as an image for the colour-vision preview; a new one whenever a new picture is on screen.
  const pictureVersion = picture.state.version;
  const pictureHandle = picture.handle;
  // Read once the picture's icons are in, from a copy that is not hidden (the library hides the <svg> until it is done).
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  useEffect(() => {
    const handle = pictureVersion > 0 ? pictureHandle() : null;
    if (!handle) return;
    let current = true;
    const show = () => {
      if (current && handle.svg) setPictureUrl(pictureImageUrl(handle.svg));
    };
    handle.whenLoaded().then(show, show);
    return () => {
      current = false;
    };
  }, [pictureVersion, pictureHandle]);

  const applied = source !== null && documentState.loaded && documentState.document.source === source;
  const onApply = useCallback(() => {
    if (source === null) return;
    applyToDocument(session, source);
    setNotice({ tone: 'info', text: 'Applied the theme to the current document.' });
  }, [source, session]);
  const dismissNotice = useCallback(() => setNotice(null), []);

  // The comparison's cells, drawn one per frame from a queue of their own.
  const [cells, setCells] = useState<ComparisonCell[]>([]);
  const nextCellId = useRef(1);
  const queue = useMemo(() => createFrameQueue(), []);
  const addCells = useCallback((list: StyleSettings[], replace: boolean) => {
    const added = list.map((cellSettings) => ({ id: nextCellId.current++, settings: cellSettings }));
    setCells((current) => (replace ? added : [...current, ...added]));
  }, []);
  const removeCell = useCallback((id: number) => setCells((current) => current.filter((cell) => cell.id !== id)), []);
  const moveCell = useCallback((id: number, by: -1 | 1) => {
    setCells((current) => {
      const from = current.findIndex((cell) => cell.id === id);
      return from < 0 ? current : moveItem(current, from, from + by);
    });
  }, []);

  return (
    <section className="style-page">
      <h1>{PAGE.title}</h1>
      <p className="style-page__intro">{PAGE.description}</p>
      <Notice notice={notice} onDismiss={dismissNotice} />
      <StorageNotice status={documentState.storage} />
      <OtherTabNotice change={documentState.externalChange} onLoad={session.acceptOtherTab} onKeep={session.keepMine} />
      <div className="style-page__panes">
        <div className="style-page__settings">
          <StyleControls settings={settings} lists={lists} saved={saved} onChange={onChange} onUseTheme={onUseSavedTheme} />
          <ThemeBlockPanel block={block} />
          <div className="style-page__row">
            <button type="button" onClick={onApply} disabled={source === null || applied}>
              Apply to document
            </button>
            <Link to={PAGES.editor.path}>Open in Editor</Link>
          </div>
          <p className="status-line" role="status">
            {source === null
              ? 'Reading the current document…'
              : applied
                ? 'The current document has this theme.'
                : 'Not applied: the current document keeps its theme until you apply.'}
          </p>
        </div>
        <div className="style-page__output">
          <Preview stageRef={picture.containerRef} picture={picture.state} engine={engineState} onRetry={retry} />
        </div>
      </div>
      <BrandPalette
        colors={paletteColors}
        background={contrastBackground}
        backgroundNote={backgroundNote}
        disabled={!lists}
        onColors={onColors}
      >
        <PaletteTransfer
          disabled={!lists || paletteColors.length === 0}
          link={paletteLink}
          onShare={() => void onShare()}
          onExportBlock={onExportBlock}
          onExportJson={onExportJson}
          onImport={(file) => void onImport(file)}
        />
      </BrandPalette>
      <SavedStyles
        palettes={saved.palettes}
        themes={saved.themes}
        storageProblem={saved.storageProblem}
        disabled={!lists}
        onSavePalette={onSavePalette}
        onSaveTheme={onSaveTheme}
        onUsePalette={onUseSavedPalette}
        onUseTheme={onUseSavedTheme}
        onDeletePalette={(name) => void savedStore.deletePalette(name)}
        onDeleteTheme={(name) => void savedStore.deleteTheme(name)}
      />
      <ColorVisionPreview pictureUrl={pictureUrl} />
      <h2 className="style-page__heading">Side by side</h2>
      <div className="style-page__row">
        <button type="button" disabled={!lists} onClick={() => addCells([settings], false)}>
          Add current settings
        </button>
        <button type="button" disabled={!lists} onClick={() => lists && addCells(allThemes(settings, lists.themes), true)}>
          All themes
        </button>
        <button type="button" disabled={!lists} onClick={() => lists && addCells(allPalettes(settings, lists.palettes), true)}>
          All palettes
        </button>
        <button type="button" disabled={!lists} onClick={() => addCells(allLooks(settings), true)}>
          All looks
        </button>
        <button type="button" disabled={cells.length === 0} onClick={() => setCells([])}>
          Clear
        </button>
      </div>
      <Comparison
        cells={cells}
        engine={engineState}
        onRetry={retry}
        sourceFor={sourceFor}
        queue={queue}
        onChoose={onChange}
        onRemove={removeCell}
        onMove={moveCell}
      />
    </section>
  );
}
