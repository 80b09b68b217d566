// The comparison: the working spec under several settings at once, each cell its own labelled preview, drawn one per frame.
import { memo, useEffect } from 'react';
import type { Engine } from '../../../engine';
import { Preview } from '../../../shared/preview/Preview';
import type { EngineState } from '../../../shared/lazyModules/useEngine';
import { useInfographic } from '../../../shared/preview/useInfographic';
import { cellLabel, type ComparisonCell } from '../comparison';
import type { FrameQueue } from '../../../runtime/scheduling/frameQueue';
import type { StyleSettings } from '../themeSettings';
import { useT } from '../../../i18n/react';

interface Props {
  cells: ComparisonCell[];
  engine: EngineState;
  onRetry(): void;
  /** The working source under a cell's settings (null when it cannot be written). */
  sourceFor(settings: StyleSettings): string | null;
  queue: FrameQueue;
  onChoose(settings: StyleSettings): void;
  onRemove(id: number): void;
  onMove(id: number, by: -1 | 1): void;
}

export function Comparison({ cells, engine, onRetry, sourceFor, queue, onChoose, onRemove, onMove }: Props) {
  const t = useT();
  return (
    <section className="style-comparison" aria-label={t('style.comparison.label')}>
      {cells.length === 0 ? <p className="status-line">{t('style.comparison.empty')}</p> : null}
      <ol className="style-comparison__cells">
        {cells.map((cell, index) => (
          <ComparisonCellView
            key={cell.id}
            cell={cell}
            first={index === 0}
            last={index === cells.length - 1}
            engine={engine}
            onRetry={onRetry}
            source={sourceFor(cell.settings)}
            queue={queue}
            onChoose={onChoose}
            onRemove={onRemove}
            onMove={onMove}
          />
        ))}
      </ol>
    </section>
  );
}

interface CellProps {
  cell: ComparisonCell;
  first: boolean;
  last: boolean;
  engine: EngineState;
  onRetry(): void;
  source: string | null;
  queue: FrameQueue;
  onChoose(settings: StyleSettings): void;
  onRemove(id: number): void;
  onMove(id: number, by: -1 | 1): void;
}

const ComparisonCellView = memo(function ComparisonCellView({
  cell,
  first,
  last,
  engine,
  onRetry,
  source,
  queue,
  onChoose,
  onRemove,
  onMove,
}: CellProps) {
  const t = useT();
  const picture = useInfographic(engine.engine as Engine | null);
  const render = picture.render;
  // Each cell waits its turn for a frame; a newer source for the same cell replaces the one still waiting.
  useEffect(() => (source === null ? undefined : queue.add(cell.id, () => render(source))), [queue, cell.id, source, render]);
  // Named at each render (cheap), so a switch of language names the cell again.
  const name = cellLabel(cell.settings);
  const label = t('style.comparison.preview', { name });
  return (
    <li className="style-comparison__cell">
      {/* the caption names what the cell shows, for everyone (the preview's region label says it to screen readers) */}
      <p className="style-comparison__caption" aria-hidden="true">
        {name}
      </p>
      <Preview stageRef={picture.containerRef} picture={picture.state} engine={engine} onRetry={onRetry} label={label} />
      <div className="style-page__row">
        <button type="button" onClick={() => onChoose(cell.settings)} aria-label={t('style.comparison.useLabel', { name })}>
          {t('style.comparison.use')}
        </button>
        <button type="button" onClick={() => onMove(cell.id, -1)} disabled={first} aria-label={t('style.comparison.earlier', { name })}>
          ↑
        </button>
        <button type="button" onClick={() => onMove(cell.id, 1)} disabled={last} aria-label={t('style.comparison.later', { name })}>
          ↓
        </button>
        <button type="button" onClick={() => onRemove(cell.id)} aria-label={t('style.comparison.removeLabel', { name })}>
          {t('style.comparison.remove')}
        </button>
      </div>
    </li>
  );
});
