// The Style page: the current document under another theme, palette, font and look, written into its theme block and
// applied back to the document. This file holds the page's state; the controls and panels only draw.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { readThemeBlock, type Engine, type InfographicSpec, type JsonTheme } from '../../engine';
import { OtherTabNotice, StorageNotice, useDocumentStore, useLoadedDocument } from '../../shared/document';
import { Notice, type NoticeMessage } from '../../shared/Notice';
import { PAGES } from '../../shared/pageFacts';
import { Preview } from '../../shared/preview/Preview';
import { useEngine } from '../../shared/useEngine';
import { useInfographic } from '../../shared/useInfographic';
import { usePageTitle } from '../../shared/usePageTitle';
import { BrandPalette } from './components/BrandPalette';
import { allLooks, allPalettes, allThemes, type ComparisonCell } from './comparison';
import { Comparison } from './components/Comparison';
import { StyleControls, type StyleLists } from './components/StyleControls';
import { createFrameQueue } from './frameQueue';
import { ThemeBlockPanel } from './components/ThemeBlockPanel';
import { settingsOf, sourceWithTheme, themeBlockText, withSettings, type StyleSettings } from './themeSettings';
import '../../shared/panels.css';
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
  const { state: documentState, store } = useDocumentStore();
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const renderPicture = picture.render;
  // The page's working copy of the document: the controls rewrite its theme; "Apply to document" stores it.
  const [source, setSource] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const openDocument = useCallback(
    (text: string) => {
      setSource(text);
      renderPicture(text);
    },
    [renderPicture],
  );
  useLoadedDocument(store, openDocument);

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

  const applied = source !== null && documentState.loaded && documentState.document.source === source;
  const onApply = useCallback(() => {
    if (source === null) return;
    store.replaceSource(source, 'style');
    setNotice({ tone: 'info', text: 'Applied the theme to the current document.' });
  }, [source, store]);
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
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  return (
    <section className="style-page">
      <h1>{PAGE.title}</h1>
      <p className="style-page__intro">{PAGE.description}</p>
      <Notice notice={notice} onDismiss={dismissNotice} />
      <StorageNotice status={documentState.storage} />
      <OtherTabNotice change={documentState.externalChange} onLoad={store.acceptExternalChange} onKeep={store.dismissExternalChange} />
      <div className="style-page__panes">
        <div className="style-page__settings">
          <StyleControls settings={settings} lists={lists} onChange={onChange} />
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
        background={settings.background ?? '#ffffff'}
        backgroundAssumed={settings.background === null}
        disabled={!lists}
        onColors={onColors}
      />
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
