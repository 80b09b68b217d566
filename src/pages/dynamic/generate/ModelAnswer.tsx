// The model's message: the prose around its fenced spec (shown as text, never drawn or parsed as markup), and how the
// request went.
import { formatCount } from '../../../engine';
import { answerParts } from './answerParts';
import { shownPart, STREAMED_TEXT_SHOWN_CHARS } from '../stream/streamedTextShown';
import type { GenerationStatus } from './useGeneration';
import { useT } from '../../../i18n/react';

interface Props {
  answer: string;
  status: GenerationStatus;
}

export function ModelAnswer({ answer, status }: Props) {
  const t = useT();
  const { prose, fenced } = answerParts(answer);
  const streaming = status.kind === 'streaming';
  return (
    <section className="dynamic-panel" aria-label={t('dynamic.answer.region')} aria-busy={streaming}>
      <h2 className="dynamic-heading">{t('dynamic.answer.region')}</h2>
      {prose !== '' ? (
        <p className="dynamic-answer">
          {shownPart(prose)}
          {prose.length > STREAMED_TEXT_SHOWN_CHARS &&
            t('dynamic.answer.clipped', { size: formatCount(prose.length), shown: formatCount(STREAMED_TEXT_SHOWN_CHARS) })}
        </p>
      ) : (
        <p className="dynamic-muted">{answer === '' ? t('dynamic.answer.none') : fenced ? t('dynamic.answer.specAlone') : ''}</p>
      )}
      <p
        className={status.kind === 'ended' ? `dynamic-message dynamic-message--${status.tone}` : undefined}
        role={status.kind === 'ended' && status.tone === 'error' ? 'alert' : 'status'}
      >
        {status.kind === 'streaming' ? t('dynamic.answer.streaming', { what: status.what }) : status.kind === 'ended' ? status.message : ''}
      </p>
    </section>
  );
}
