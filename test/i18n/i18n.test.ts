// t() in both languages: plurals by each language's rules, placeholders filled, a user's backslashes kept exactly, and
// labelText() for the registries' tables (a message id is translated, text is shown as it is).
import { activateLocale, labelText, t } from '../../src/i18n/i18n';
import { messages as english } from '../../src/i18n/messages/en';
import { messages as chinese } from '../../src/i18n/messages/zh';

afterEach(() => activateLocale('en'));

test('plurals follow English (one, other) and Chinese (other) rules', async () => {
  expect(t('editor.history.exported', { count: 1 })).toBe('Exported 1 snapshot.');
  expect(t('editor.history.exported', { count: 3 })).toBe('Exported 3 snapshots.');
  await activateLocale('zh-CN');
  expect(t('editor.history.exported', { count: 1 })).toBe('已导出 1 个快照。');
  expect(t('editor.history.exported', { count: 3 })).toBe('已导出 3 个快照。');
  expect(document.documentElement.lang).toBe('zh-CN');
});

test('a value with what looks like an escape sequence is shown exactly as the user wrote it', async () => {
  expect(t('actions.palette.none', { query: '\\u0041\\x41' })).toBe('No action is named like “\\u0041\\x41”.');
  await activateLocale('zh-CN');
  expect(t('actions.palette.none', { query: '\\u0041' })).toBe('没有名称类似“\\u0041”的操作。');
});

test('labelText translates a message id and leaves text alone', async () => {
  expect(labelText('actions.palette')).toBe('Command palette');
  expect(labelText('Download SVG')).toBe('Download SVG');
  await activateLocale('zh-CN');
  expect(labelText('actions.palette')).toBe((chinese as Record<string, string>)['actions.palette']);
  expect(Object.keys(english).length).toBe(Object.keys(chinese).length);
});
