// A toolbar button of the Editor drawn from its action table (label, enabled state, keys), in the page's action context.
import { createContext, useContext, type ButtonHTMLAttributes } from 'react';
import { ActionButton } from '../../actions/ActionButton';
import { editorAction, type EditorActionContext } from './editorActions';

export const EditorActionsContext = createContext<EditorActionContext | null>(null);

type Props = { id: string } & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-haspopup' | 'className'>;

export function EditorActionButton({ id, ...button }: Props) {
  const context = useContext(EditorActionsContext);
  if (!context) throw new Error('EditorActionButton outside the Editor');
  return <ActionButton action={editorAction(id)} context={context} {...button} />;
}
