// The Editor's actions: the one table its keys, its lines in "Keyboard shortcuts" and the palette, and its toolbar buttons
// are made from (the page registers it with usePageActions; "Keyboard shortcuts" itself is an app action).
// The code editor's own editing keys (search, comment, completion, indent) stay in CodeMirror's keymaps, listed from them
// by code/codeEditorKeys.ts.
import type { EditorView } from '@codemirror/view';
import type { Action } from '../../actions/action';
import type { WidgetKeys } from '../../actions/widgetKeys';
import { PAN_ZOOM_KEYS } from '../../shared/preview/usePanZoom';
import { CANVAS_TEXT_KEYS } from './canvas/useCanvasEditing';
import { SNAPSHOT_NAME_KEYS } from './history/SnapshotItem';
import { MENU_BUTTON_KEYS } from '../../shared/menus/ActionMenu';
import { PANE_TAB_KEYS, SPLIT_KEYS } from '../../shared/workspace/splitSize';
import type { CodeEditorModule } from './code/codeEditor';

/** The Editor's modal dialogs; one is open at a time. */
export type EditorDialog = 'documents' | 'template' | 'snapshotName' | 'history';

export interface EditorActionContext {
  /** The code editor holds the document. */
  ready: boolean;
  /** The code editor, once it is open. */
  view: EditorView | null;
  /** The code editor's chunk (CodeMirror's commands), once it is in; the view is never open without it. */
  code: CodeEditorModule | null;
  dialog: EditorDialog | null;
  openDialog(dialog: EditorDialog): void;
  closeDialog(): void;
  /** Draws the text now instead of at the next frame or typing pause. */
  renderNow(): void;
  downloadSource(): void;
}

export type EditorAction = Action<EditorActionContext>;

const ready = (context: EditorActionContext) => context.ready;
/** Runs a command of CodeMirror's on the open code editor (nothing before it is open). */
const onView =
  (command: (code: CodeEditorModule, view: EditorView) => unknown) =>
  (context: EditorActionContext): void =>
    void (context.view && context.code && command(context.code, context.view));
const opens =
  (dialog: EditorDialog) =>
  (context: EditorActionContext): void =>
    context.openDialog(dialog);

export const EDITOR_ACTIONS: readonly EditorAction[] = [
  {
    id: 'render-now',
    scope: 'editor',
    label: 'editor.action.renderNow',
    keys: ['mod+Enter'],
    when: ready,
    run: (context) => context.renderNow(),
  },
  {
    id: 'save-snapshot',
    scope: 'editor',
    label: 'editor.action.saveSnapshot',
    keys: ['mod+S'],
    keepsKeysFromBrowser: true,
    when: (context) => context.ready && context.dialog === null,
    run: opens('snapshotName'),
  },
  { id: 'history', scope: 'editor', label: 'editor.action.history', keys: [], when: ready, run: opens('history') },
  { id: 'documents', scope: 'editor', label: 'editor.action.documents', keys: [], when: ready, run: opens('documents') },
  { id: 'new-from-template', scope: 'editor', label: 'editor.action.newFromTemplate', keys: [], when: ready, run: opens('template') },
  {
    id: 'download-source',
    scope: 'editor',
    label: 'editor.action.downloadSource',
    keys: [],
    when: ready,
    run: (context) => context.downloadSource(),
  },
  {
    id: 'show-problems',
    scope: 'editor',
    label: 'editor.action.showProblems',
    keys: ['mod+Shift+M'],
    when: ready,
    run: onView((code, view) => code.openLintPanel(view)),
  },
  {
    id: 'search',
    scope: 'editor',
    label: 'editor.action.search',
    keys: [],
    when: ready,
    run: onView((code, view) => code.openSearchPanel(view)),
  },
  // On the picture too: the text's history is the one history, so mod+Z there takes back a canvas edit.
  {
    id: 'undo',
    scope: 'editor',
    label: 'editor.action.undo',
    keys: ['mod+Z'],
    places: ['code', 'picture'],
    when: ready,
    run: onView((code, view) => code.undo(view)),
  },
  // CodeMirror binds mod+Shift+Z only on Linux and a Mac: Windows gets it here.
  {
    id: 'redo',
    scope: 'editor',
    label: 'editor.action.redo',
    keys: ['mod+Shift+Z', 'mod+Y'],
    places: ['code', 'picture'],
    when: ready,
    run: onView((code, view) => code.redo(view)),
  },
];

/** An action of the table by its id. */
export function editorAction(id: string): EditorAction {
  const action = EDITOR_ACTIONS.find((entry) => entry.id === id);
  if (!action) throw new Error(`No Editor action "${id}"`);
  return action;
}

/** The keys of the Editor's widgets, handled on their own elements (listed after the actions). */
export const EDITOR_WIDGET_KEYS: readonly WidgetKeys[] = [
  MENU_BUTTON_KEYS,
  PAN_ZOOM_KEYS,
  CANVAS_TEXT_KEYS,
  SPLIT_KEYS,
  PANE_TAB_KEYS,
  SNAPSHOT_NAME_KEYS,
];
