// The "Template" picker: every template of the catalogue, grouped by category; choosing one rewrites the template line.
import { memo, useMemo } from 'react';
import type { TemplateInfo } from '../../../engine';
import { groupTemplates } from '../../../shared/gallery/templateCatalogue';

interface Props {
  templates: readonly TemplateInfo[] | null;
  /** The template the source names (may be one the catalogue does not know). */
  value: string | null;
  onChange(template: string): void;
  onUseSample(): void;
}

export const TemplatePicker = memo(function TemplatePicker({ templates, value, onChange, onUseSample }: Props) {
  const groups = useMemo(() => (templates ? groupTemplates(templates) : []), [templates]);
  const known = !!value && !!templates?.some((t) => t.name === value);
  return (
    <div className="template-picker">
      <label htmlFor="renderer-template">Template</label>
      <select
        id="renderer-template"
        value={templates ? (known ? value! : '') : ''}
        disabled={!templates}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      >
        {!templates && <option value="">Loading templates…</option>}
        {templates && !known && <option value="">{value ? `${value} (unknown)` : 'No template named'}</option>}
        {groups.map((group) => (
          <optgroup key={group.category} label={group.label}>
            {group.templates.map((t) => (
              <option key={t.name} value={t.name}>
                {t.deprecated ? `${t.name} (deprecated)` : t.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="button" onClick={onUseSample} disabled={!known} title="Replace the source with this template's sample data">
        Use sample data
      </button>
    </div>
  );
});
