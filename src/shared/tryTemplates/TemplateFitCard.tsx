// One template in "Try other templates": the document's data drawn in it (once the card scrolls into view), with the
// conversion it needs and its findings as badges; pressing it switches the document to this template.
import { memo, useCallback, useMemo, useState } from 'react';
import {
  describeConversion,
  optionsForFit,
  type Diagnostic,
  type Engine,
  type InfographicSpec,
  type RenderHandle,
  type TemplateFit,
} from '../../engine';
import { templateTitle } from '../../engine/spec/templateTitle';
import { useT } from '../../i18n/react';
import { FindingBadges } from '../gallery/FindingBadges';
import type { FrameQueue } from '../../runtime/scheduling/frameQueue';
import { useLazyPicture } from '../frames/useLazyPicture';
import type { VisibilityWatcher } from '../frames/visibilityWatcher';

interface Props {
  fit: TemplateFit;
  options: InfographicSpec;
  engine: Engine;
  queue: FrameQueue;
  watcher: VisibilityWatcher;
  current: boolean;
  onChoose(fit: TemplateFit): void;
}

export const TemplateFitCard = memo(function TemplateFitCard({ fit, options, engine, queue, watcher, current, onChoose }: Props) {
  const t = useT();
  // A copy per card: the library writes into the data it draws.
  const source = useMemo(() => structuredClone(optionsForFit(options, fit)), [options, fit]);
  const [audited, setAudited] = useState<Diagnostic[]>([]);
  // Every drawn picture is audited by its handle once its icons are in; the findings join the card's badges.
  const onDrawn = useCallback((handle: RenderHandle) => {
    void handle.whenAudited().then(setAudited);
  }, []);
  const { ref, state, diagnostics } = useLazyPicture<HTMLDivElement>({ engine, queue, watcher, source, onDrawn });
  const findings = useMemo(() => [...diagnostics, ...audited], [diagnostics, audited]);
  const { template, conversion } = fit;

  return (
    <li className="fit-card" data-template={template.name} data-state={state}>
      <button type="button" className="fit-card__button" onClick={() => onChoose(fit)} aria-current={current ? 'true' : undefined}>
        <div ref={ref} className={`picture-card__preview is-${state}`} aria-hidden="true" />
        {state === 'failed' && <span className="fit-card__note">{t('shared.tryTemplates.notDrawn')}</span>}
        <span className="fit-card__title">{templateTitle(template.name)}</span>
        <code className="fit-card__name">{template.name}</code>
        {current && <span className="fit-card__tag">{t('shared.tryTemplates.current')}</span>}
        {conversion && (
          <span className="fit-card__conversion">{t('shared.tryTemplates.converts', { conversion: describeConversion(conversion) })}</span>
        )}
      </button>
      <FindingBadges findings={findings} />
    </li>
  );
});
