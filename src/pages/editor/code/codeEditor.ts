// The code editor's chunk (`code-editor`): CodeMirror and everything of the page that calls into it. The Editor's own chunk
// holds only types of it, so the picture pane mounts and draws without waiting for CodeMirror (about nine tenths of what the
// page used to load); the page loads this beside it (code/loadCodeEditor.ts) and attaches the editor when it arrives.
import { redo, undo } from '@codemirror/commands';
import { openLintPanel, setDiagnostics } from '@codemirror/lint';
import { openSearchPanel } from '@codemirror/search';
import type { EditorView } from '@codemirror/view';
import type { Diagnostic } from '../../../engine';
import { writeCanvasEdit } from '../canvas/writeBack';
import { CODE_EDITOR_TABLE } from './codeEditorKeys';
import { toLintDiagnostics } from './lintDiagnostics';
import { SourceEditor } from './SourceEditor';

/** Shows the picture's diagnostics as the editor's lint marks. */
function showDiagnostics(view: EditorView, diagnostics: readonly Diagnostic[]): void {
  view.dispatch(setDiagnostics(view.state, toLintDiagnostics(view.state.doc, diagnostics)));
}

export const codeEditor = {
  SourceEditor,
  CODE_EDITOR_TABLE,
  showDiagnostics,
  writeCanvasEdit,
  undo,
  redo,
  openLintPanel,
  openSearchPanel,
};

export type CodeEditorModule = typeof codeEditor;
