// The interface's languages, which one a visitor gets (a remembered choice, else the browser's languages), and its memory.
import { browserStorage } from '../shared/browserStorage';

/** Each language the interface speaks, keyed by the BCP 47 tag `<html lang>` gets, with its name in itself. */
export const LOCALES = { en: 'English', 'zh-CN': '中文' } as const;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'en';

/** The localStorage key of the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'infographic-preview:locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** The first visit follows the browser: any Chinese (zh, zh-CN, zh-TW, zh-Hans…) among its languages → 中文, else English. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  return languages.some((tag) => /^zh(-|$)/i.test(tag)) ? 'zh-CN' : DEFAULT_LOCALE;
}

/** The remembered choice, or the browser's language when there is none or storage is blocked. */
export function initialLocale(storage: Storage | null = browserStorage(), languages?: readonly string[]): Locale {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Blocked storage: the browser decides.
  }
  return isLocale(stored) ? stored : browserLocale(languages);
}

/** Remembers the choice; storage that refuses only means the next visit asks the browser again. */
export function rememberLocale(locale: Locale, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered: the choice holds for this visit.
  }
}
