// Two panes side by side with a separator between them that a pointer drags and arrow keys move; the size is remembered.
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { onWidgetKeys } from '../../../actions/widgetKeys';
import { browserStorage } from '../browserStorage';
import { MAX_PERCENT, MIN_PERCENT, SPLIT_KEYS, percentAfterKey, percentAtPointer, readSplit, writeSplit } from './splitSize';

interface Props {
  first: ReactNode;
  second: ReactNode;
  /** The id of the first pane, which the separator controls. */
  firstId: string;
}

export function SplitView({ first, second, firstId }: Props) {
  const [percent, setPercent] = useState(() => readSplit(browserStorage()));
  const row = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const settle = useCallback((next: number) => {
    setPercent(next);
    writeSplit(browserStorage(), next);
  }, []);

  const move = (event: KeyboardEvent) => settle(percentAfterKey(percent, event.key, event.shiftKey) ?? percent);
  const onKeyDown = onWidgetKeys(SPLIT_KEYS, { narrower: move, wider: move, narrowest: move, widest: move });
  const moveTo = (event: PointerEvent) => {
    const box = row.current?.getBoundingClientRect();
    if (box) setPercent(percentAtPointer(event.clientX - box.left, box.width));
  };

  return (
    <div className="split-view" ref={row} style={{ gridTemplateColumns: `minmax(0, ${percent}fr) auto minmax(0, ${100 - percent}fr)` }}>
      <div className="split-view__pane" id={firstId}>
        {first}
      </div>
      <div
        className="split-view__separator"
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label="Resize editor and preview"
        aria-controls={firstId}
        aria-valuenow={percent}
        aria-valuemin={MIN_PERCENT}
        aria-valuemax={MAX_PERCENT}
        aria-valuetext={`Editor ${percent}% of the width`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (dragging.current) moveTo(event);
        }}
        onPointerUp={(event) => {
          if (!dragging.current) return;
          dragging.current = false;
          const box = row.current?.getBoundingClientRect();
          settle(box ? percentAtPointer(event.clientX - box.left, box.width) : percent);
        }}
      />
      <div className="split-view__pane">{second}</div>
    </div>
  );
}
