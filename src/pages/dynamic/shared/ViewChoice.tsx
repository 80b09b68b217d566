// What to watch: the three views of the Dynamic page, one at a time.
import type { DynamicView } from './rememberedView';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/react';

const VIEWS: ReadonlyArray<{ view: DynamicView; label: MessageId }> = [
  { view: 'generate', label: 'dynamic.views.generate' },
  { view: 'stream', label: 'dynamic.views.stream' },
  { view: 'data', label: 'dynamic.views.data' },
];

export function ViewChoice({ view, onView }: { view: DynamicView; onView(view: DynamicView): void }) {
  const t = useT();
  return (
    <fieldset className="dynamic-views">
      <legend className="visually-hidden">{t('dynamic.views.legend')}</legend>
      {VIEWS.map((choice) => (
        <label key={choice.view} className="dynamic-choice">
          <input type="radio" name="dynamic-view" checked={view === choice.view} onChange={() => onView(choice.view)} /> {t(choice.label)}
        </label>
      ))}
    </fieldset>
  );
}
