// A size cap on text that arrives in pieces: the part of each piece that fits, the limit that stopped it, never half a character.
import { createTextCap } from '../../../src/shared/generation/textCap';

it('lets pieces through whole until one does not fit, then the part of it that does, then nothing', () => {
  const cap = createTextCap(10);
  expect(cap.take('abcd')).toBe('abcd');
  expect(cap.reached).toBeNull();
  expect(cap.take('efghijkl')).toBe('efghij');
  expect(cap.reached).toBe('chars');
  expect(cap.take('more')).toBe('');
});

it('counts lines: the line break that would start one line too many is where the text stops', () => {
  const cap = createTextCap(1000, 3);
  expect(cap.take('one\ntwo')).toBe('one\ntwo');
  expect(cap.take('\nthree\nfour\n')).toBe('\nthree');
  expect(cap.reached).toBe('lines');
});

it('stops at whichever limit comes first in the piece', () => {
  const byLines = createTextCap(8, 2);
  expect(byLines.take('a\nb\nccccc')).toBe('a\nb');
  expect(byLines.reached).toBe('lines');
  const byChars = createTextCap(3, 2);
  expect(byChars.take('abcd\ne\nf')).toBe('abc');
  expect(byChars.reached).toBe('chars');
});

it('never cuts a character made of two code units in half', () => {
  const cap = createTextCap(3);
  expect(cap.take('ab🚀')).toBe('ab');
  expect(cap.reached).toBe('chars');
});
