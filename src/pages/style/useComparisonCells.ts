// The comparison's cells: added, replaced by a preset, removed and reordered; drawn just after painted frames through a frame queue of their own.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ComparisonCell } from './comparison';
import { createFrameQueue } from '../../runtime/scheduling/frameQueue';
import { moveItem } from './reorder';
import type { StyleSettings } from './themeSettings';

export function useComparisonCells() {
  const [cells, setCells] = useState<ComparisonCell[]>([]);
  const nextId = useRef(1);
  const queue = useMemo(() => createFrameQueue({ onError: (error) => console.warn('Comparison cell failed', error) }), []);
  const add = useCallback((list: StyleSettings[], replace: boolean) => {
    const added = list.map((settings) => ({ id: nextId.current++, settings }));
    setCells((current) => (replace ? added : [...current, ...added]));
  }, []);
  const remove = useCallback((id: number) => setCells((current) => current.filter((cell) => cell.id !== id)), []);
  const move = useCallback((id: number, by: -1 | 1) => {
    setCells((current) => {
      const from = current.findIndex((cell) => cell.id === id);
      return from < 0 ? current : moveItem(current, from, from + by);
    });
  }, []);
  const clear = useCallback(() => setCells([]), []);
  return { cells, queue, add, remove, move, clear };
}
