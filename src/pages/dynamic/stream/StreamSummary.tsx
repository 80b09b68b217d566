// How the streamed spec stands: while it streams, only what is wrong whatever comes next; at the end, everything.
import type { FrameOutcome } from './streamFrame';
import { DiagnosticsList } from '../../../shared/diagnostics/DiagnosticsList';
import { heldBackText, type DrawCost } from './liveDrawBudget';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/react';

interface Props {
  check: FrameOutcome['check'];
  /** Nothing more will arrive at the shown position. */
  ended: boolean;
  position: number;
  total: number;
  /** While the picture waits (a live text too slow to redraw each frame): its last drawing, and the text's length now. */
  heldBack?: { last: DrawCost; chars: number } | null;
  /** Draws the picture that waited. */
  onDrawWhole?(): void;
  onSelectLine(line: number): void;
}

/** Where the player is: changes with every chunk, so it is not announced. */
function progress({ check, ended, position, total }: Omit<Props, 'onSelectLine'>): string {
  if (position === 0) return total === 0 ? t('dynamic.summary.nothing') : t('dynamic.summary.ready', { total });
  if (!check) return t('dynamic.summary.noSpec');
  if (ended) return '';
  return check.sorted.incomplete.length > 0
    ? t('dynamic.summary.chunkArriving', { position, total })
    : t('dynamic.summary.chunk', { position, total });
}

/** What is wrong, and the verdict at the end: changes rarely, so a screen reader announces it. */
function verdict({ check, ended, position, heldBack = null }: Omit<Props, 'onSelectLine'>): string {
  if (heldBack) return `${heldBackText(heldBack.last, heldBack.chars, ended)} ${errorsSoFar(check)}`.trim();
  if (position === 0 || !check) return '';
  const { wrong } = check.sorted;
  if (ended) {
    return wrong.length === 0 ? t('dynamic.summary.endedClean') : t('dynamic.summary.endedWrong', { count: wrong.length });
  }
  return errorsSoFar(check);
}

function errorsSoFar(check: Props['check']): string {
  const wrong = check?.sorted.wrong.length ?? 0;
  return wrong > 0 ? t('dynamic.summary.errorsSoFar', { count: wrong }) : '';
}

export function StreamSummary(props: Props) {
  useT();
  const { check, ended, onSelectLine, heldBack, onDrawWhole } = props;
  const shown = check ? (ended ? check.diagnostics : check.sorted.wrong) : [];
  return (
    <div className="stream-summary">
      <p className="stream-summary__text">
        {progress(props) && <span>{progress(props)} </span>}
        <span role="status">{verdict(props)}</span>
      </p>
      {heldBack && ended && onDrawWhole && (
        <button type="button" onClick={onDrawWhole}>
          {t('dynamic.summary.drawWhole')}
        </button>
      )}
      <DiagnosticsList diagnostics={shown} checked={check !== null} onSelectLine={onSelectLine} />
    </div>
  );
}
