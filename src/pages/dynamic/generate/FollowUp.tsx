// After an answer: "Fix with the model" (the remaining errors, with their lines, at most a few rounds) and "Change it" (a
// follow-up instruction that continues the conversation).
import { useId, useState } from 'react';
import { MAX_FIX_ROUNDS } from './conversation';
import { instructionOverLimit } from './requestLimits';
import { FieldLimit, describedBy } from '../shared/FieldLimit';

interface Props {
  /** Errors left in the final spec. */
  errorCount: number;
  fixRounds: number;
  /** False while a request streams or before any answer. */
  ready: boolean;
  onFix(): void;
  onChange(instruction: string): void;
}

export function FollowUp({ errorCount, fixRounds, ready, onFix, onChange }: Props) {
  const id = useId();
  const [instruction, setInstruction] = useState('');
  const roundsLeft = MAX_FIX_ROUNDS - fixRounds;
  const overLimit = instructionOverLimit(instruction);
  return (
    <form
      className="dynamic-panel"
      aria-label="Follow-up"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || instruction.trim() === '' || overLimit) return;
        onChange(instruction);
        setInstruction('');
      }}
    >
      <h2 className="dynamic-heading">Next</h2>
      <div className="dynamic-row">
        <button type="button" onClick={onFix} disabled={!ready || errorCount === 0 || roundsLeft <= 0} aria-describedby={`${id}-fix`}>
          Fix with the model
        </button>
        <span id={`${id}-fix`} className="dynamic-muted">
          {errorCount === 0
            ? 'No errors to fix.'
            : roundsLeft > 0
              ? `Sends the ${errorCount === 1 ? 'error' : `${errorCount} errors`} with their lines; ${roundsLeft} of ${MAX_FIX_ROUNDS} rounds left.`
              : `${MAX_FIX_ROUNDS} rounds used: edit the spec in the Editor, or change the prompt.`}
        </span>
      </div>
      <label htmlFor={`${id}-change`}>Change it</label>
      <div className="dynamic-row dynamic-row--wide">
        <input
          id={`${id}-change`}
          type="text"
          value={instruction}
          placeholder="make it a timeline, add two steps…"
          aria-invalid={overLimit !== null}
          aria-describedby={describedBy([overLimit && `${id}-change-limit`])}
          onChange={(event) => setInstruction(event.target.value)}
        />
        <button type="submit" disabled={!ready || instruction.trim() === '' || overLimit !== null}>
          Change it
        </button>
      </div>
      <FieldLimit id={`${id}-change-limit`} message={overLimit} />
    </form>
  );
}
