// The report: one row per spec (outcome, counts, the first diagnostic with its line, render time, a thumbnail), sortable
// by its column headers, one page at a time; a row opens its spec in the Renderer or the Editor.
import { memo } from 'react';
import type { Diagnostic, Engine } from '../../../../engine';
import { diagnosticText } from '../../../../shared/diagnostics/diagnostics';
import type { FrameQueue } from '../../../../runtime/scheduling/frameQueue';
import type { VisibilityWatcher } from '../../../../shared/frames/visibilityWatcher';
import { roundedMs, statusOf } from '../batchReport';
import type { BatchResult } from '../batchRunner';
import type { SortKey, SortOrder } from '../batchTable';
import { BatchThumbnail } from './BatchThumbnail';
import { t as translate, type MessageId } from '../../../../i18n/i18n';
import { useT } from '../../../../i18n/react';
import { pageTitle } from '../../../../shared/pageFacts/pageFacts';

export type OpenTarget = 'renderer' | 'editor';

interface Props {
  rows: readonly BatchResult[];
  order: SortOrder;
  onSort(key: SortKey): void;
  engine: Engine;
  queue: FrameQueue;
  watcher: VisibilityWatcher;
  onOpen(result: BatchResult, target: OpenTarget): void;
  /** False while the batch runs: thumbnails wait, so drawing them never competes with checking. */
  drawThumbnails: boolean;
}

const COLUMNS: { key: SortKey | null; label: MessageId }[] = [
  { key: 'index', label: 'renderer.batch.column.index' },
  { key: 'file', label: 'renderer.batch.column.file' },
  { key: 'template', label: 'renderer.batch.column.template' },
  { key: 'status', label: 'renderer.batch.column.status' },
  { key: 'errors', label: 'renderer.batch.column.errors' },
  { key: 'warnings', label: 'renderer.batch.column.warnings' },
  { key: null, label: 'renderer.batch.column.firstProblem' },
  { key: 'time', label: 'renderer.batch.column.time' },
  { key: null, label: 'renderer.batch.column.picture' },
  { key: null, label: 'renderer.batch.column.open' },
];

const STATUS_TEXT: Record<ReturnType<typeof statusOf>, MessageId> = {
  rendered: 'renderer.batch.status.rendered',
  failed: 'renderer.batch.status.failed',
  unreadable: 'renderer.batch.status.unreadable',
};

/** "line 12: Unknown template 'x'." with the file's line (the spec's own line follows when they differ). */
function firstProblem(result: BatchResult, first: Diagnostic | undefined): string {
  if (!first) return '';
  if (result.firstFileLine === null || (first.line === undefined && result.entry.source !== null)) return first.message;
  const values = { line: result.firstFileLine, specLine: first.line, message: first.message };
  return first.line !== undefined && first.line !== result.firstFileLine
    ? translate('renderer.batch.problemOnSpecLine', values)
    : translate('renderer.batch.problemOnLine', values);
}

const Row = memo(function Row({
  result,
  engine,
  queue,
  watcher,
  onOpen,
  drawThumbnails,
}: { result: BatchResult } & Omit<Props, 'rows' | 'order' | 'onSort'>) {
  const t = useT();
  const status = statusOf(result);
  const first = result.diagnostics[0];
  const ms = roundedMs(result.durationMs);
  const where = `${result.entry.file}:${result.entry.line}`;
  return (
    <tr className={`batch-row batch-row--${status}`} data-index={result.entry.index}>
      <td>{result.entry.index}</td>
      <td className="batch-row__file">{where}</td>
      <td className="batch-row__template">{result.template ? <code>{result.template}</code> : '—'}</td>
      <td className={`batch-row__status is-${status}`}>{t(STATUS_TEXT[status])}</td>
      <td>{result.errors}</td>
      <td>{result.warnings}</td>
      <td className={`batch-row__problem${first ? ` is-${first.severity}` : ''}`} title={first ? diagnosticText(first) : undefined}>
        {firstProblem(result, first)}
      </td>
      <td>{ms === null ? '—' : t('renderer.batch.ms', { ms })}</td>
      <td>
        {result.rendered && result.entry.source !== null ? (
          drawThumbnails ? (
            <BatchThumbnail engine={engine} queue={queue} watcher={watcher} source={result.entry.source} />
          ) : (
            <div className="batch-thumbnail picture-card__preview is-waiting" aria-hidden="true" />
          )
        ) : (
          '—'
        )}
      </td>
      <td className="batch-row__open">
        {result.entry.source !== null && (
          <>
            <button
              type="button"
              onClick={() => onOpen(result, 'renderer')}
              aria-label={t('renderer.batch.openInRenderer', { index: result.entry.index })}
            >
              {pageTitle('renderer')}
            </button>
            <button
              type="button"
              onClick={() => onOpen(result, 'editor')}
              aria-label={t('renderer.batch.openInEditor', { index: result.entry.index })}
            >
              {pageTitle('editor')}
            </button>
          </>
        )}
      </td>
    </tr>
  );
});

export function BatchTable({ rows, order, onSort, engine, queue, watcher, onOpen, drawThumbnails }: Props) {
  const t = useT();
  return (
    <div className="batch-table__scroll">
      <table className="batch-table">
        <caption className="visually-hidden">{t('renderer.batch.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map(({ key, label }) => (
              <th key={label} scope="col" aria-sort={key && order.key === key ? order.direction : undefined}>
                {key ? (
                  <button type="button" className="batch-table__sort" onClick={() => onSort(key)}>
                    {t(label)}
                    <span aria-hidden="true">{order.key === key ? (order.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
                  </button>
                ) : (
                  t(label)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((result) => (
            <Row
              key={result.entry.index}
              result={result}
              engine={engine}
              queue={queue}
              watcher={watcher}
              onOpen={onOpen}
              drawThumbnails={drawThumbnails}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
