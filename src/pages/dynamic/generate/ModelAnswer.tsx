// The model's message: the prose around its fenced spec (shown as text, never drawn or parsed as markup), and how the
// request went.
import { formatCount } from '../../../engine';
import { answerParts } from './answerParts';
import { shownPart, STREAMED_TEXT_SHOWN_CHARS } from '../stream/streamedTextShown';
import type { GenerationStatus } from './useGeneration';

interface Props {
  answer: string;
  status: GenerationStatus;
}

export function ModelAnswer({ answer, status }: Props) {
  const { prose, fenced } = answerParts(answer);
  const streaming = status.kind === 'streaming';
  return (
    <section className="dynamic-panel" aria-label="Model answer" aria-busy={streaming}>
      <h2 className="dynamic-heading">Model answer</h2>
      {prose !== '' ? (
        <p className="dynamic-answer">
          {shownPart(prose)}
          {prose.length > STREAMED_TEXT_SHOWN_CHARS &&
            ` … (${formatCount(prose.length)} characters in all: the first ${formatCount(STREAMED_TEXT_SHOWN_CHARS)} are shown.)`}
        </p>
      ) : (
        <p className="dynamic-muted">{answer === '' ? 'No answer yet.' : fenced ? 'The answer is the spec alone.' : ''}</p>
      )}
      <p
        className={status.kind === 'ended' ? `dynamic-message dynamic-message--${status.tone}` : undefined}
        role={status.kind === 'ended' && status.tone === 'error' ? 'alert' : 'status'}
      >
        {status.kind === 'streaming'
          ? `${status.what}… the picture builds up as the answer arrives.`
          : status.kind === 'ended'
            ? status.message
            : ''}
      </p>
    </section>
  );
}
