// The interface's words: one Lingui instance, the typed `t` every module calls (pages, shared code and the engine's
// messages), and switching language (its catalogue loaded as its own chunk, `<html lang>` set, the choice remembered).
// Lingui itself arrives with the first catalogue (each catalogue chunk carries it), not in the entry: the interface is
// drawn only once a catalogue is in, so nothing calls `t` before.
import type { I18n, Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, rememberLocale, type Locale } from './locales';
import type { MessageId } from './messages/en';

export type { MessageId };
/** The values a message's ICU placeholders take: `{count, plural, …}`, `{name}`. */
export type MessageValues = Record<string, string | number | undefined>;

/** What a catalogue chunk holds: its compiled messages, and Lingui to speak them with. */
export interface Catalogue {
  messages: Messages;
  setupI18n: typeof setupI18n;
}

let lingui: I18n | null = null;
const listeners = new Set<() => void>();

/** Calls `listener` whenever the language changes; returns the function that stops it. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A backslash that Lingui would read as the start of an escape (`\u0041`, `\x41`) in the finished text. */
const ESCAPE_START = /\\(?=u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/g;
/** Stands in for such a backslash of a value while Lingui formats (a private-use character), put back after. */
const KEPT_BACKSLASH = '\uE000';

/** The message `id` in the interface's language, with its placeholders filled. */
export function t(id: MessageId, values?: MessageValues): string {
  // Lingui decodes escape sequences anywhere in the finished text, so a value the user wrote (`\u0041`) would lose its
  // backslash; such values are shielded and given back exactly.
  const shielded = values && Object.values(values).some((value) => typeof value === 'string' && value.search(ESCAPE_START) !== -1);
  if (!lingui) return id;
  if (!shielded) return lingui._(id, values);
  const kept: MessageValues = {};
  for (const [name, value] of Object.entries(values))
    kept[name] = typeof value === 'string' ? value.replace(ESCAPE_START, KEPT_BACKSLASH) : value;
  return lingui._(id, kept).replaceAll(KEPT_BACKSLASH, '\\');
}

/**
 * A label's text: a message id (the registries' tables name their entries by id, translated where shown) in the
 * interface's language, or the label itself when it is text already (an entry made from a menu on screen).
 */
export function labelText(label: string): string {
  return lingui && Object.hasOwn(lingui.messages, label) ? lingui._(label) : label;
}

/** The language the interface speaks now. */
export function currentLocale(): Locale {
  return (lingui?.locale || DEFAULT_LOCALE) as Locale;
}

// webpack compiles each catalogue's ICU text ahead of time (build/loaders/messagesLoader.ts), so no parser ships.
const CATALOGUES: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './messages/en'),
  'zh-CN': () => import(/* webpackChunkName: "messages-zh" */ './messages/zh'),
};

/** Speaks `catalogue` from now on: every `useT` component re-renders; `<html lang>` follows. */
export function speak(locale: Locale, catalogue: Catalogue): void {
  lingui ??= catalogue.setupI18n();
  lingui.loadAndActivate({ locale, messages: catalogue.messages });
  // (Node test environments have no document.)
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Loads `locale`'s catalogue (a chunk) and speaks it. */
export async function activateLocale(locale: Locale): Promise<void> {
  speak(locale, await CATALOGUES[locale]());
}

/** The visitor's choice from the header: spoken at once and remembered for the next visit. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
}
