// After an answer: "Fix with the model" (the remaining errors, with their lines, at most a few rounds) and "Change it" (a
// follow-up instruction that continues the conversation). The instruction lives in the request fields' store, so it is kept
// like the prompt (leaving the page and a reload bring it back) until it is sent.
import { useId } from 'react';
import { MAX_FIX_ROUNDS } from './conversation';
import { instructionOverLimit } from './requestLimits';
import { FieldLimit, describedBy } from '../shared/FieldLimit';
import { useT } from '../../../i18n/react';

interface Props {
  /** Errors left in the final spec. */
  errorCount: number;
  fixRounds: number;
  /** False while a request streams or before any answer. */
  ready: boolean;
  /** The instruction typed and not sent yet. */
  instruction: string;
  onInstruction(instruction: string): void;
  onFix(): void;
  onChange(instruction: string): void;
}

export function FollowUp({ errorCount, fixRounds, ready, instruction, onInstruction, onFix, onChange }: Props) {
  const t = useT();
  const id = useId();
  const roundsLeft = MAX_FIX_ROUNDS - fixRounds;
  const overLimit = instructionOverLimit(instruction);
  return (
    <form
      className="dynamic-panel"
      aria-label={t('dynamic.followUp.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || instruction.trim() === '' || overLimit) return;
        onChange(instruction);
        onInstruction('');
      }}
    >
      <h2 className="dynamic-heading">{t('dynamic.followUp.heading')}</h2>
      <div className="dynamic-row">
        <button type="button" onClick={onFix} disabled={!ready || errorCount === 0 || roundsLeft <= 0} aria-describedby={`${id}-fix`}>
          {t('dynamic.followUp.fix')}
        </button>
        <span id={`${id}-fix`} className="dynamic-muted">
          {errorCount === 0
            ? t('dynamic.followUp.noErrors')
            : roundsLeft > 0
              ? t('dynamic.followUp.sends', { count: errorCount, n: String(errorCount), left: roundsLeft, max: MAX_FIX_ROUNDS })
              : t('dynamic.followUp.roundsUsed', { max: MAX_FIX_ROUNDS })}
        </span>
      </div>
      <label htmlFor={`${id}-change`}>{t('dynamic.followUp.change')}</label>
      <div className="dynamic-row dynamic-row--wide">
        <input
          id={`${id}-change`}
          type="text"
          value={instruction}
          placeholder={t('dynamic.followUp.changePlaceholder')}
          aria-invalid={overLimit !== null}
          aria-describedby={describedBy([overLimit && `${id}-change-limit`])}
          onChange={(event) => onInstruction(event.target.value)}
        />
        <button type="submit" disabled={!ready || instruction.trim() === '' || overLimit !== null}>
          {t('dynamic.followUp.change')}
        </button>
      </div>
      <FieldLimit id={`${id}-change-limit`} message={overLimit} />
    </form>
  );
}
