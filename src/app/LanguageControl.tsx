// The header's language switch: English or 中文, each named in itself; the interface changes at once and the choice is
// remembered. The address does not change, so a share link opens in each visitor's own language.
import { useId, useState, type ChangeEvent } from 'react';
import { chooseLocale, currentLocale } from '../i18n/i18n';
import { isLocale, LOCALES, type Locale } from '../i18n/locales';
import { useT } from '../i18n/react';

export function LanguageControl() {
  const t = useT();
  const id = useId();
  const [pending, setPending] = useState<Locale | null>(null);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next)) return;
    setPending(next);
    // The catalogue is a chunk: until it is in, the select shows the choice and the interface keeps its words.
    void chooseLocale(next)
      .catch((error: unknown) => console.warn('The language could not be loaded', error))
      .finally(() => setPending(null));
  };
  return (
    <div className="header-select">
      <label htmlFor={id}>{t('shell.language.label')}</label>
      <select id={id} value={pending ?? currentLocale()} onChange={change} aria-busy={pending !== null}>
        {Object.entries(LOCALES).map(([value, name]) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
