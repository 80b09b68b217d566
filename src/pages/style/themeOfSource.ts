// The theme a working source carries and how its settings are written back, as the engine reads and serialises them.
import { readThemeBlock, type Engine, type InfographicSpec, type JsonTheme } from '../../engine';
import { settingsOf, sourceWithTheme, themeBlockText, withSettings, type StyleSettings } from './themeSettings';

/** The theme a source carries, as the engine reads it (empty when the source cannot be read). */
export function themeOf(engine: Engine, source: string): JsonTheme {
  const options = engine.validate(source).options;
  const theme: JsonTheme = {};
  if (options?.theme !== undefined) theme.theme = options.theme;
  if (options?.themeConfig !== undefined) theme.themeConfig = options.themeConfig;
  return theme;
}

export function serializerOf(engine: Engine) {
  return (theme: JsonTheme) => engine.serialize(theme as InfographicSpec);
}

/** The controls' values in a source (the defaults before the engine or the source is there). */
export function settingsOfSource(engine: Engine | null, source: string | null): StyleSettings {
  return settingsOf(engine && source !== null ? themeOf(engine, source) : {});
}

/** The theme block the page shows: the text's own, or for JSON the block the theme keys would make. */
export function themeBlockOf(engine: Engine | null, source: string | null): string {
  if (source === null || !engine) return '';
  if (!source.trimStart().startsWith('{')) return readThemeBlock(source)?.text ?? '';
  return themeBlockText(themeOf(engine, source), serializerOf(engine));
}

/** The source under other settings (the theme keys the controls do not own kept); null when it cannot be written. */
export function sourceWithSettings(engine: Engine, source: string, settings: StyleSettings): string | null {
  const nextTheme = withSettings(themeOf(engine, source), settings);
  return sourceWithTheme(source, nextTheme, themeBlockText(nextTheme, serializerOf(engine)));
}

/** Two settings hold the same values (they are plain data). */
export function sameSettings(a: StyleSettings, b: StyleSettings): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
