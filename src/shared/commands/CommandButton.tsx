// A toolbar button for a registered command: its name is the command's label, it is disabled while `when` is false, and
// it announces the command's keys.
import type { ButtonHTMLAttributes } from 'react';
import { ariaKeyShortcuts, type Command } from './commandRegistry';

type Props<Context> = { command: Command<Context>; context: Context } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'children' | 'type'
>;

export function CommandButton<Context>({ command, context, ...button }: Props<Context>) {
  return (
    <button
      type="button"
      {...button}
      disabled={!command.when(context)}
      aria-keyshortcuts={ariaKeyShortcuts(command.keys)}
      onClick={() => command.run(context)}
    >
      {command.label}
    </button>
  );
}
