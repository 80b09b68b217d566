// Base64url: every byte string round-trips; anything outside the alphabet or cut mid-character is refused.
import { decodeBase64Url, encodeBase64Url } from '../../../src/shared/links/base64url';

test('round-trips every length from 0 to 40 bytes and all byte values', () => {
  for (let length = 0; length <= 40; length += 1) {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) % 256);
    expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
  }
  const all = Uint8Array.from({ length: 256 }, (_, i) => i);
  expect(decodeBase64Url(encodeBase64Url(all))).toEqual(all);
});

test('matches the RFC 4648 base64url vectors without padding', () => {
  const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
  expect(encodeBase64Url(ascii('f'))).toBe('Zg');
  expect(encodeBase64Url(ascii('fo'))).toBe('Zm8');
  expect(encodeBase64Url(ascii('foo'))).toBe('Zm9v');
  expect(encodeBase64Url(ascii('foob'))).toBe('Zm9vYg');
  expect(encodeBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
});

test.each([
  ['standard base64 characters', 'ab+/'],
  ['padding', 'Zg=='],
  ['a space', 'Zm9 v'],
  ['a non-ASCII letter', 'Zm9é'],
  ['a length that cannot hold whole bytes', 'Zm9vY'],
])('refuses %s', (_what, text) => {
  expect(decodeBase64Url(text)).toBeNull();
});
