// The controls of the Style page: theme, palette, primary colour, background, font and look. They only draw; every
// change goes out as a whole new settings value.
import { useId, type ReactNode } from 'react';
import type { FontInfo, PaletteInfo, ThemeInfo } from '../../../engine';
import { Trans, useT } from '../../../i18n/react';
import type { SavedPalette, SavedTheme } from '../savedStyles';
import { LOOKS, PATTERNS, ROUGH_FIELDS, type LookKind, type StyleSettings } from '../themeSettings';

export interface StyleLists {
  themes: ThemeInfo[];
  palettes: PaletteInfo[];
  fonts: FontInfo[];
}

interface Props {
  settings: StyleSettings;
  lists: StyleLists | null;
  /** Saved palettes and custom themes, offered in the Palette and Theme selects. */
  saved: { palettes: SavedPalette[]; themes: SavedTheme[] };
  onChange(settings: StyleSettings): void;
  onUseTheme(theme: SavedTheme): void;
}

/** The value the palette select shows for a list of colours (set by the brand palette builder). */
const CUSTOM_PALETTE = '(custom)';
/** Saved items' option values: a prefix no built-in name has, then the saved name. */
const SAVED = 'saved:';
/** What `<input type="color">` shows while nothing is set. */
const UNSET_COLOR = '#000000';

function Field({ label, children, note }: { label: string; children: (id: string) => ReactNode; note?: ReactNode }) {
  const id = useId();
  return (
    <div className="style-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {note}
    </div>
  );
}

/** A colour picker with a Clear button; null means "not set" (the theme's colour applies). */
function ColorField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string | null;
  disabled: boolean;
  onChange(value: string | null): void;
}) {
  const t = useT();
  return (
    <Field label={label} note={value === null ? <span className="style-field__note">{t('style.color.notSetNote')}</span> : null}>
      {(id) => (
        <span className="style-field__color">
          <input
            id={id}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(value ?? '') ? value! : UNSET_COLOR}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
          <code>{value ?? t('style.color.notSet')}</code>
          <button
            type="button"
            onClick={() => onChange(null)}
            disabled={disabled || value === null}
            aria-label={t('style.color.clearLabel', { field: label.toLowerCase() })}
          >
            {t('style.color.clear')}
          </button>
        </span>
      )}
    </Field>
  );
}

