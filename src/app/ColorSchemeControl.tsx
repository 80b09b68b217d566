// The header's colour-scheme control: System, Light or Dark; applied at once and remembered for the next visit.
import { useId, useState, type ChangeEvent } from 'react';
import {
  COLOR_SCHEME_CHOICES,
  appliedColorScheme,
  applyColorScheme,
  rememberColorSchemeChoice,
  type ColorSchemeChoice,
} from './colorScheme';

const LABELS: Record<ColorSchemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function ColorSchemeControl() {
  const id = useId();
  // The entry applied the remembered choice before mounting; the document is the truth.
  const [choice, setChoice] = useState<ColorSchemeChoice>(() => appliedColorScheme());
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as ColorSchemeChoice;
    applyColorScheme(next);
    rememberColorSchemeChoice(next);
    setChoice(next);
  };
  return (
    <div className="color-scheme">
      <label htmlFor={id}>Color scheme</label>
      <select id={id} value={choice} onChange={change}>
        {COLOR_SCHEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
