// After an answer ends: the deterministic repairs (src/shared/generation/repairs.ts) applied to it and drawn, each listed so the
// user can see its lines and undo it (or redo it); the model's own answer stays in the conversation as it was written.
import { useCallback, useEffect, useMemo, useState, type Dispatch } from 'react';
import { repairAnswer, type Repair, type RepairId } from '../../../shared/generation/repairs';
import type { PlayerAction } from '../stream/player';

export interface AnswerRepairs {
  /** The repairs that apply to the answer, applied or undone. */
  repairs: Array<{ repair: Repair; applied: boolean }>;
  toggle(id: RepairId): void;
}

/** The answer as drawn: its prose around one ```infographic block holding the repaired spec. */
function repairedAnswer(before: string, spec: string, after: string): string {
  const body = spec.endsWith('\n') ? spec : `${spec}\n`;
  return [before.trimEnd(), `\`\`\`infographic\n${body}\`\`\``, after.trimStart()].filter((part) => part !== '').join('\n');
}

const NONE: ReadonlySet<RepairId> = new Set();

/** `shown` counts the answers put in the player: the same answer reopened (which puts it there as written) is repaired again. */
export function useAnswerRepairs(
  answer: string | null,
  shown: number,
  templates: readonly string[],
  dispatch: Dispatch<PlayerAction>,
): AnswerRepairs {
  // The undone repairs belong to one answer: a new answer starts with every repair applied.
  const [undone, setUndone] = useState<{ answer: string | null; skip: ReadonlySet<RepairId> }>({ answer, skip: NONE });
  const skip = undone.answer === answer ? undone.skip : NONE;
  const outcome = useMemo(() => {
    if (answer === null || templates.length === 0) return null;
    const all = repairAnswer(answer, { templates }).repairs;
    if (all.length === 0) return null;
    const result = repairAnswer(answer, { templates, skip });
    const split = result.answer;
    const shown = split.spec === null && skip.has('fence') ? answer : repairedAnswer(split.before, result.text, split.after);
    return { repairs: all.map((repair) => ({ repair, applied: !skip.has(repair.id) })), shown };
  }, [answer, templates, skip]);
  // The repaired answer replaces the one in the player, so the picture and the diagnostics are the repaired spec's.
  const repaired = outcome?.shown ?? null;
  useEffect(() => {
    if (repaired === null) return;
    dispatch({ type: 'liveStart' });
    dispatch({ type: 'liveAppend', pieces: [repaired] });
    dispatch({ type: 'liveEnd' });
  }, [repaired, shown, dispatch]);
  const toggle = useCallback(
    (id: RepairId) =>
      setUndone(() => {
        const next = new Set(skip);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { answer, skip: next };
      }),
    [answer, skip],
  );
  return { repairs: outcome?.repairs ?? [], toggle };
}
