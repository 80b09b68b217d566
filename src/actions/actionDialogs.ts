// The command palette and the Keyboard shortcuts dialog, in their own chunk (Ariakit's combobox with them): the Layout loads
// it when one of them is first opened, so the app's first script does not carry it.
export { CommandPalette } from './CommandPalette';
export { ShortcutsDialog } from './ShortcutsDialog';
