// Keys live under one prefix in localStorage, per endpoint, and Forget removes them.
import { forgetKey, KEY_STORAGE_PREFIX, loadKey, saveKey } from '../../../src/shared/generation/keyStore';

beforeEach(() => localStorage.clear());

it('saves, loads and forgets a key per endpoint, under its own prefix only', () => {
  expect(saveKey('https://api.example.com/v1/', 'sk-1')).toBe(true);
  saveKey('http://localhost:11434', 'other');
  expect(loadKey('https://api.example.com/v1')).toBe('sk-1');
  expect(Object.keys(localStorage).every((name) => name.startsWith(KEY_STORAGE_PREFIX))).toBe(true);
  forgetKey('https://api.example.com/v1');
  expect(loadKey('https://api.example.com/v1')).toBe('');
  expect(loadKey('http://localhost:11434')).toBe('other');
  saveKey('http://localhost:11434', '  ');
  expect(loadKey('http://localhost:11434')).toBe('');
});

it('keeps working where storage is blocked', () => {
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('SecurityError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(loadKey('x', blocked)).toBe('');
  expect(saveKey('x', 'k', blocked)).toBe(false);
});
