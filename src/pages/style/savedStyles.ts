// Saved palettes and custom themes, by name: IndexedDB (the app's database, stores `palettes` and `themes`) behind an
// in-memory copy, so the page keeps working, and says so, when the browser does not let it save. DOM-free.
import type { JsonTheme } from '../../engine';
import type { DatabaseConnection } from '../../shared/document/connection';
import { PALETTES_STORE, THEMES_STORE, type DocumentDatabase } from '../../shared/document/database';
import { isRecord } from '../../engine/isRecord';
import { t } from '../../i18n/i18n';

/** Longest name accepted; a name is shown as text wherever it appears. */
export const MAX_NAME_CHARS = 80;
/** Most colours a saved palette may hold. */
export const MAX_PALETTE_COLORS = 100;
/** The shape of a saved record; a record of another format is skipped on read. */
export const SAVED_STYLE_FORMAT = 1;

export interface SavedPalette {
  name: string;
  /** #rrggbb, in order. */
  colors: string[];
  savedAt: number;
}

export interface SavedTheme {
  name: string;
  /** The spec's theme name and themeConfig as the controls wrote them. */
  theme: JsonTheme;
  savedAt: number;
}

export interface SavedStylesState {
  palettes: SavedPalette[];
  themes: SavedTheme[];
  /** The first read is over (or storage failed). */
  loaded: boolean;
  /** Why saved items live only in this tab; null while saving works. */
  storageProblem: string | null;
}

export interface SavedStyleStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SavedStylesState;
  /** Saves (or replaces) a palette under a name; resolves when stored, or kept in memory with a storage problem set. */
  savePalette(name: string, colors: readonly string[]): Promise<void>;
  deletePalette(name: string): Promise<void>;
  saveTheme(name: string, theme: JsonTheme): Promise<void>;
  deleteTheme(name: string): Promise<void>;
  whenLoaded(): Promise<void>;
  dispose(): void;
}

const HEX = /^#[0-9a-f]{6}$/;

/** How a palette came to be the page's: the notice says it ("Opened the palette …"). */
export type PaletteTaken = 'opened' | 'imported' | 'using';

/** Why a name cannot be used, or null when it can (after trimming). */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('style.saved.problem.noName');
  if (trimmed.length > MAX_NAME_CHARS) return t('style.saved.problem.nameTooLong', { length: trimmed.length, limit: MAX_NAME_CHARS });
  return null;
}

/** A stored value as a palette, or null when it is not one (stored values stay `unknown` until checked here). */
export function readSavedPalette(raw: unknown): SavedPalette | null {
  if (!isRecord(raw) || raw.format !== SAVED_STYLE_FORMAT || typeof raw.name !== 'string' || nameProblem(raw.name)) return null;
  const colors = raw.colors;
  if (!Array.isArray(colors) || colors.length === 0 || colors.length > MAX_PALETTE_COLORS) return null;
  if (!colors.every((color): color is string => typeof color === 'string' && HEX.test(color))) return null;
  return { name: raw.name, colors: [...colors], savedAt: typeof raw.savedAt === 'number' ? raw.savedAt : 0 };
}

/** A stored value as a custom theme, or null when it is not one. */
export function readSavedTheme(raw: unknown): SavedTheme | null {
  if (!isRecord(raw) || raw.format !== SAVED_STYLE_FORMAT || typeof raw.name !== 'string' || nameProblem(raw.name)) return null;
  const stored = raw.theme;
  if (!isRecord(stored)) return null;
  if (stored.theme !== undefined && typeof stored.theme !== 'string') return null;
  if (stored.themeConfig !== undefined && !isRecord(stored.themeConfig)) return null;
  const theme: JsonTheme = {};
  if (typeof stored.theme === 'string') theme.theme = stored.theme;
  if (isRecord(stored.themeConfig)) theme.themeConfig = stored.themeConfig;
  return { name: raw.name, theme, savedAt: typeof raw.savedAt === 'number' ? raw.savedAt : 0 };
}

function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name));
}

