// Saving the current palette or theme under a name, and the saved ones listed with Use and Delete. Names are shown as text.
import { useId, useState } from 'react';
import type { SavedPalette, SavedTheme } from '../savedStyles';
import { nameProblem } from '../savedStyles';
import { MAX_NAME_CHARS } from '../../../shared/fieldLimits';
import { useT } from '../../../i18n/react';

interface Props {
  palettes: SavedPalette[];
  themes: SavedTheme[];
  storageProblem: string | null;
  disabled: boolean;
  onSavePalette(name: string): void;
  onSaveTheme(name: string): void;
  onUsePalette(palette: SavedPalette): void;
  onUseTheme(theme: SavedTheme): void;
  onDeletePalette(name: string): void;
  onDeleteTheme(name: string): void;
}

export function SavedStyles(props: Props) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = (kind: 'palette' | 'theme') => {
    const why = nameProblem(name);
    setProblem(why);
    if (why) return;
    if (kind === 'palette') props.onSavePalette(name.trim());
    else props.onSaveTheme(name.trim());
  };
  return (
    <section className="style-saved" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="style-page__heading">
        {t('style.saved.title')}
      </h2>
      {props.storageProblem && (
        <p className="status-line" role="status">
          {props.storageProblem}
        </p>
      )}
      <label htmlFor={`${id}-name`}>{t('style.saved.name')}</label>
      <div className="style-page__row">
        <input
          id={`${id}-name`}
          type="text"
          maxLength={MAX_NAME_CHARS}
          value={name}
          disabled={props.disabled}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="button" disabled={props.disabled} onClick={() => save('palette')}>
          {t('style.saved.savePalette')}
        </button>
        <button type="button" disabled={props.disabled} onClick={() => save('theme')}>
          {t('style.saved.saveTheme')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="status-line status-line--error" role="alert">
          {problem}
        </p>
      )}
      <SavedList
        title={t('style.saved.palettes')}
        kind="palette"
        items={props.palettes}
        describe={(palette) => t('style.saved.colours', { count: palette.colors.length })}
        onUse={props.onUsePalette}
        onDelete={props.onDeletePalette}
      />
      <SavedList
        title={t('style.saved.themes')}
        kind="theme"
        items={props.themes}
        describe={(theme) =>
          theme.theme.theme ? t('style.saved.basedOn', { theme: String(theme.theme.theme) }) : t('style.saved.basedOnDefault')
        }
        onUse={props.onUseTheme}
        onDelete={props.onDeleteTheme}
      />
    </section>
  );
}

function SavedList<T extends { name: string }>({
  title,
  kind,
  items,
  describe,
  onUse,
  onDelete,
}: {
  title: string;
  kind: 'palette' | 'theme';
  items: T[];
  describe(item: T): string;
  onUse(item: T): void;
  onDelete(name: string): void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <h3 id={id} className="panel-heading">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="style-field__note">{t('style.saved.none')}</p>
      ) : (
        <ul className="style-saved__list" aria-labelledby={id}>
          {items.map((item) => (
            <li key={item.name}>
              <span className="style-saved__name">{item.name}</span>
              <span className="style-field__note">{describe(item)}</span>
              <button type="button" onClick={() => onUse(item)} aria-label={t('style.saved.useLabel', { kind, name: item.name })}>
                {t('style.saved.use')}
              </button>
              <button
                type="button"
                onClick={() => onDelete(item.name)}
                aria-label={t('style.saved.deleteLabel', { kind, name: item.name })}
              >
                {t('style.saved.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
