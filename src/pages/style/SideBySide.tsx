// "Side by side": the working copy under several settings at once. The cells' sources follow the working text; the
// presets start from the page's current settings.
import { useCallback } from 'react';
import type { UseEngine } from '../../shared/lazyModules/useEngine';
import { useValueSelector, type ValueStore } from '../../shared/viewState/valueStore';
import { allLooks, allPalettes, allThemes } from './comparison';
import { Comparison } from './components/Comparison';
import type { StyleLists } from './components/StyleControls';
import { sourceWithSettings } from './themeOfSource';
import type { StyleSettings } from './themeSettings';
import { useComparisonCells } from './useComparisonCells';
import { useT } from '../../i18n/react';

const whole = (text: string | null) => text;

interface Props {
  copy: ValueStore<string | null>;
  engine: UseEngine;
  settings: StyleSettings;
  lists: StyleLists | null;
  onChoose(settings: StyleSettings): void;
}

export function SideBySide({ copy, engine: { state: engineState, retry }, settings, lists, onChoose }: Props) {
  const t = useT();
  const source = useValueSelector(copy, whole);
  const engine = engineState.engine;
  const sourceFor = useCallback(
    (next: StyleSettings) => (engine && source !== null ? sourceWithSettings(engine, source, next) : null),
    [engine, source],
  );
  const { cells, queue, add, remove, move, clear } = useComparisonCells();
  return (
    <>
      <h2 className="style-page__heading">{t('style.sideBySide.title')}</h2>
      <div className="style-page__row">
        <button type="button" disabled={!lists} onClick={() => add([settings], false)}>
          {t('style.sideBySide.addCurrent')}
        </button>
        <button type="button" disabled={!lists} onClick={() => lists && add(allThemes(settings, lists.themes), true)}>
          {t('style.sideBySide.allThemes')}
        </button>
        <button type="button" disabled={!lists} onClick={() => lists && add(allPalettes(settings, lists.palettes), true)}>
          {t('style.sideBySide.allPalettes')}
        </button>
        <button type="button" disabled={!lists} onClick={() => add(allLooks(settings), true)}>
          {t('style.sideBySide.allLooks')}
        </button>
        <button type="button" disabled={cells.length === 0} onClick={clear}>
          {t('style.sideBySide.clear')}
        </button>
      </div>
      <Comparison
        cells={cells}
        engine={engineState}
        onRetry={retry}
        sourceFor={sourceFor}
        queue={queue}
        onChoose={onChoose}
        onRemove={remove}
        onMove={move}
      />
    </>
  );
}
