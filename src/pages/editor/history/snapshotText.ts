// How a snapshot is named and described in the Editor: its time, its title (the user's name or why it was taken), its first line.
import { firstContentLine } from '../../../engine';
import type { ReplaceReason } from '../../../shared/document';
import type { Snapshot } from '../../../shared/document/history';

const REASON_TITLES: Record<ReplaceReason, string> = {
  link: 'Before a link was opened',
  'antv-link': 'Before a link from the AntV site was opened',
  template: 'Before a template was opened',
  file: 'Before a file was opened',
  picture: 'Before a picture’s source was opened',
  batch: 'Before a batch entry was opened',
  generated: 'Before a generated answer was opened',
  stream: 'Before a stream was opened',
  restore: 'Before a restore',
  style: 'Before a style was applied',
  'other-tab': "Before another tab's version was loaded",
  new: 'Before a new document',
  sample: 'Before a sample was opened',
};

/** A snapshot's time as shown, e.g. "Nov 22, 15:42:10". */
export function snapshotTime(savedAt: number): string {
  // eslint-disable-next-line no-restricted-properties -- a date and time for people, in a history row they opened
  return new Date(savedAt).toLocaleString('en', {
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
  return `Snapshot ${snapshotTime(now)}`;
}

/** The user's name for it, or why it was taken. */
export function snapshotTitle(snapshot: Pick<Snapshot, 'name' | 'kind' | 'reason'>): string {
  if (snapshot.name) return snapshot.name;
  if (snapshot.kind === 'before-replace') return snapshot.reason ? REASON_TITLES[snapshot.reason] : 'Before a replacement';
  if (snapshot.kind === 'kept-copy') return 'Kept from this tab';
  if (snapshot.kind === 'auto') return 'Automatic';
  return 'Unnamed';
}

/** The spec's first meaningful line (its head line), for telling snapshots apart at a glance. */
export function snapshotFirstLine(source: string): string {
  return (firstContentLine(source) ?? '').trim() || '(empty)';
}
