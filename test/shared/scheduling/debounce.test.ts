// Debounce: one call after the pause, with the latest arguments; flush and cancel; the hook drops its call on unmount.
import { renderHook } from '@testing-library/react';
import { debounce, useDebouncedCallback } from '../../../src/shared/scheduling/debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('calls once, after the pause, with the last arguments', () => {
  const fn = jest.fn();
  const debounced = debounce(fn, 200);
  debounced('a');
  jest.advanceTimersByTime(150);
  debounced('ab');
  jest.advanceTimersByTime(150);
  debounced('abc');
  expect(fn).not.toHaveBeenCalled();
  expect(debounced.pending).toBe(true);
  jest.advanceTimersByTime(199);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledTimes(1);
  expect(fn).toHaveBeenCalledWith('abc');
  expect(debounced.pending).toBe(false);
});

test('flush runs the pending call now; cancel drops it', () => {
  const fn = jest.fn();
  const debounced = debounce(fn, 200);
  debounced(1);
  debounced.flush();
  expect(fn).toHaveBeenCalledWith(1);
  debounced.flush();
  expect(fn).toHaveBeenCalledTimes(1);
  debounced(2);
  debounced.cancel();
  jest.advanceTimersByTime(1000);
  expect(fn).toHaveBeenCalledTimes(1);
});

test('the hook keeps one debouncer across renders and drops the pending call on unmount', () => {
  const fn = jest.fn();
  const { result, rerender, unmount } = renderHook(({ f }) => useDebouncedCallback(f, 100), { initialProps: { f: fn } });
  const first = result.current;
  rerender({ f: fn });
  expect(result.current).toBe(first);
  result.current('x');
  unmount();
  jest.advanceTimersByTime(500);
  expect(fn).not.toHaveBeenCalled();
});
