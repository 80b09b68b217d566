// React's side of the interface's words: `useT`, which every component that shows text calls so it re-renders in the
// new language when the visitor switches (a component that only calls `t` would keep its old words), and `Trans`.
import { cloneElement, Fragment, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { currentLocale, onLocaleChange, t, type MessageId, type MessageValues } from './i18n';
import type { Locale } from './locales';

/** `t`, and a re-render whenever the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
  return t;
}

/** The interface's language, and a re-render whenever it changes (for lists made in it and memoised: key them by it). */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
}

/** A message with elements inside it: `<0>…</0>` in the catalogue becomes `components[0]` wrapped around its text. */
export function Trans({ id, values, components }: { id: MessageId; values?: MessageValues; components: readonly ReactElement[] }) {
  useT();
  const parts: ReactNode[] = [];
  const text = t(id, values);
  const tag = /<(\d+)>(.*?)<\/\1>/g;
  let at = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const element = components[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    at = tag.lastIndex;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
