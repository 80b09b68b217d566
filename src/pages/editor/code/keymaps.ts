// The key bindings the code editor installs, in the order CodeMirror tries them: sourceEditor.ts installs this list, and the
// shortcuts dialog lists it (codeEditorKeys.ts), so the listing is read from what is installed, never copied by hand.
import { closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, historyKeymap, indentWithTab } from '@codemirror/commands';
import { foldKeymap } from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { searchKeymap } from '@codemirror/search';
import type { KeyBinding } from '@codemirror/view';

export const CODE_EDITOR_BINDINGS: readonly KeyBinding[] = [
  ...closeBracketsKeymap,
  ...defaultKeymap,
  ...historyKeymap,
  ...searchKeymap,
  ...foldKeymap,
  ...lintKeymap,
  ...completionKeymap,
  indentWithTab,
];
