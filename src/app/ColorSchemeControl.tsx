// The header's colour-scheme control: System, Light or Dark; applied at once and remembered for the next visit.
import { useId, useState, type ChangeEvent } from 'react';
import type { MessageId } from '../i18n/i18n';
import { useT } from '../i18n/react';
import {
  COLOR_SCHEME_CHOICES,
  appliedColorScheme,
  applyColorScheme,
  rememberColorSchemeChoice,
  type ColorSchemeChoice,
} from './colorScheme';

const LABELS: Record<ColorSchemeChoice, MessageId> = {
  system: 'shell.colorScheme.system',
  light: 'shell.colorScheme.light',
  dark: 'shell.colorScheme.dark',
};

export function ColorSchemeControl() {
  const t = useT();
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
    <div className="header-select">
      <label htmlFor={id}>{t('shell.colorScheme.label')}</label>
      <select id={id} value={choice} onChange={change}>
        {COLOR_SCHEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(LABELS[value])}
          </option>
        ))}
      </select>
    </div>
  );
}
