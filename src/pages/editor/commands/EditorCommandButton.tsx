// A toolbar button of the Editor drawn from its command table (label, enabled state, keys), in the page's command context.
import { createContext, useContext, type ButtonHTMLAttributes } from 'react';
import { CommandButton } from '../../../shared/commands/CommandButton';
import { editorCommand, type EditorCommandContext } from './editorCommands';

export const EditorCommandsContext = createContext<EditorCommandContext | null>(null);

type Props = { id: string } & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-haspopup' | 'className'>;

export function EditorCommandButton({ id, ...button }: Props) {
  const context = useContext(EditorCommandsContext);
  if (!context) throw new Error('EditorCommandButton outside the Editor');
  return <CommandButton command={editorCommand(id)} context={context} {...button} />;
}
