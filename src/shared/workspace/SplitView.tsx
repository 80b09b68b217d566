// A workspace's two panes (code and picture): side by side with a separator that a pointer drags and arrow keys move, the
// size remembered per page; on a phone-narrow window, two tabs that show one pane at a time. Both panes stay mounted.
import { useCallback, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/react';
import { browserStorage } from '../browserStorage';
import { onWidgetKeys } from '../../actions/widgetKeys';
import { MAX_PERCENT, MIN_PERCENT, PANE_TAB_KEYS, SPLIT_KEYS, percentAfterKey, percentAtPointer, readSplit, writeSplit } from './splitSize';
import { useNarrow } from './useNarrow';
import './workspace.css';

interface Props {
  first: ReactNode;
  second: ReactNode;
  /** The id of the first pane, which the separator controls. */
  firstId: string;
  /** The panes' names: the tabs' on a phone, the separator's value text. */
  firstLabel: string;
  secondLabel: string;
  /** Where the size is remembered (one per page). */
  storageKey?: string;
}

type Tab = 'first' | 'second';

export function SplitView({ first, second, firstId, firstLabel, secondLabel, storageKey }: Props) {
  const t = useT();
  const [percent, setPercent] = useState(() => readSplit(browserStorage(), storageKey));
  const [tab, setTab] = useState<Tab>('first');
  const narrow = useNarrow();
  const row = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const tabIds = useId();
  const secondId = `${firstId}-second`;

  const settle = useCallback(
    (next: number) => {
      setPercent(next);
      writeSplit(browserStorage(), next, storageKey);
    },
    [storageKey],
  );

  const move = (event: KeyboardEvent) => settle(percentAfterKey(percent, event.key, event.shiftKey) ?? percent);
  const onKeyDown = onWidgetKeys(SPLIT_KEYS, { narrower: move, wider: move, narrowest: move, widest: move });
  const moveTo = (event: PointerEvent) => {
    const box = row.current?.getBoundingClientRect();
    if (box) setPercent(percentAtPointer(event.clientX - box.left, box.width));
  };

  // The tab pattern's keys: the arrows, Home and End move between the two tabs, and the chosen one shows at once.
  const showTab = (to: Tab, event: KeyboardEvent<HTMLDivElement>) => {
    setTab(to);
    event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${tabIds}-${to}`)}`)?.focus();
  };
  const onTabKey = onWidgetKeys(PANE_TAB_KEYS, {
    other: (event: KeyboardEvent<HTMLDivElement>) => showTab(tab === 'first' ? 'second' : 'first', event),
    first: (event: KeyboardEvent<HTMLDivElement>) => showTab('first', event),
    last: (event: KeyboardEvent<HTMLDivElement>) => showTab('second', event),
  });
  const tabButton = (which: Tab, label: string, controls: string) => (
    <button
      type="button"
      role="tab"
      id={`${tabIds}-${which}`}
      aria-selected={tab === which}
      aria-controls={controls}
      tabIndex={tab === which ? 0 : -1}
      onClick={() => setTab(which)}
    >
      {label}
    </button>
  );
  const paneProps = (which: Tab) => (narrow ? { role: 'tabpanel', 'aria-labelledby': `${tabIds}-${which}`, hidden: tab !== which } : {});

  return (
    <div
      className={`split-view${narrow ? ' split-view--tabs' : ''}`}
      ref={row}
      style={narrow ? undefined : { gridTemplateColumns: `minmax(0, ${percent}fr) auto minmax(0, ${100 - percent}fr)` }}
    >
      {narrow && (
        <div className="split-view__tabs" role="tablist" aria-label={t('shared.workspace.tabs')} onKeyDown={onTabKey}>
          {tabButton('first', firstLabel, firstId)}
          {tabButton('second', secondLabel, secondId)}
        </div>
      )}
      <div className="split-view__pane" id={firstId} {...paneProps('first')}>
        {first}
      </div>
      {!narrow && (
        <div
          className="split-view__separator"
          role="separator"
          tabIndex={0}
          aria-orientation="vertical"
          aria-label={t('shared.workspace.resize', { first: firstLabel.toLowerCase(), second: secondLabel.toLowerCase() })}
          aria-controls={firstId}
          aria-valuenow={percent}
          aria-valuemin={MIN_PERCENT}
          aria-valuemax={MAX_PERCENT}
          aria-valuetext={t('shared.workspace.valueText', { first: firstLabel, percent })}
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
      )}
      <div className="split-view__pane" id={secondId} {...paneProps('second')}>
        {second}
      </div>
    </div>
  );
}
