// The colour-scheme choice: the header control pins a scheme on <html> and remembers it; storage that fails never breaks the page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorSchemeControl } from '../../src/app/ColorSchemeControl';
import { COLOR_SCHEME_STORAGE_KEY, applyColorScheme, readColorSchemeChoice, rememberColorSchemeChoice } from '../../src/app/colorScheme';

const root = document.documentElement;

function brokenStorage(): Storage {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-color-scheme');
  jest.restoreAllMocks();
});

test('choosing Dark, then Light, then System in the header pins the scheme on the document and remembers it', async () => {
  render(<ColorSchemeControl />);
  const select = screen.getByRole('combobox', { name: 'Color scheme' });
  expect(select).toHaveValue('system');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark']);

  await userEvent.selectOptions(select, 'Dark');
  expect(root).toHaveAttribute('data-color-scheme', 'dark');
  expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

  await userEvent.selectOptions(select, 'Light');
  expect(root).toHaveAttribute('data-color-scheme', 'light');
  expect(readColorSchemeChoice()).toBe('light');

  await userEvent.selectOptions(select, 'System');
  expect(root).not.toHaveAttribute('data-color-scheme');
  expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
});

test('the remembered choice is what the entry applies, and what the control shows', () => {
  window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
  applyColorScheme(readColorSchemeChoice());
  expect(root).toHaveAttribute('data-color-scheme', 'dark');
  render(<ColorSchemeControl />);
  expect(screen.getByRole('combobox', { name: 'Color scheme' })).toHaveValue('dark');
});

test('a stored value that is not a choice means System', () => {
  window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
  expect(readColorSchemeChoice()).toBe('system');
});

test('blocked or full storage: nothing is remembered, nothing throws, and the choice still applies', async () => {
  expect(readColorSchemeChoice(brokenStorage)).toBe('system');
  expect(() => rememberColorSchemeChoice('dark', brokenStorage)).not.toThrow();
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  });
  render(<ColorSchemeControl />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Color scheme' }), 'Dark');
  expect(root).toHaveAttribute('data-color-scheme', 'dark');
  expect(screen.getByRole('combobox', { name: 'Color scheme' })).toHaveValue('dark');
});
