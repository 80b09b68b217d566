// Which rows the report table shows: filtered by outcome and by text, sorted by a column, one page at a time.
import type { MessageId } from '../../../i18n/i18n';
import { statusOf } from './batchReport';
import type { BatchResult } from './batchRunner';

export type BatchFilter = 'all' | 'rendered' | 'failed' | 'warnings';
export type SortKey = 'index' | 'file' | 'template' | 'status' | 'errors' | 'warnings' | 'time';
export interface SortOrder {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

export const FILTER_LABELS: Record<BatchFilter, MessageId> = {
  all: 'renderer.batch.filter.all',
  rendered: 'renderer.batch.filter.rendered',
  failed: 'renderer.batch.filter.failed',
  warnings: 'renderer.batch.filter.warnings',
};

/** Rows per page: enough to scan, few enough that a page draws in one frame. */
export const PAGE_SIZE = 50;

const STATUS_RANK = { unreadable: 0, failed: 1, rendered: 2 } as const;

function matches(result: BatchResult, filter: BatchFilter, query: string): boolean {
  if (filter === 'rendered' && !result.rendered) return false;
  if (filter === 'failed' && result.rendered) return false;
  if (filter === 'warnings' && result.warnings === 0) return false;
  if (!query) return true;
  const haystack = [result.entry.file, result.template ?? '', result.diagnostics[0]?.message ?? ''].join(' ').toLowerCase();
  return haystack.includes(query);
}

const COMPARE: Record<SortKey, (a: BatchResult, b: BatchResult) => number> = {
  index: (a, b) => a.entry.index - b.entry.index,
  file: (a, b) => a.entry.file.localeCompare(b.entry.file) || a.entry.line - b.entry.line,
  template: (a, b) => (a.template ?? '').localeCompare(b.template ?? ''),
  status: (a, b) => STATUS_RANK[statusOf(a)] - STATUS_RANK[statusOf(b)],
  errors: (a, b) => a.errors - b.errors,
  warnings: (a, b) => a.warnings - b.warnings,
  // Not drawn at all sorts below the fastest.
  time: (a, b) => (a.durationMs ?? -1) - (b.durationMs ?? -1),
};

/** The rows to show, filtered then sorted (ties keep the batch's order). */
export function visibleRows(results: readonly BatchResult[], filter: BatchFilter, query: string, order: SortOrder): BatchResult[] {
  const needle = query.trim().toLowerCase();
  const sign = order.direction === 'ascending' ? 1 : -1;
  return results.filter((r) => matches(r, filter, needle)).sort((a, b) => sign * COMPARE[order.key](a, b) || a.entry.index - b.entry.index);
}

/** The rows of one 0-based page, and how many pages there are (at least one). */
export function pageOf<T>(rows: readonly T[], page: number, size = PAGE_SIZE): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * size, (current + 1) * size), page: current, pages };
}

/** Clicking a column's header: sort by it, or turn its direction when it already sorts. */
export function nextOrder(current: SortOrder, key: SortKey): SortOrder {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  // Counts and times read best largest first.
  return { key, direction: key === 'errors' || key === 'warnings' || key === 'time' ? 'descending' : 'ascending' };
}
