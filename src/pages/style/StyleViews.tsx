// The Style page's small views of its working copy, each subscribed to the one thing it shows: whether it is applied, its
// theme block, the colour-vision image.
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { Engine } from '../../engine';
import { useSessionSelector } from '../../session';
import type { DocumentStoreState } from '../../shared/document';
import { PAGES } from '../../shared/pageFacts/pageFacts';
import { useValueSelector, type ValueStore } from '../../shared/viewState/valueStore';
import { ColorVisionPreview } from './components/ColorVisionPreview';
import { ThemeBlockPanel } from './components/ThemeBlockPanel';
import { themeBlockOf } from './themeOfSource';
import { useT } from '../../i18n/react';

type WorkingCopy = ValueStore<string | null>;
const whole = <T,>(value: T) => value;
const storedText = (state: DocumentStoreState) => (state.loaded ? state.document.source : null);

/** "Apply to document" and what it would change. */
export function ApplyStatus({ copy, onApply }: { copy: WorkingCopy; onApply(): void }) {
  const t = useT();
  const source = useValueSelector(copy, whole);
  const stored = useSessionSelector(storedText);
  const applied = source !== null && stored === source;
  return (
    <>
      <div className="style-page__row">
        <button type="button" onClick={onApply} disabled={source === null || applied}>
          {t('style.apply.button')}
        </button>
        <Link to={PAGES.editor.path}>{t('style.apply.openInEditor')}</Link>
      </div>
      <p className="status-line" role="status">
        {source === null ? t('style.apply.reading') : applied ? t('style.apply.applied') : t('style.apply.notApplied')}
      </p>
    </>
  );
}

export function ThemeBlockView({ copy, engine }: { copy: WorkingCopy; engine: Engine | null }) {
  const block = useValueSelector(
    copy,
    useCallback((source: string | null) => themeBlockOf(engine, source), [engine]),
  );
  return <ThemeBlockPanel block={block} />;
}

export function ColorVisionView({ pictureUrl }: { pictureUrl: ValueStore<string | null> }) {
  return <ColorVisionPreview pictureUrl={useValueSelector(pictureUrl, whole)} />;
}