export function StyleControls({ settings, lists, saved, onChange, onUseTheme }: Props) {
  const t = useT();
  const disabled = lists === null;
  const set = (change: Partial<StyleSettings>) => onChange({ ...settings, ...change });
  const colors = Array.isArray(settings.palette) ? settings.palette.join(' ') : null;
  const savedMatch = colors === null ? undefined : saved.palettes.find((palette) => palette.colors.join(' ') === colors);
  const paletteValue = savedMatch
    ? `${SAVED}${savedMatch.name}`
    : Array.isArray(settings.palette)
      ? CUSTOM_PALETTE
      : (settings.palette ?? '');
  const onPalette = (value: string) => {
    if (value === CUSTOM_PALETTE) return;
    const savedPalette = value.startsWith(SAVED) ? saved.palettes.find((palette) => `${SAVED}${palette.name}` === value) : undefined;
    set({ palette: savedPalette ? savedPalette.colors : value || null });
  };
  const onTheme = (value: string) => {
    const savedTheme = value.startsWith(SAVED) ? saved.themes.find((theme) => `${SAVED}${theme.name}` === value) : undefined;
    if (savedTheme) onUseTheme(savedTheme);
    else set({ theme: value || null });
  };
  return (
    <fieldset className="style-controls" disabled={disabled}>
      <legend className="panel-heading">{t('style.controls.settings')}</legend>
      <Field label={t('style.controls.theme')}>
        {(id) => (
          <select id={id} value={settings.theme ?? ''} onChange={(event) => onTheme(event.target.value)}>
            <option value="">{t('style.controls.default')}</option>
            {lists?.themes.map((theme) => (
              <option key={theme.name} value={theme.name}>
                {theme.title}
              </option>
            ))}
            {saved.themes.length > 0 && (
              <optgroup label={t('style.controls.saved')}>
                {saved.themes.map((theme) => (
                  <option key={theme.name} value={`${SAVED}${theme.name}`}>
                    {t('style.controls.savedName', { name: theme.name })}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        )}
      </Field>
      <Field label={t('style.controls.palette')}>
        {(id) => (
          <select id={id} value={paletteValue} onChange={(event) => onPalette(event.target.value)}>
            <option value="">{t('style.controls.default')}</option>
            {lists?.palettes.map((palette) => (
              <option key={palette.name} value={palette.name}>
                {palette.title}
              </option>
            ))}
            {saved.palettes.length > 0 && (
              <optgroup label={t('style.controls.saved')}>
                {saved.palettes.map((palette) => (
                  <option key={palette.name} value={`${SAVED}${palette.name}`}>
                    {t('style.controls.savedName', { name: palette.name })}
                  </option>
                ))}
              </optgroup>
            )}
            {Array.isArray(settings.palette) && !savedMatch && (
              <option value={CUSTOM_PALETTE}>{t('style.controls.customColours', { count: settings.palette.length })}</option>
            )}
          </select>
        )}
      </Field>
      <ColorField
        label={t('style.controls.primary')}
        value={settings.primary}
        disabled={disabled}
        onChange={(primary) => set({ primary })}
      />
      <ColorField
        label={t('style.controls.background')}
        value={settings.background}
        disabled={disabled}
        onChange={(background) => set({ background })}
      />
      <Field label={t('style.controls.font')}>
        {(id) => (
          <select id={id} value={settings.font ?? ''} onChange={(event) => set({ font: event.target.value || null })}>
            <option value="">{t('style.controls.default')}</option>
            {lists?.fonts.map((font) => (
              <option key={font.family} value={font.family}>
                {font.title}
              </option>
            ))}
            {settings.font !== null && !lists?.fonts.some((font) => font.family === settings.font) && (
              <option value={settings.font}>{settings.font}</option>
            )}
          </select>
        )}
      </Field>
      <Field label={t('style.controls.look')}>
        {(id) => (
          <select id={id} value={settings.look} onChange={(event) => set({ look: event.target.value as LookKind })}>
            {LOOKS.map((look) => (
              <option key={look.kind} value={look.kind}>
                {t(look.title)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {settings.look === 'rough' && <RoughFields settings={settings} onChange={onChange} />}
      {settings.look === 'pattern' && <PatternFields settings={settings} disabled={disabled} onChange={onChange} />}
      {(settings.look === 'linear-gradient' || settings.look === 'radial-gradient') && (
        <p className="style-field__note style-field__note--limit">
          <Trans id="style.controls.gradientLimit" components={[<code />, <code />, <code />]} />
        </p>
      )}
    </fieldset>
  );
}

function NumberField({
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  step: number;
  onChange(value: number | null): void;
}) {
  const t = useT();
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          min={min}
          max={max}
          step={step}
          value={value ?? ''}
          placeholder={t('style.controls.numberDefault')}
          onChange={(event) => {
            const number = event.target.valueAsNumber;
            onChange(Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : null);
          }}
        />
      )}
    </Field>
  );
}

function RoughFields({ settings, onChange }: { settings: StyleSettings; onChange(settings: StyleSettings): void }) {
  const t = useT();
  return (
    <div className="style-controls__group" role="group" aria-label={t('style.controls.roughGroup')}>
      {ROUGH_FIELDS.map((field) => (
        <NumberField
          key={field.key}
          label={t(field.title)}
          value={settings.rough[field.key] ?? null}
          min={field.min}
          max={field.max}
          step={field.step}
          onChange={(value) => {
            const rough = { ...settings.rough };
            if (value === null) delete rough[field.key];
            else rough[field.key] = value;
            onChange({ ...settings, rough });
          }}
        />
      ))}
    </div>
  );
}

function PatternFields({
  settings,
  disabled,
  onChange,
}: {
  settings: StyleSettings;
  disabled: boolean;
  onChange(settings: StyleSettings): void;
}) {
  const t = useT();
  const set = (change: Partial<StyleSettings['pattern']>) => onChange({ ...settings, pattern: { ...settings.pattern, ...change } });
  return (
    <div className="style-controls__group" role="group" aria-label={t('style.controls.patternGroup')}>
      <Field label={t('style.controls.pattern')}>
        {(id) => (
          <select id={id} value={settings.pattern.pattern} onChange={(event) => set({ pattern: event.target.value })}>
            {PATTERNS.map((pattern) => (
              <option key={pattern} value={pattern}>
                {pattern}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ColorField
        label={t('style.controls.patternForeground')}
        value={settings.pattern.foregroundColor}
        disabled={disabled}
        onChange={(foregroundColor) => set({ foregroundColor })}
      />
      <ColorField
        label={t('style.controls.patternBackground')}
        value={settings.pattern.backgroundColor}
        disabled={disabled}
        onChange={(backgroundColor) => set({ backgroundColor })}
      />
      <NumberField
        label={t('style.controls.patternScale')}
        value={settings.pattern.scale}
        min={0.1}
        max={10}
        step={0.1}
        onChange={(scale) => set({ scale })}
      />
    </div>
  );
}
