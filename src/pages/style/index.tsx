// The Style page: the current document under another theme, palette, font and look, written into its theme block and
// applied back to the document. This file wires state only: the page reads the working copy's settings (not its text), so a
// change of the text that keeps the theme re-renders the views that show the text (StylePreview, StyleViews), not the page.
import { useCallback, useMemo, useState } from 'react';
import { useSession, useSessionSelector } from '../../session';
import { DeletedElsewhereNotice, OtherTabNotice, StorageNotice, type DocumentStoreState } from '../../shared/document';
import { DocumentSwitcher } from '../../shared/documents/DocumentSwitcher';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { OpenedNotice } from '../../session/OpenedNotice';
import { useAddressOpen } from '../../session/useAddressOpen';
import { pageDescription, pageTitle } from '../../shared/pageFacts/pageFacts';
import { useLocale, useT } from '../../i18n/react';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { Notice, type NoticeMessage } from '../../shared/panels/Notice';
import { createValueStore, useValueSelector } from '../../shared/viewState/valueStore';
import { applyToDocument } from './applyToDocument';
import { BrandPalette } from './components/BrandPalette';
import { PaletteTransfer } from './components/PaletteTransfer';
import { SavedStyles } from './components/SavedStyles';
import { StyleControls, type StyleLists } from './components/StyleControls';
import { readPaletteHash, type PaletteRead } from './paletteFile';
import { StylePreview } from './StylePreview';
import { SideBySide } from './SideBySide';
import { ApplyStatus, ColorVisionView, ThemeBlockView } from './StyleViews';
import { sameSettings, settingsOfSource, themeOf } from './themeOfSource';
import type { StyleSettings } from './themeSettings';
import { useSavedStyleActions } from './useSavedStyleActions';
import { usePaletteTransfer } from './usePaletteTransfer';
import { useSavedStyles } from './useSavedStyles';
import { useStyleWorkingCopy } from './useStyleWorkingCopy';
import '../../shared/panels/panels.css';
import { usePageActions } from '../../actions/ActionsProvider';
import { PAN_ZOOM_KEYS } from '../../shared/preview/usePanZoom';
import './style.css';

const selectStorage = (state: DocumentStoreState) => state.storage;
const selectOtherTab = (state: DocumentStoreState) => state.externalChange;
const selectDeletedElsewhere = (state: DocumentStoreState) => state.deletedElsewhere;
const isRead = (source: string | null) => source !== null;

function firstNotice(palette: PaletteRead | null): NoticeMessage | null {
  return palette && !palette.ok ? { tone: 'error', text: palette.message } : null;
}

/** The page's keys, listed in Keyboard shortcuts (handled on the pictures' viewports). */
export const STYLE_WIDGET_KEYS = [PAN_ZOOM_KEYS];

export default function StylePage() {
  const t = useT();
  usePageTitle(pageTitle('style'));
  usePageActions({ scope: 'style', actions: [], context: null, widgets: STYLE_WIDGET_KEYS });
  const session = useSession();
  const engineUse = useEngine();
  const engine = engineUse.state.engine;
  const { saved, savedStore } = useSavedStyles();
  // A palette link (`/style#v=1&palette=…`) and a source link (`/style#v=1&code=…`) are read once; a bad one changes nothing.
  const [linkedPalette] = useState(() => readPaletteHash(window.location.hash));
  const [notice, setNotice] = useState(() => firstNotice(linkedPalette));
  // The source link opens through the session first; the working copy starts on what is open then.
  const started = useAddressOpen(session, setNotice);
  const { copy, write } = useStyleWorkingCopy(session, engine, started, setNotice);
  const [pictureUrl] = useState(() => createValueStore<string | null>(null));
  const storage = useSessionSelector(selectStorage);
  const otherTab = useSessionSelector(selectOtherTab);
  const deletedElsewhere = useSessionSelector(selectDeletedElsewhere);

  const settings = useValueSelector(
    copy,
    useCallback((source: string | null) => settingsOfSource(engine, source), [engine]),
    sameSettings,
  );
  const read = useValueSelector(copy, isRead);
  const locale = useLocale();
  const lists = useMemo<StyleLists | null>(
    () => (engine && read ? { themes: engine.themes(), palettes: engine.palettes(), fonts: engine.fonts() } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the titles are in the language spoken when listed: listed again after a switch
    [engine, read, locale],
  );
  const onChange = useCallback(
    (next: StyleSettings) => {
      if (write(next)) return;
      setNotice({ tone: 'error', text: t('style.notice.jsonDoesNotParse') });
    },
    [write, t],
  );
  const palette = usePaletteTransfer({
    engine,
    settings,
    lists,
    savedPalettes: saved.palettes,
    linkedPalette,
    onChange,
    showNotice: setNotice,
  });

  const themeNow = useCallback(() => {
    const source = copy.get();
    return engine && source !== null ? themeOf(engine, source) : {};
  }, [copy, engine]);
  const savedActions = useSavedStyleActions({
    savedStore,
    colors: palette.colors,
    themeNow,
    takePalette: palette.take,
    onChange,
    showNotice: setNotice,
  });
  const onApply = useCallback(() => {
    const source = copy.get();
    if (source === null) return;
    applyToDocument(session, source);
    setNotice({ tone: 'info', text: t('style.notice.applied') });
  }, [copy, session, t]);

  return (
    <section className="style-page">
      <h1>{pageTitle('style')}</h1>
      <p className="style-page__intro">{pageDescription('style')}</p>
      <DocumentSwitcher session={session} />
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <OpenedNotice session={session} />
      <StorageNotice status={storage} />
      <OtherTabNotice change={otherTab} onLoad={session.acceptOtherTab} onKeep={session.keepMine} />
      <DeletedElsewhereNotice deleted={deletedElsewhere} onKeep={session.keepAsNewDocument} />
      <div className="style-page__panes">
        <div className="style-page__settings">
          <StyleControls settings={settings} lists={lists} saved={saved} onChange={onChange} onUseTheme={savedActions.chooseTheme} />
          <ThemeBlockView copy={copy} engine={engine} />
          <ApplyStatus copy={copy} onApply={onApply} />
        </div>
        <StylePreview copy={copy} engine={engineUse} pictureUrl={pictureUrl} />
      </div>
      <BrandPalette
        colors={palette.colors}
        background={palette.background}
        backgroundNote={palette.backgroundNote}
        disabled={!lists}
        onColors={palette.onColors}
      >
        <PaletteTransfer
          disabled={!lists || palette.colors.length === 0}
          link={palette.link}
          onShare={() => void palette.share()}
          onExportBlock={palette.exportBlock}
          onExportJson={palette.exportJson}
          onImport={(file) => void palette.importFile(file)}
        />
      </BrandPalette>
      <SavedStyles
        palettes={saved.palettes}
        themes={saved.themes}
        storageProblem={saved.storageProblem}
        disabled={!lists}
        onSavePalette={savedActions.savePalette}
        onSaveTheme={savedActions.saveTheme}
        onUsePalette={savedActions.choosePalette}
        onUseTheme={savedActions.chooseTheme}
        onDeletePalette={(name) => void savedStore.deletePalette(name)}
        onDeleteTheme={(name) => void savedStore.deleteTheme(name)}
      />
      <ColorVisionView pictureUrl={pictureUrl} />
      <SideBySide copy={copy} engine={engineUse} settings={settings} lists={lists} onChoose={onChange} />
    </section>
  );
}
