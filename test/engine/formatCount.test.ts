import { formatCount } from '../../src/engine/formatCount';

describe('formatCount', () => {
  it('groups digits by three as English does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(32_768)).toBe('32,768');
    expect(formatCount(200_000)).toBe('200,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-45_000)).toBe('-45,000');
  });

  it('writes every integer as toLocaleString("en") does', () => {
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 9_007_199_254_740_991, -1, -1234, -999_999];
    for (let n = 1; n < 1e15; n = Math.floor(n * 3.7) + 1) samples.push(n);
    for (const n of samples) expect(formatCount(n)).toBe(n.toLocaleString('en'));
  });
});
