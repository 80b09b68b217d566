// The code editor (CodeMirror 6, used directly): builds the view with the page's extensions and swaps the language
// between the text syntax and JSON as the source changes form.
import { autocompletion, closeBrackets, type CompletionSource } from '@codemirror/autocomplete';
import { history } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  foldGutter,
  foldService,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { highlightSelectionMatches } from '@codemirror/search';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  type ViewUpdate,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { t } from '../../../i18n/i18n';
import { colourSwatches } from './colourSwatches';
import { completionGlyph } from './completionGlyphs';
import { CODE_EDITOR_BINDINGS } from './keymaps';
import { readCursor, rememberCursor, restoredPlace } from './cursorMemory';
import { editorTheme } from './editorTheme';
import { editorWords } from './editorWords';
import { indentAsYouType } from './indentAsYouType';
import { infographicLanguage } from './infographicLanguage';
import { foldRangeByIndent, isJsonSource } from './sourceForm';

export interface SourceEditorOptions {
  /** The text to start with. */
  doc: string;
  /**
   * Every change of the text (typing, undo, a quick fix, a completion, a canvas edit, a change the session brought in: see
   * `update`), with the new text: the one string made per change, which the page hands on (to the session: sendEdit).
   */
  onChange(text: string, update: ViewUpdate): void;
  /** Completions at the cursor. */
  complete?: CompletionSource;
  /** The 1-based line of the caret whenever it moves to another line (the page outlines that line's audit finding). */
  onCaretLine?(line: number): void;
  /** Where the caret, selection and scroll position are remembered for the text (restored when the same text opens). */
  placeStorage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** More extensions (the page's link to the session, which keeps the text in step both ways). */
  extensions?: Extension[];
}

/** Colours from CSS variables (editor.css), so the light and dark schemes both apply. */
const highlightStyle = HighlightStyle.define([
  { tag: tags.comment, color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: tags.keyword, color: 'var(--code-keyword)', fontWeight: 'bold' },
  { tag: tags.typeName, color: 'var(--code-type)' },
  { tag: tags.heading, color: 'var(--code-keyword)', fontWeight: 'bold' },
  { tag: tags.propertyName, color: 'var(--code-property)' },
  { tag: tags.list, color: 'var(--code-punctuation)', fontWeight: 'bold' },
  { tag: tags.number, color: 'var(--code-number)' },
  { tag: tags.bool, color: 'var(--code-number)' },
  { tag: tags.null, color: 'var(--code-number)' },
  { tag: tags.color, color: 'var(--code-number)' },
  { tag: tags.url, color: 'var(--code-type)' },
  { tag: tags.string, color: 'var(--code-string)' },
]);

/** A fold marker drawn by CSS (editorTheme), not a text glyph: a lone glyph's contrast is something axe cannot decide. */
function foldMarker(open: boolean): HTMLElement {
  const marker = document.createElement('span');
  marker.className = open ? 'cm-foldMarker' : 'cm-foldMarker cm-foldMarker-folded';
  marker.title = t(open ? 'editor.codeMirror.foldLine' : 'editor.codeMirror.unfoldLine');
  return marker;
}

const languageFor = (text: string): Extension => (isJsonSource(text) ? json() : infographicLanguage);

/**
 * The editor view in a shadow root of `parent`; destroy() it when the parent goes. In a shadow root CodeMirror's styles
 * go in through adoptedStyleSheets; in the document they would be a <style> element, which the page's CSP
 * (`style-src 'self'`, no nonce) blocks.
 */
export function createSourceEditor(parent: HTMLElement, options: SourceEditorOptions): EditorView {
  const root = parent.shadowRoot ?? parent.attachShadow({ mode: 'open' });
  const language = new Compartment();
  let json = isJsonSource(options.doc);
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter({ markerDOM: foldMarker }),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    editorTheme,
    colourSwatches,
    syntaxHighlighting(highlightStyle),
    language.of(languageFor(options.doc)),
    foldService.of((state, lineStart) => foldRangeByIndent(state.doc, state.doc.lineAt(lineStart).number)),
    indentUnit.of('  '),
    indentAsYouType,
    EditorState.tabSize.of(2),
    editorWords(),
    EditorView.lineWrapping,
    keymap.of([...CODE_EDITOR_BINDINGS]),
    EditorView.updateListener.of((update: ViewUpdate) => {
      // the page keeps the line and ignores a move within it
      if (options.onCaretLine && (update.selectionSet || update.docChanged))
        options.onCaretLine(update.state.doc.lineAt(update.state.selection.main.head).number);
      if (!update.docChanged) return;
      const text = update.state.doc.toString();
      // The text turned into JSON or back: highlight it as what it now is.
      if (isJsonSource(text) !== json) {
        json = !json;
        update.view.dispatch({ effects: language.reconfigure(languageFor(text)) });
      }
      options.onChange(text, update);
    }),
  ];
  if (options.extensions) extensions.push(...options.extensions);
  // Lint marks are pushed (setDiagnostics) when a check of the text arrives (code/useLintMarks.ts); the gutter shows them.
  extensions.push(lintGutter());
  if (options.complete)
    extensions.push(
      autocompletion({ override: [options.complete], icons: false, addToOptions: [{ render: completionGlyph, position: 20 }] }),
    );
  const { selection, scrollTo, extension } = restoredPlace(
    options.placeStorage === undefined ? null : readCursor(options.placeStorage, options.doc),
  );
  if (extension) extensions.push(extension);
  if (options.placeStorage !== undefined) extensions.push(rememberCursor(options.placeStorage));
  return new EditorView({ parent: root, root, scrollTo, state: EditorState.create({ doc: options.doc, extensions, selection }) });
}
