// The "Template" picker: every template of the catalogue, grouped by category; choosing one rewrites the template line.
// A native select changes its value on every key (type-ahead, arrows); each change would draw a template and take a
// snapshot, so a change made by a key is only shown until Enter or leaving the select commits it; a click commits at once.
import { memo, useMemo, useRef, useState } from 'react';
import { onWidgetKeys, type WidgetKeys } from '../../../actions/widgetKeys';
import type { TemplateInfo } from '../../../engine';
import { categoryLabel, groupTemplates } from '../../../shared/gallery/templateCatalogue';
import { useT } from '../../../i18n/react';

/** A template chosen with keys (type-ahead, arrows) is only shown until one of these. */
export const TEMPLATE_PICKER_KEYS: WidgetKeys<'use' | 'drop'> = {
  id: 'renderer.template',
  where: 'renderer.template.label',
  place: 'field',
  keys: [
    { name: 'use', label: 'renderer.widgetKeys.template.use', keys: ['Enter'] },
    { name: 'drop', label: 'renderer.widgetKeys.template.drop', keys: ['Escape'] },
  ],
};

interface Props {
  templates: readonly TemplateInfo[] | null;
  /** The template the source names (may be one the catalogue does not know). */
  value: string | null;
  onChange(template: string): void;
  onUseSample(): void;
}

export const TemplatePicker = memo(function TemplatePicker({ templates, value, onChange, onUseSample }: Props) {
  const t = useT();
  const groups = useMemo(() => (templates ? groupTemplates(templates) : []), [templates]);
  const known = !!value && !!templates?.some((template) => template.name === value);
  const committed = templates ? (known ? value! : '') : '';
  // the template chosen by keys and not yet committed, with the value it was chosen over (a new value drops it)
  const [draft, setDraft] = useState<{ over: string; name: string } | null>(null);
  const shownDraft = draft?.over === committed ? draft.name : null;
  // a key is down: the select's change comes from it (its default action runs between keydown and keyup)
  const keyDown = useRef(false);

  const commit = (name: string | null) => {
    setDraft(null);
    if (name && name !== committed) onChange(name);
  };
  const onKeyDown = onWidgetKeys(
    TEMPLATE_PICKER_KEYS,
    {
      use: () => {
        keyDown.current = false;
        return shownDraft === null ? false : commit(shownDraft);
      },
      drop: () => (shownDraft === null ? false : setDraft(null)),
    },
    () => (keyDown.current = true),
  );

  return (
    <div className="template-picker">
      <label htmlFor="renderer-template">{t('renderer.template.label')}</label>
      <select
        id="renderer-template"
        aria-describedby="renderer-template-hint"
        value={shownDraft ?? committed}
        disabled={!templates}
        onKeyDown={onKeyDown}
        onKeyUp={() => (keyDown.current = false)}
        onBlur={() => shownDraft !== null && commit(shownDraft)}
        onChange={(event) => {
          const name = event.target.value;
          if (!name) return;
          if (keyDown.current) setDraft({ over: committed, name });
          else commit(name);
        }}
      >
        {!templates && <option value="">{t('renderer.template.loading')}</option>}
        {templates && !known && (
          <option value="">{value ? t('renderer.template.unknown', { name: value }) : t('renderer.template.none')}</option>
        )}
        {groups.map((group) => (
          <optgroup key={group.category} label={categoryLabel(group.category)}>
            {group.templates.map((template) => (
              <option key={template.name} value={template.name}>
                {template.deprecated ? t('renderer.template.deprecated', { name: template.name }) : template.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <span id="renderer-template-hint" className="visually-hidden">
        {t('renderer.template.hint')}
      </span>
      <button type="button" onClick={onUseSample} disabled={!known} title={t('renderer.template.sampleTitle')}>
        {t('renderer.template.sample')}
      </button>
    </div>
  );
});
