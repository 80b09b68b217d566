// The code editor's words in the interface's language: its editable content's name and CodeMirror's own phrases (the search
// panel, the problems panel, folding, completions), put in again when the visitor switches language.
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, ViewPlugin } from '@codemirror/view';
import { onLocaleChange, t, type MessageId } from '../../../i18n/i18n';

/** CodeMirror's phrases (its English, `$` its placeholder) by the message that says them. */
const PHRASES: Readonly<Record<string, MessageId>> = {
  Find: 'editor.codeMirror.find',
  Replace: 'editor.codeMirror.replace',
  next: 'editor.codeMirror.next',
  previous: 'editor.codeMirror.previous',
  all: 'editor.codeMirror.all',
  'match case': 'editor.codeMirror.matchCase',
  regexp: 'editor.codeMirror.regexp',
  'by word': 'editor.codeMirror.byWord',
  replace: 'editor.codeMirror.replaceOne',
  'replace all': 'editor.codeMirror.replaceAll',
  close: 'editor.codeMirror.close',
  'current match': 'editor.codeMirror.currentMatch',
  'on line': 'editor.codeMirror.onLine',
  'replaced $ matches': 'editor.codeMirror.replacedMatches',
  'replaced match on line $': 'editor.codeMirror.replacedMatchOnLine',
  'Go to line': 'editor.codeMirror.goToLine',
  go: 'editor.codeMirror.go',
  Diagnostics: 'editor.codeMirror.diagnostics',
  'No diagnostics': 'editor.codeMirror.noDiagnostics',
  'Folded lines': 'editor.codeMirror.foldedLines',
  'Unfolded lines': 'editor.codeMirror.unfoldedLines',
  'folded code': 'editor.codeMirror.foldedCode',
  unfold: 'editor.codeMirror.unfold',
  'Fold line': 'editor.codeMirror.foldLine',
  'Unfold line': 'editor.codeMirror.unfoldLine',
  Completions: 'editor.codeMirror.completions',
  'Selection deleted': 'editor.codeMirror.selectionDeleted',
  'Control character': 'editor.codeMirror.controlCharacter',
  to: 'editor.codeMirror.to',
};

/** The accessible name of the editable content (tests and assistive technology find the editor by it). */
export function sourceLabel(): string {
  return t('editor.code.label');
}

function words(): Extension {
  const phrases = Object.fromEntries(Object.entries(PHRASES).map(([phrase, id]) => [phrase, t(id)]));
  return [EditorView.contentAttributes.of({ 'aria-label': sourceLabel() }), EditorState.phrases.of(phrases)];
}

/** The words now, and again after each language switch (panels open then are redrawn when they next update). */
export function editorWords(): Extension {
  const compartment = new Compartment();
  const follow = ViewPlugin.define((view) => ({
    destroy: onLocaleChange(() => view.dispatch({ effects: compartment.reconfigure(words()) })),
  }));
  return [compartment.of(words()), follow];
}
