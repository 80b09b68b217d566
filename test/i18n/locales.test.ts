// Which language a visitor gets: a remembered choice first, else any Chinese among the browser's languages.
import { browserLocale, initialLocale, LOCALE_STORAGE_KEY, rememberLocale } from '../../src/i18n/locales';

test.each([
  [['zh-CN', 'en'], 'zh-CN'],
  [['en-US', 'zh-TW'], 'zh-CN'],
  [['zh'], 'zh-CN'],
  [['zh-Hans-CN'], 'zh-CN'],
  [['en-GB', 'fr'], 'en'],
  [['zu'], 'en'],
  [[], 'en'],
] as const)('browser languages %j → %s', (languages, locale) => {
  expect(browserLocale(languages)).toBe(locale);
});

test('a remembered choice wins over the browser, and an unknown one is ignored', () => {
  const storage = window.localStorage;
  storage.clear();
  expect(initialLocale(storage, ['zh-CN'])).toBe('zh-CN');
  rememberLocale('en', storage);
  expect(initialLocale(storage, ['zh-CN'])).toBe('en');
  storage.setItem(LOCALE_STORAGE_KEY, 'fr');
  expect(initialLocale(storage, ['zh-CN'])).toBe('zh-CN');
  storage.clear();
});

test('blocked storage leaves the browser in charge', () => {
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('SecurityError');
    },
  } as unknown as Storage;
  expect(initialLocale(blocked, ['zh'])).toBe('zh-CN');
  expect(() => rememberLocale('en', blocked)).not.toThrow();
});
