// The editor's look, from the app's colour variables (they inherit into the editor's shadow root, so both schemes apply).
import { EditorView } from '@codemirror/view';

export const editorTheme = EditorView.theme({
  '&': {
    flex: '1',
    minWidth: '0',
    maxHeight: '75vh',
    fontSize: '0.9rem',
    backgroundColor: 'var(--color-surface)',
    color: 'var(--color-text)',
  },
  '&.cm-focused': { outline: '2px solid var(--color-accent)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
  '.cm-content': { caretColor: 'var(--color-text)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-text)' },
  '.cm-gutters': { backgroundColor: 'var(--color-bg)', color: 'var(--color-muted)', borderRight: '1px solid var(--color-border)' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--color-accent-soft)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'light-dark(#c9d8f5, #2f4a7a)',
  },
  '.cm-searchMatch': { backgroundColor: 'light-dark(#fff1a8, #5c4b00)', outline: '1px solid var(--color-warning-border)' },
  '.cm-selectionMatch': { backgroundColor: 'light-dark(#e2ecd9, #2d4429)' },
  '.cm-panels': { backgroundColor: 'var(--color-bg)', color: 'var(--color-text)' },
  '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--color-border)' },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid var(--color-border)' },
  '.cm-textfield, .cm-button': { color: 'var(--color-text)', backgroundColor: 'var(--color-surface)', borderColor: 'var(--color-border)' },
  '.cm-button': { backgroundImage: 'none' },
  '.cm-tooltip': { backgroundColor: 'var(--color-surface)', color: 'var(--color-text)', border: '1px solid var(--color-border)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--color-accent)', color: 'var(--color-accent-text)' },
  '.cm-completionDetail': { color: 'inherit', opacity: '0.85' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--color-danger)' },
  '.cm-diagnostic-warning': { borderLeftColor: 'var(--color-warning)' },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: 'var(--color-accent-soft)', color: 'var(--color-text)' },
  '.cm-panel.cm-panel-lint ul:focus [aria-selected]': { backgroundColor: 'var(--color-accent)', color: 'var(--color-accent-text)' },
  '.cm-foldPlaceholder': { backgroundColor: 'var(--color-accent-soft)', color: 'var(--color-text)', borderColor: 'var(--color-border)' },
});
