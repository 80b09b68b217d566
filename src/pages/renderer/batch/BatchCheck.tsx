// The batch check (its own chunk, opened at /renderer?batch): many specs checked in one run, in slices that leave the tab
// responsive, into a report table that fills as it goes; filter, sort, open a row, download the report.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadIconsFor, type Engine } from '../../../engine';
import { useSession } from '../../../session';
import { saveBlob } from '../../../shared/export/download';
import { createFrameQueue } from '../../../runtime/scheduling/frameQueue';
import { createVisibilityWatcher } from '../../../shared/frames/visibilityWatcher';
import '../../../shared/gallery/cards.css';
import { PAGES } from '../../../shared/pageFacts/pageFacts';
import { batchEntries, readBatchFile, type BatchEntry } from './batchInput';
import { csvReport, jsonReport } from './batchReport';
import { checkerFor } from './batchChecker';
import { runBatch, type BatchResult, type BatchRun } from './batchRunner';
import { FILTER_LABELS, nextOrder, pageOf, visibleRows, type BatchFilter, type SortKey, type SortOrder } from './batchTable';
import { BatchInputPanel } from './components/BatchInputPanel';
import { BatchTable, type OpenTarget } from './components/BatchTable';
import './batch.css';
import { MAX_SEARCH_CHARS } from '../../../shared/fieldLimits';
import { useT } from '../../../i18n/react';

export interface BatchCheckProps {
  engine: Engine;
}

interface Report {
  entries: BatchEntry[];
  results: readonly BatchResult[];
  leftOut: number;
  running: boolean;
  cancelled: boolean;
}

/** The last report, kept while the app runs, so Back from a spec opened in the Renderer or Editor finds it again. */
let keptReport: Report | null = null;

