// The Renderer's actions: the one table its keys, its lines in "Keyboard shortcuts" and its palette entries are made from (the
// page registers it with usePageActions). Its text field is a plain textarea whose own undo knows nothing of a text replaced
// under it (a template, a sample, an opened file), so mod+Z takes back the session's last replace or open while the text is
// what it made; otherwise the key goes on to the field (its own undo of typing).
import type { Action } from '../../actions/action';
import type { Session } from '../../session';

export interface RendererActionContext {
  session: Session;
}

export type RendererAction = Action<RendererActionContext>;

export const RENDERER_ACTIONS: readonly RendererAction[] = [
  {
    id: 'undo',
    scope: 'renderer',
    label: 'renderer.action.undo',
    keys: ['mod+Z'],
    places: ['field', 'page'],
    when: ({ session }) => session.canUndo(),
    run: ({ session }) => void session.undo(),
  },
];
