import { render, screen } from '@testing-library/react';
import { MAX_MARKS, StreamTimeline, markWindow } from '../../../../src/pages/dynamic/stream/StreamTimeline';
import type { ChunkStatus } from '../../../../src/pages/dynamic/stream/player';

const statuses = (n: number): ChunkStatus[] => Array.from({ length: n }, () => ({ kind: 'rendered' }) as ChunkStatus);

test('a stream of 37,039 chunks draws at most MAX_MARKS marks, around the current chunk, and says so', () => {
  render(<StreamTimeline statuses={statuses(37_039)} position={20_000} onJump={() => {}} />);
  const marks = screen.getAllByRole('button', { name: /^Chunk \d+/ });
  expect(marks.length).toBe(MAX_MARKS);
  expect(screen.getByRole('button', { name: 'Chunk 20000: rendered' })).toHaveAttribute('aria-current', 'step');
  expect(screen.getByText(/Showing chunks 19,850–20,149 of 37,039/)).toBeInTheDocument();
  // the legend still counts every chunk
  expect(screen.getByText(/rendered\s+37039/)).toBeInTheDocument();
});

test('a short stream draws every mark, with no window note', () => {
  render(<StreamTimeline statuses={statuses(12)} position={3} onJump={() => {}} />);
  expect(screen.getAllByRole('button', { name: /^Chunk \d+/ })).toHaveLength(12);
  expect(screen.queryByText(/Showing chunks/)).toBeNull();
});

test('the window stays inside the stream at either end', () => {
  expect(markWindow(1000, 0)).toEqual([0, MAX_MARKS]);
  expect(markWindow(1000, 999)).toEqual([1000 - MAX_MARKS, 1000]);
});
