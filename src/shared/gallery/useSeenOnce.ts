// True from the moment an element first comes into view (and for good after that).
import { useCallback, useEffect, useRef, useState } from 'react';
import { createVisibilityWatcher } from '../frames/visibilityWatcher';

export function useSeenOnce<T extends Element>(rootMargin = '0px'): [(element: T | null) => void, boolean] {
  const [seen, setSeen] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      stop.current?.();
      stop.current = null;
      if (!element) return;
      const watcher = createVisibilityWatcher(rootMargin);
      const unwatch = watcher.watch(element, () => setSeen(true));
      stop.current = () => {
        unwatch();
        watcher.disconnect();
      };
    },
    [rootMargin],
  );
  useEffect(() => () => stop.current?.(), []);
  return [ref, seen];
}
