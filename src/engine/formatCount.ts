// Counts in messages, grouped by thousands as in English ("32,768"), without Intl: the first toLocaleString of a page
// loads ICU's number data (15-45 ms measured in Chromium), and share links format their limits while the page starts.

/** `count` as `Number.prototype.toLocaleString('en')` writes an integer: digits grouped by three with commas. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
