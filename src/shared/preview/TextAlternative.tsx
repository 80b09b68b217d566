// "Text alternative": the data of the picture on screen as a list a screen reader reads (trees nested, relations "A → B"),
// under a disclosure beneath the preview, with "Copy as Markdown". Drawn from the parsed spec, not from the drawing, and
// read again when icon references resolve (an mdi icon arrives after the first draw), so it names the icon drawn.
import { memo, useId, useState, useSyncExternalStore } from 'react';
import {
  drawnIconsVersion,
  itemLine,
  onDrawnIcons,
  relationLine,
  textAlternative,
  textAlternativeMarkdown,
  type InfographicSpec,
  type TextItem,
} from '../../engine';
import { useT } from '../../i18n/react';
import { copyText } from '../export/download';
import '../panels/panels.css';

interface Props {
  /** The options of the picture on screen (null: nothing drawn yet). */
  spec: InfographicSpec | null;
}

type CopyState = 'idle' | 'copied' | 'failed';

function ItemList({ items }: { items: readonly TextItem[] }) {
  return (
    <ul className="text-alternative__list">
      {items.map((item, index) => (
        <li key={index}>
          {itemLine(item)}
          {item.children.length > 0 && <ItemList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export const TextAlternative = memo(function TextAlternative({ spec }: Props) {
  const t = useT();
  const id = useId();
  // drawn again when icon references resolve, since textAlternative names what each one drew
  useSyncExternalStore(onDrawnIcons, drawnIconsVersion, drawnIconsVersion);
  const alternative = spec ? textAlternative(spec) : null;
  const [copy, setCopy] = useState<CopyState>('idle');
  const onCopy = async () => {
    if (!alternative) return;
    setCopy((await copyText(textAlternativeMarkdown(alternative))) ? 'copied' : 'failed');
  };
  return (
    <details className="text-alternative" onToggle={() => setCopy('idle')}>
      <summary>{t('shared.textAlternative.title')}</summary>
      {alternative === null ? (
        <p className="text-alternative__empty">{t('shared.textAlternative.nothingDrawn')}</p>
      ) : (
        <section aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="panel-heading">
            {alternative.title}
          </h2>
          {alternative.desc && <p className="text-alternative__desc">{alternative.desc}</p>}
          {alternative.items.length > 0 ? (
            <ItemList items={alternative.items} />
          ) : (
            <p className="text-alternative__empty">{t('shared.textAlternative.noItems')}</p>
          )}
          {alternative.relations.length > 0 && (
            <>
              <h3 className="panel-heading">{t('shared.textAlternative.relations')}</h3>
              <ul className="text-alternative__list" aria-label={t('shared.textAlternative.relations')}>
                {alternative.relations.map((relation, index) => (
                  <li key={index}>{relationLine(relation)}</li>
                ))}
              </ul>
            </>
          )}
          <div className="text-alternative__row">
            <button type="button" onClick={() => void onCopy()}>
              {t('shared.textAlternative.copy')}
            </button>
            <p className={`status-line${copy === 'failed' ? ' status-line--error' : ''}`} role="status">
              {copy === 'copied' && t('shared.textAlternative.copied')}
              {copy === 'failed' && t('shared.textAlternative.copyFailed')}
            </p>
          </div>
        </section>
      )}
    </details>
  );
});
