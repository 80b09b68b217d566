// The log filter drops exactly the known messages: anything else, a real warning, still reaches the log.
import { isExpectedWarning, quietExpectedWarnings } from './expectedLogs';

const FONT = 'Font family "system-ui, -apple-system, Segoe UI, sans-serif" not registered, using fallback font data';

test('the library fallback-font notice is expected; other warnings, or the notice with more arguments, are not', () => {
  expect(isExpectedWarning([FONT])).toBe(true);
  expect(isExpectedWarning([`${FONT}!`])).toBe(false);
  expect(isExpectedWarning([FONT, { extra: true }])).toBe(false);
  expect(isExpectedWarning(['Loading chunk renderer failed.'])).toBe(false);
  expect(isExpectedWarning([new Error(FONT)])).toBe(false);
});

test('a filtered console passes real warnings on, unchanged and in order, and drops the expected ones', () => {
  const seen: unknown[][] = [];
  const target = { warn: (...args: unknown[]) => void seen.push(args) };
  quietExpectedWarnings(target);
  target.warn(FONT);
  target.warn('a real warning', 42);
  target.warn(FONT);
  target.warn('another');
  expect(seen).toEqual([['a real warning', 42], ['another']]);
});
