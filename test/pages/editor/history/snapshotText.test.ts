// How the History panel names snapshots.
import { defaultSnapshotName, snapshotFirstLine, snapshotTime, snapshotTitle } from '../../../../src/pages/editor/history/snapshotText';

const at = new Date(2026, 10, 22, 9, 5, 7).getTime();

it('offers a name from the time, in 24-hour form', () => {
  expect(snapshotTime(at)).toBe('Nov 22, 09:05:07');
  expect(defaultSnapshotName(at)).toBe('Snapshot Nov 22, 09:05:07');
});

it('titles a snapshot by its name, else by why it was taken', () => {
  expect(snapshotTitle({ name: 'Launch', kind: 'before-replace', reason: 'file' })).toBe('Launch');
  expect(snapshotTitle({ name: null, kind: 'before-replace', reason: 'restore' })).toBe('Before a restore');
  expect(snapshotTitle({ name: null, kind: 'before-replace', reason: 'style' })).toBe('Before a style was applied');
  expect(snapshotTitle({ name: null, kind: 'auto' })).toBe('Automatic');
  expect(snapshotTitle({ name: null, kind: 'kept-copy' })).toBe('Kept from this tab');
});

it('shows the head line, past comments and blank lines', () => {
  expect(snapshotFirstLine('# draft\n\ninfographic list-row-simple-horizontal-arrow\ndata\n')).toBe(
    'infographic list-row-simple-horizontal-arrow',
  );
  expect(snapshotFirstLine('')).toBe('(empty)');
});
