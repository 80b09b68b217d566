// A button for a registered action: its name is the action's label, it is disabled while `when` is false, a toggle says
// whether it is pressed, and it announces the action's keys.
import type { ButtonHTMLAttributes } from 'react';
import { labelText } from '../i18n/i18n';
import { useT } from '../i18n/react';
import type { Action } from './action';
import { ariaKeyShortcuts } from './chords';

type Props<Context> = { action: Action<Context>; context: Context } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'children' | 'type'
>;

export function ActionButton<Context>({ action, context, ...button }: Props<Context>) {
  useT();
  return (
    <button
      type="button"
      {...button}
      disabled={!action.when(context)}
      aria-pressed={action.pressed?.(context)}
      aria-keyshortcuts={ariaKeyShortcuts(action.keys)}
      onClick={() => action.run(context)}
    >
      {labelText(action.label)}
    </button>
  );
}
