// The split's size: bounded, moved by keys, taken from the pointer, remembered (and survivable without storage).
import {
  DEFAULT_PERCENT,
  MAX_PERCENT,
  MIN_PERCENT,
  STORAGE_KEY,
  clampPercent,
  percentAfterKey,
  percentAtPointer,
  readSplit,
  writeSplit,
} from '../../../src/shared/workspace/splitSize';

it('moves by arrow keys within the bounds; Home and End go to the ends; other keys are not handled', () => {
  expect(percentAfterKey(45, 'ArrowRight')).toBe(50);
  expect(percentAfterKey(45, 'ArrowLeft')).toBe(40);
  expect(percentAfterKey(45, 'ArrowLeft', true)).toBe(35);
  expect(percentAfterKey(MIN_PERCENT, 'ArrowLeft')).toBe(MIN_PERCENT);
  expect(percentAfterKey(MAX_PERCENT - 1, 'ArrowRight')).toBe(MAX_PERCENT);
  expect(percentAfterKey(45, 'Home')).toBe(MIN_PERCENT);
  expect(percentAfterKey(45, 'End')).toBe(MAX_PERCENT);
  expect(percentAfterKey(45, 'a')).toBeNull();
});

it('takes the pointer position as a share of the row, bounded', () => {
  expect(percentAtPointer(300, 1000)).toBe(30);
  expect(percentAtPointer(10, 1000)).toBe(MIN_PERCENT);
  expect(percentAtPointer(10, 0)).toBe(DEFAULT_PERCENT);
  expect(clampPercent(Number.NaN)).toBe(DEFAULT_PERCENT);
});

it('remembers the size, and falls back to the default for nothing stored, garbage or a throwing storage', () => {
  const stored = new Map<string, string>();
  const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
  expect(readSplit(storage)).toBe(DEFAULT_PERCENT);
  writeSplit(storage, 62);
  expect(stored.get(STORAGE_KEY)).toBe('62');
  expect(readSplit(storage)).toBe(62);
  stored.set(STORAGE_KEY, 'wide');
  expect(readSplit(storage)).toBe(DEFAULT_PERCENT);
  const broken = {
    getItem: () => {
      throw new Error('blocked');
    },
    setItem: () => {
      throw new Error('quota');
    },
  };
  expect(readSplit(broken)).toBe(DEFAULT_PERCENT);
  expect(() => writeSplit(broken, 50)).not.toThrow();
  expect(readSplit(null)).toBe(DEFAULT_PERCENT);
});