export default function BatchCheck({ engine }: BatchCheckProps) {
  const t = useT();
  const [report, setReport] = useState<Report | null>(() => keptReport);
  const [reading, setReading] = useState(false);
  const [filter, setFilter] = useState<BatchFilter>('all');
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<SortOrder>({ key: 'index', direction: 'ascending' });
  const [page, setPage] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const run = useRef<BatchRun | null>(null);
  const frame = useRef<number | null>(null);
  const navigate = useNavigate();
  const session = useSession();
  const queue = useMemo(() => createFrameQueue({ onError: (error) => console.warn('Thumbnail failed', error) }), []);
  const watcher = useMemo(() => createVisibilityWatcher('100px 0px'), []);

  useEffect(
    () => () => {
      // Leaving the page stops the run; what was checked stays for Back.
      run.current?.cancel();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      watcher.disconnect();
    },
    [watcher],
  );
  useEffect(() => {
    if (report && !report.running) keptReport = report;
  }, [report]);

  const start = useCallback(
    async (files: File[]) => {
      setReading(true);
      const read = await Promise.all(files.map(readBatchFile));
      const { entries, leftOut } = batchEntries(read);
      // the icon sets the specs name, loaded once up front: each picture then gets its icons at once, and its audit sees them
      await loadIconsFor(entries.flatMap((entry) => (entry.source === null ? [] : [entry.source])));
      setReading(false);
      const stageElement = stage.current;
      if (!stageElement) return;
      run.current?.cancel();
      setPage(0);
      setReport({ entries, results: [], leftOut, running: true, cancelled: false });
      let latest: readonly BatchResult[] = [];
      // The table follows at most once a frame, however many slices ran in it.
      const show = () => {
        frame.current = null;
        setReport((current) => current && { ...current, results: latest });
      };
      run.current = runBatch(entries, {
        check: checkerFor(engine, stageElement),
        onProgress(results) {
          latest = results;
          frame.current ??= requestAnimationFrame(show);
        },
        onDone(results, cancelled) {
          if (frame.current !== null) cancelAnimationFrame(frame.current);
          frame.current = null;
          run.current = null;
          setReport((current) => current && { ...current, results, running: false, cancelled });
        },
      });
    },
    [engine],
  );

  const open = useCallback(
    async (result: BatchResult, target: OpenTarget) => {
      if (result.entry.source === null) return;
      await session.open({ reason: 'batch', text: result.entry.source });
      void navigate(PAGES[target].path);
    },
    [session, navigate],
  );

  const download = (kind: 'csv' | 'json') => {
    if (!report) return;
    const blob =
      kind === 'csv'
        ? new Blob([csvReport(report.results)], { type: 'text/csv;charset=utf-8' })
        : new Blob([jsonReport(report.results, { cancelled: report.cancelled, total: report.entries.length })], {
            type: 'application/json',
          });
    saveBlob(blob, `batch-report.${kind}`);
  };

  const rows = useMemo(() => (report ? visibleRows(report.results, filter, query, order) : []), [report, filter, query, order]);
  const shown = pageOf(rows, page);
  const onSort = useCallback((key: SortKey) => setOrder((current) => nextOrder(current, key)), []);
  const done = report?.results.length ?? 0;
  const total = report?.entries.length ?? 0;
  const rendered = report?.results.filter((r) => r.rendered).length ?? 0;

  return (
    <section className="batch" aria-labelledby="batch-heading">
      <h2 id="batch-heading">{t('renderer.batch.title')}</h2>
      <p className="batch__intro">{t('renderer.batch.intro')}</p>
      <BatchInputPanel onFiles={(files) => void start(files)} busy={reading || !!report?.running} />
      {reading && (
        <p className="status-line" role="status">
          {t('renderer.batch.reading')}
        </p>
      )}
      {report && (
        <div className="batch__progress">
          <progress max={Math.max(total, 1)} value={done} aria-label={t('renderer.batch.progress')} />
          <p className="batch__summary" role="status">
            {report.running
              ? t('renderer.batch.running', { done, total })
              : t(report.cancelled ? 'renderer.batch.cancelled' : 'renderer.batch.done', {
                  done,
                  total,
                  rendered,
                  failed: done - rendered,
                })}
            {report.leftOut > 0 && ` ${t('renderer.batch.leftOut', { count: report.leftOut, total })}`}
          </p>
          {report.running ? (
            <button type="button" onClick={() => run.current?.cancel()}>
              {t('renderer.batch.cancel')}
            </button>
          ) : (
            <div className="batch__downloads">
              <button type="button" onClick={() => download('csv')} disabled={done === 0}>
                {t('renderer.batch.downloadCsv')}
              </button>
              <button type="button" onClick={() => download('json')} disabled={done === 0}>
                {t('renderer.batch.downloadJson')}
              </button>
            </div>
          )}
        </div>
      )}
      {report && done > 0 && (
        <>
          <div className="batch__filters" role="search">
            <label>
              <span>{t('renderer.batch.show')}</span>
              <select
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value as BatchFilter);
                  setPage(0);
                }}
              >
                {(Object.keys(FILTER_LABELS) as BatchFilter[]).map((key) => (
                  <option key={key} value={key}>
                    {t(FILTER_LABELS[key])}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('renderer.batch.search')}</span>
              <input
                type="search"
                maxLength={MAX_SEARCH_CHARS}
                value={query}
                placeholder={t('renderer.batch.searchPlaceholder')}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setPage(0);
                }}
              />
            </label>
            <span className="batch__count">{t('renderer.batch.rows', { shown: rows.length, count: done })}</span>
          </div>
          <BatchTable
            rows={shown.rows}
            order={order}
            onSort={onSort}
            engine={engine}
            queue={queue}
            watcher={watcher}
            onOpen={open}
            drawThumbnails={!report.running}
          />
          <nav className="batch__pages" aria-label={t('renderer.batch.pages')}>
            <button type="button" onClick={() => setPage(shown.page - 1)} disabled={shown.page === 0}>
              {t('renderer.batch.previousPage')}
            </button>
            <span>{t('renderer.batch.page', { page: shown.page + 1, pages: shown.pages })}</span>
            <button type="button" onClick={() => setPage(shown.page + 1)} disabled={shown.page >= shown.pages - 1}>
              {t('renderer.batch.nextPage')}
            </button>
          </nav>
        </>
      )}
      <div ref={stage} className="batch__stage" aria-hidden="true" />
    </section>
  );
}
