// "New from template": a searchable list of every template; choosing one replaces the text with its sample (undoable).
import { useEffect, useMemo, useState } from 'react';
import type { TemplateInfo } from '../../../engine';
import { templateTitle } from '../../../engine/spec/templateTitle';
import { categoryLabel } from '../../../shared/gallery/templateCatalogue';
import { groupRanked, prepareRanking, rankTemplates } from '../../../shared/gallery/templateRanking';
import { afterPaintWhenIdle } from '../../../runtime/scheduling/clock';
import { Dialog } from '../../../shared/panels/Dialog';
import { MAX_SEARCH_CHARS } from '../../../shared/fieldLimits';
import { useT } from '../../../i18n/react';

interface Props {
  open: boolean;
  /** null while the engine (which knows the catalogue) loads. */
  templates: readonly TemplateInfo[] | null;
  onPick(template: string): void;
  onClose(): void;
}

export function NewFromTemplateDialog({ open, templates, onPick, onClose }: Props) {
  const t = useT();
  return (
    <Dialog open={open} title={t('editor.newFromTemplate.title')} onClose={onClose} className="template-dialog">
      <TemplateSearch templates={templates} onPick={onPick} />
    </Dialog>
  );
}

/** The dialog's body, mounted while it is open, so every opening starts with an empty search. */
function TemplateSearch({ templates, onPick }: Pick<Props, 'templates' | 'onPick'>) {
  const t = useT();
  const [query, setQuery] = useState('');
  // Best match first: the group of the best match leads, and Enter takes it.
  const matches = useMemo(() => (templates ? rankTemplates(templates, { query, category: '' }) : []), [templates, query]);
  const groups = useMemo(() => groupRanked(matches), [matches]);
  // The ranking's index is built once the dialog has been painted and the page is idle, not at the first key.
  useEffect(() => {
    let live = true;
    if (templates) void afterPaintWhenIdle().then(() => live && prepareRanking(templates));
    return () => {
      live = false;
    };
  }, [templates]);
  return (
    <>
      <form
        className="template-dialog__search"
        role="search"
        onSubmit={(event) => {
          // Enter in the field takes the first match (the best), the way a filtered list is usually used.
          event.preventDefault();
          if (groups[0]) onPick(groups[0].templates[0].name);
        }}
      >
        <label htmlFor="template-dialog-query">{t('editor.newFromTemplate.search')}</label>
        <input
          id="template-dialog-query"
          className="dialog__field"
          type="search"
          maxLength={MAX_SEARCH_CHARS}
          value={query}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          aria-describedby="template-dialog-count"
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <p id="template-dialog-count" className="template-dialog__count" role="status">
        {templates === null
          ? t('editor.newFromTemplate.loading')
          : t('editor.newFromTemplate.count', { shown: matches.length, count: templates.length })}
      </p>
      <div className="template-dialog__list">
        {groups.map((group) => (
          <section key={group.category} aria-label={categoryLabel(group.category)}>
            <h3 className="template-dialog__group">{categoryLabel(group.category)}</h3>
            <ul>
              {group.templates.map((template) => (
                <li key={template.name}>
                  <button type="button" className="template-dialog__choice" onClick={() => onPick(template.name)}>
                    <span className="template-dialog__title">{templateTitle(template.name)}</span> <code>{template.name}</code>
                    {template.deprecated && <span className="template-dialog__badge"> {t('editor.newFromTemplate.deprecated')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
