// A button for one of the app's actions (the Editor's "Keyboard shortcuts"), in the app's action context.
import type { ButtonHTMLAttributes } from 'react';
import { ActionButton } from './ActionButton';
import { useAppActions } from './ActionsProvider';

type Props = { id: string } & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-haspopup' | 'className'>;

export function AppActionButton({ id, ...button }: Props) {
  const { actions, context } = useAppActions();
  const action = actions.find((entry) => entry.id === id);
  if (!action) throw new Error(`No app action "${id}"`);
  return <ActionButton action={action} context={context} {...button} />;
}
