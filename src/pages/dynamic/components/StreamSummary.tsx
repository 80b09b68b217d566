// How the streamed spec stands: while it streams, only what is wrong whatever comes next; at the end, everything.
import type { FrameOutcome } from '../streamFrame';
import { DiagnosticsList } from '../../../shared/diagnostics/DiagnosticsList';

interface Props {
  check: FrameOutcome['check'];
  /** Nothing more will arrive at the shown position. */
  ended: boolean;
  position: number;
  total: number;
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
function verdict({ check, ended, position }: Omit<Props, 'onSelectLine'>): string {
  if (position === 0 || !check) return '';
  const { wrong } = check.sorted;
  if (ended) {
    return wrong.length === 0
      ? 'The stream ended and the spec renders without errors.'
      : `The stream ended with ${wrong.length} ${wrong.length === 1 ? 'error' : 'errors'} still in the spec: it will not get better by waiting.`;
  }
  return wrong.length > 0 ? `${wrong.length} ${wrong.length === 1 ? 'error' : 'errors'} in finished lines.` : '';
}

export function StreamSummary(props: Props) {
  const { check, ended, onSelectLine } = props;
  const shown = check ? (ended ? check.diagnostics : check.sorted.wrong) : [];
  return (
    <div className="stream-summary">
      <p className="stream-summary__text">
        {progress(props) && <span>{progress(props)} </span>}
        <span role="status">{verdict(props)}</span>
      </p>
      <DiagnosticsList diagnostics={shown} checked={check !== null} onSelectLine={onSelectLine} />
    </div>
  );
}
