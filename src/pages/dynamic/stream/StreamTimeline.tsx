// One mark per chunk: whether its prefix rendered, was skipped, waited, was unfinished or failed; a click jumps there.
import { memo, useId, useRef, type KeyboardEvent } from 'react';
import type { ChunkStatus } from './player';
import { formatCount } from '../../../engine';
import { onWidgetKeys, type WidgetKeys } from '../../../actions/widgetKeys';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/react';

/** One mark is in the tab order (the current one); these keys move between marks, as in a toolbar. */
export const TIMELINE_KEYS: WidgetKeys<'next' | 'previous' | 'first' | 'last'> = {
  id: 'dynamic.timeline',
  where: 'dynamic.timeline.where',
  place: 'page',
  keys: [
    { name: 'next', label: 'dynamic.timeline.next', keys: ['ArrowRight', 'ArrowDown'] },
    { name: 'previous', label: 'dynamic.timeline.previous', keys: ['ArrowLeft', 'ArrowUp'] },
    { name: 'first', label: 'dynamic.timeline.first', keys: ['Home'] },
    { name: 'last', label: 'dynamic.timeline.last', keys: ['End'] },
  ],
};

function describe(index: number, status: ChunkStatus): string {
  const name = t(`dynamic.timeline.status.${status.kind}`);
  return 'reason' in status
    ? t('dynamic.timeline.chunkReason', {
        index: index + 1,
        status: name,
        // a wait's reason is a message id; the others are the engine's diagnostics, already in the interface's language
        reason: status.kind === 'waiting' ? t(status.reason) : status.reason,
      })
    : t('dynamic.timeline.chunk', { index: index + 1, status: name });
}

const Mark = memo(function Mark({
  index,
  status,
  current,
  focusable,
  onJump,
}: {
  index: number;
  status: ChunkStatus;
  current: boolean;
  focusable: boolean;
  onJump(position: number): void;
}) {
  useT();
  const text = describe(index, status);
  return (
    <li>
      <button
        type="button"
        className={`timeline__mark timeline__mark--${status.kind}`}
        aria-label={text}
        aria-current={current ? 'step' : undefined}
        title={text}
        tabIndex={focusable ? 0 : -1}
        data-index={index}
        onClick={() => onJump(index + 1)}
      />
    </li>
  );
});

/** Most marks in the DOM at once: a 200,000-character spec made 37,039 buttons and froze the page. */
export const MAX_MARKS = 300;

/** The [start, end) range of marks drawn: all of them, or MAX_MARKS around the current chunk. */
export function markWindow(total: number, currentIndex: number): [number, number] {
  if (total <= MAX_MARKS) return [0, total];
  const start = Math.max(0, Math.min(total - MAX_MARKS, currentIndex - Math.floor(MAX_MARKS / 2)));
  return [start, start + MAX_MARKS];
}

interface Props {
  statuses: readonly ChunkStatus[];
  position: number;
  onJump(position: number): void;
}

export const StreamTimeline = memo(function StreamTimeline({ statuses, position, onJump }: Props) {
  useT();
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const counts = new Map<ChunkStatus['kind'], number>();
  for (const status of statuses) counts.set(status.kind, (counts.get(status.kind) ?? 0) + 1);
  const currentIndex = position - 1;
  const current = currentIndex >= 0 ? statuses[currentIndex] : undefined;
  // One mark is in the tab order (the current one); arrow keys move between marks, as in a toolbar.
  const [start, end] = markWindow(statuses.length, currentIndex);
  const focusIndex = Math.max(start, Math.min(end - 1, currentIndex));
  const moveBy = (step: number) => (event: KeyboardEvent<HTMLOListElement>) => {
    const from = Number((event.target as HTMLElement).dataset.index ?? focusIndex);
    const to = Math.max(start, Math.min(end - 1, from + step));
    list.current?.querySelector<HTMLButtonElement>(`[data-index="${to}"]`)?.focus();
  };
  const onKeyDown = onWidgetKeys(TIMELINE_KEYS, {
    next: moveBy(1),
    previous: moveBy(-1),
    first: moveBy(-Infinity),
    last: moveBy(Infinity),
  });
  return (
    <section className="timeline" aria-labelledby={headingId}>
      <h2 id={headingId} className="dynamic-heading">
        {t('dynamic.timeline.heading')}
      </h2>
      <p className="timeline__legend">
        {(['rendered', 'skipped', 'waiting', 'incomplete', 'failed', 'pending'] as const).map((kind) => (
          <span key={kind} className="timeline__count">
            <span className={`timeline__swatch timeline__mark--${kind}`} aria-hidden="true" /> {t(`dynamic.timeline.legend.${kind}`)}{' '}
            {counts.get(kind) ?? 0}
          </span>
        ))}
      </p>
      {statuses.length > 0 && (
        <ol ref={list} className="timeline__marks" aria-label={t('dynamic.timeline.chunks')} onKeyDown={onKeyDown}>
          {statuses.slice(start, end).map((status, offset) => (
            <Mark
              key={start + offset}
              index={start + offset}
              status={status}
              current={start + offset === currentIndex}
              focusable={start + offset === focusIndex}
              onJump={onJump}
            />
          ))}
        </ol>
      )}
      {end - start < statuses.length && (
        <p className="timeline__window">
          {t('dynamic.timeline.window', { first: formatCount(start + 1), last: formatCount(end), total: formatCount(statuses.length) })}
        </p>
      )}
      <p className="timeline__current">{current ? describe(currentIndex, current) : t('dynamic.timeline.atStart')}</p>
    </section>
  );
});
