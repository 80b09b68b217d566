// "Try other templates" (its own chunk, loaded when opened): the document's data drawn in every template that fits it,
// as it is or after a conversion, as cards drawn a few per frame as they scroll into view. Pressing one switches the template.
// Mounted while open: the one modal dialog, so Escape closes it and the focus returns to the button.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { compatibleTemplates, sourceForFit, templateOfSource, type Engine, type TemplateFit } from '../../engine';
import { createFrameQueue } from '../../runtime/scheduling/frameQueue';
import { useT } from '../../i18n/react';
import { Dialog } from '../panels/Dialog';
import { createVisibilityWatcher } from '../frames/visibilityWatcher';
import { TemplateFitCard } from './TemplateFitCard';
import './tryTemplates.css';

export interface TryTemplatesDialogProps {
  engine: Engine;
  /** The document's text when the dialog opened. */
  source: string;
  /** The source rewritten for the chosen template; the page puts it in the document (one undo step in the Editor). */
  onChoose(text: string): void;
  onClose(): void;
}

/** Cards start drawing a little before they scroll into view. */
const CARD_MARGIN = '200px 0px';

export default function TryTemplatesDialog({ engine, source, onChoose, onClose }: TryTemplatesDialogProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const validation = useMemo(() => engine.validate(source), [engine, source]);
  const options = validation.options;
  const fits = useMemo(() => compatibleTemplates(options?.data, engine.templates()), [options, engine]);
  const current = templateOfSource(source);
  const queue = useMemo(() => createFrameQueue({ onError: (error) => console.warn('Template card failed', error) }), []);
  const watcher = useMemo(() => createVisibilityWatcher(CARD_MARGIN), []);
  useEffect(() => () => watcher.disconnect(), [watcher]);

  const choose = useCallback(
    (fit: TemplateFit) => {
      const text = sourceForFit(source, fit);
      if (text === null) {
        setProblem(t('shared.tryTemplates.switchFailed', { template: fit.template.name }));
        return;
      }
      onChoose(text);
      onClose();
    },
    [source, onChoose, onClose, t],
  );

  const direct = fits.filter((f) => !f.conversion);
  const converted = fits.filter((f) => f.conversion);
  const section = (title: string, list: TemplateFit[]) =>
    list.length > 0 && (
      <section className="try-templates__group" aria-label={title}>
        <h3 className="try-templates__group-heading">
          {title} <span className="try-templates__count">{list.length}</span>
        </h3>
        <ul className="try-templates__grid">
          {list.map((fit) => (
            <TemplateFitCard
              key={fit.template.name}
              fit={fit}
              options={options!}
              engine={engine}
              queue={queue}
              watcher={watcher}
              current={fit.template.name === current}
              onChoose={choose}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <Dialog open title={t('shared.tryTemplates.title')} onClose={onClose} className="try-templates">
      <p className="try-templates__intro" role="status">
        {fits.length > 0
          ? t('shared.tryTemplates.intro', { count: fits.length, direct: direct.length, converted: converted.length })
          : options
            ? t('shared.tryTemplates.noneFit')
            : t('shared.tryTemplates.sourceErrors')}
      </p>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {options && section(t('shared.tryTemplates.direct'), direct)}
      {options && section(t('shared.tryTemplates.converted'), converted)}
    </Dialog>
  );
}
