// The command palette's way in from the header, on every page: a search-like button that shows its keys (mod+K), so the
// palette is found without knowing the keys; it runs the palette's own action, whose other keys (Ctrl+Shift+P, F1) it announces.
import { useAppActions } from '../actions/ActionsProvider';
import { ariaKeyShortcuts, chordKeys } from '../actions/chords';
import { useT } from '../i18n/react';

export function PaletteButton() {
  const t = useT();
  const { actions, context } = useAppActions();
  const palette = actions.find((action) => action.id === 'palette')!;
  // Its name is the text it shows without the keys (they are announced as its shortcuts); the palette's chunk loads on a press.
  return (
    <button
      type="button"
      className="palette-button"
      aria-label={t('shell.palette.name')}
      aria-haspopup="dialog"
      aria-keyshortcuts={ariaKeyShortcuts(palette.keys)}
      onClick={() => palette.run(context)}
    >
      <svg className="palette-button__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10.4 10.4 14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="palette-button__text">{t('shell.palette.text')}</span>
      <kbd className="palette-button__keys">{chordKeys(palette.keys[0]!).join('+')}</kbd>
    </button>
  );
}