function withItem<T extends { name: string }>(items: T[], item: T): T[] {
  return byName([...items.filter((other) => other.name !== item.name), item]);
}

function describe(error: unknown): string {
  if (error instanceof Error || (isRecord(error) && typeof error.name === 'string')) {
    const { name, message } = error as { name: string; message?: string };
    return message ? `${name}: ${message}` : name;
  }
  return String(error);
}

export interface SavedStyleStoreOptions {
  /** The app's database; while its status is not ok, saved items live in this tab only (and the page says why). */
  database: DatabaseConnection;
  now?: () => number;
}

export function createSavedStyleStore({ database: connection, now = () => Date.now() }: SavedStyleStoreOptions): SavedStyleStore {
  let state: SavedStylesState = { palettes: [], themes: [], loaded: false, storageProblem: null };
  const listeners = new Set<() => void>();
  let db: DocumentDatabase | null = null;
  let disposed = false;

  const setState = (patch: Partial<SavedStylesState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const unavailable = (reason: string) =>
    setState({
      storageProblem: t('style.saved.problem.unavailable', { reason }),
    });

  async function load(): Promise<void> {
    const database = await connection.get();
    const status = connection.status();
    if (disposed) return;
    if (!database) return unavailable(status.kind === 'memory' ? status.detail : 'storage closed');
    try {
      const [palettes, themes] = await Promise.all([database.getAll(PALETTES_STORE), database.getAll(THEMES_STORE)]);
      db = database;
      // Items saved in memory before the read finished are kept over stored ones of the same name.
      const storedPalettes = palettes.map(readSavedPalette).filter((item): item is SavedPalette => item !== null);
      const storedThemes = themes.map(readSavedTheme).filter((item): item is SavedTheme => item !== null);
      setState({
        palettes: state.palettes.reduce(withItem, byName(storedPalettes)),
        themes: state.themes.reduce(withItem, byName(storedThemes)),
      });
    } catch (error) {
      db = null;
      unavailable(describe(error));
    }
  }

  /** Runs a write when there is a database; a failed write leaves the in-memory copy and says why. */
  async function write(action: (database: DocumentDatabase) => Promise<unknown>): Promise<void> {
    await loading;
    if (!db || disposed) return;
    try {
      await action(db);
    } catch (error) {
      const full = isRecord(error) && error.name === 'QuotaExceededError';
      setState({
        storageProblem: full ? t('style.saved.problem.full') : t('style.saved.problem.writeFailed', { reason: describe(error) }),
      });
    }
  }

  // Another tab upgraded the database, or it was deleted: the connection closed, so what is saved from now on stays in this tab.
  const stopFollowing = connection.subscribe(() => {
    const status = connection.status();
    if (!db || status.kind !== 'memory') return;
    db = null;
    unavailable(`${status.detail}; reload to save again`);
  });

  const loading = load().finally(() => {
    if (!disposed) setState({ loaded: true });
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    savePalette(name, colors) {
      const palette: SavedPalette = { name: name.trim(), colors: [...colors], savedAt: now() };
      setState({ palettes: withItem(state.palettes, palette) });
      return write((database) => database.put(PALETTES_STORE, { format: SAVED_STYLE_FORMAT, ...palette }));
    },
    deletePalette(name) {
      setState({ palettes: state.palettes.filter((palette) => palette.name !== name) });
      return write((database) => database.delete(PALETTES_STORE, name));
    },
    saveTheme(name, theme) {
      const saved: SavedTheme = { name: name.trim(), theme, savedAt: now() };
      setState({ themes: withItem(state.themes, saved) });
      return write((database) => database.put(THEMES_STORE, { format: SAVED_STYLE_FORMAT, ...saved }));
    },
    deleteTheme(name) {
      setState({ themes: state.themes.filter((theme) => theme.name !== name) });
      return write((database) => database.delete(THEMES_STORE, name));
    },
    whenLoaded: () => loading,
    dispose() {
      disposed = true;
      stopFollowing();
      db = null;
      listeners.clear();
    },
  };
}
