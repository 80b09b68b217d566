// How the streamed spec stands: while it streams, only what is wrong whatever comes next; at the end, everything.
import type { FrameOutcome } from './streamFrame';
import { DiagnosticsList } from '../../../shared/diagnostics/DiagnosticsList';
import { heldBackText, type DrawCost } from './liveDrawBudget';

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
  if (position === 0) return total === 0 ? 'Nothing to stream yet.' : `Ready: ${total} chunks to stream. Press Play, or Step through them.`;
  if (!check) return 'No spec to draw yet.';
  if (ended) return '';
  return check.sorted.incomplete.length > 0
    ? `Chunk ${position} of ${total}. The newest line is still arriving (not an error yet).`
    : `Chunk ${position} of ${total}.`;
}

/** What is wrong, and the verdict at the end: changes rarely, so a screen reader announces it. */
function verdict({ check, ended, position, heldBack = null }: Omit<Props, 'onSelectLine'>): string {
  if (heldBack) return `${heldBackText(heldBack.last, heldBack.chars, ended)} ${errorsSoFar(check)}`.trim();
  if (position === 0 || !check) return '';
  const { wrong } = check.sorted;
  if (ended) {
    return wrong.length === 0
      ? 'The stream ended and the spec renders without errors.'
      : `The stream ended with ${wrong.length} ${wrong.length === 1 ? 'error' : 'errors'} still in the spec: it will not get better by waiting.`;
  }
  return errorsSoFar(check);
}

function errorsSoFar(check: Props['check']): string {
  const wrong = check?.sorted.wrong.length ?? 0;
  return wrong > 0 ? `${wrong} ${wrong === 1 ? 'error' : 'errors'} in finished lines.` : '';
}

export function StreamSummary(props: Props) {
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
          Draw the whole picture
        </button>
      )}
      <DiagnosticsList diagnostics={shown} checked={check !== null} onSelectLine={onSelectLine} />
    </div>
  );
}
