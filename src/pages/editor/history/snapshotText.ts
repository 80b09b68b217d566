// How a snapshot is named and described in the Editor: its time, its title (the user's name or why it was taken), its first line.
import { firstContentLine } from '../../../engine';
import type { ReplaceReason } from '../../../shared/document';
import type { Snapshot } from '../../../shared/document/history';
import { currentLocale, t, type MessageId } from '../../../i18n/i18n';

const REASON_TITLES: Record<ReplaceReason, MessageId> = {
  link: 'editor.snapshot.reason.link',
  'antv-link': 'editor.snapshot.reason.antvLink',
  template: 'editor.snapshot.reason.template',
  file: 'editor.snapshot.reason.file',
  picture: 'editor.snapshot.reason.picture',
  batch: 'editor.snapshot.reason.batch',
  generated: 'editor.snapshot.reason.generated',
  stream: 'editor.snapshot.reason.stream',
  restore: 'editor.snapshot.reason.restore',
  style: 'editor.snapshot.reason.style',
  'other-tab': 'editor.snapshot.reason.otherTab',
  new: 'editor.snapshot.reason.new',
  sample: 'editor.snapshot.reason.sample',
};

/** A snapshot's time as shown in the interface's language, e.g. "Nov 22, 15:42:10" or "11月22日 15:42:10". */
export function snapshotTime(savedAt: number): string {
  // eslint-disable-next-line no-restricted-properties -- a date and time for people, in a history row they opened
  return new Date(savedAt).toLocaleString(currentLocale(), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
}

/** The name offered for a new named snapshot. */
export function defaultSnapshotName(now: number): string {
  return t('editor.snapshot.defaultName', { time: snapshotTime(now) });
}

/** The user's name for it, or why it was taken. */
export function snapshotTitle(snapshot: Pick<Snapshot, 'name' | 'kind' | 'reason'>): string {
  if (snapshot.name) return snapshot.name;
  if (snapshot.kind === 'before-replace') return t(snapshot.reason ? REASON_TITLES[snapshot.reason] : 'editor.snapshot.reason.replacement');
  if (snapshot.kind === 'kept-copy') return t('editor.snapshot.keptCopy');
  if (snapshot.kind === 'auto') return t('editor.snapshot.automatic');
  return t('editor.snapshot.unnamed');
}

/** The spec's first meaningful line (its head line), for telling snapshots apart at a glance. */
export function snapshotFirstLine(source: string): string {
  return (firstContentLine(source) ?? '').trim() || t('editor.snapshot.empty');
}
