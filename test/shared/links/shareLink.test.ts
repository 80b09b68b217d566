// Share links: exact round trips, links from before the version tag still open, and every kind of bad link turns into a readable message instead of a crash or a hang.
import { deflateSync, strToU8, zlibSync } from 'fflate';
import { MAX_SOURCE_CHARS } from '../../../src/engine';
import { encodeBase64Url } from '../../../src/shared/links/base64url';
import {
  MAX_INFLATED_BYTES,
  MAX_LINK_CODE_CHARS,
  decodeShareCode,
  decodeShareHash,
  encodeShareCode,
  shareCodeFromHash,
  shareFragment,
} from '../../../src/shared/links/shareLink';

const SPEC = `infographic list-row-simple-horizontal-arrow
data
  title Café résumé 🚀 — 数据
  lists
    - label Step 1\r
      desc Start\t(tab)
`;

function codeOf(text: string): string {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.code;
}

test('a source survives the round trip character for character (Unicode, emoji, CRLF, tabs)', () => {
  const code = codeOf(SPEC);
  expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeShareCode(code)).toEqual({ ok: true, text: SPEC });
});

test('the empty source and a source of the maximum length round-trip', () => {
  expect(decodeShareCode(codeOf(''))).toEqual({ ok: true, text: '' });
  const longest = 'infographic x\n' + 'a'.repeat(MAX_SOURCE_CHARS - 14);
  expect(decodeShareCode(codeOf(longest))).toEqual({ ok: true, text: longest });
});

test('a new fragment names its format (v=1) before the code, and reads back to the same source', () => {
  const made = shareFragment(SPEC);
  expect(made.ok).toBe(true);
  if (!made.ok) return;
  expect(made.fragment).toMatch(/^v=1&code=[A-Za-z0-9_-]+$/);
  expect(decodeShareHash(`#${made.fragment}`)).toEqual({ ok: true, text: SPEC });
});

test('a link made before the version tag (#code=<base64url(deflate-raw)>) still opens', () => {
  // Built the way the app built links before the tag: raw deflate of the UTF-8 text, base64url, alone in the fragment.
  const legacy = `#code=${encodeBase64Url(deflateSync(strToU8(SPEC), { level: 9 }))}`;
  expect(decodeShareHash(legacy)).toEqual({ ok: true, text: SPEC });
  // A code made independently (zlib deflateRawSync, base64url), kept verbatim so a later change to the encoder cannot hide a break.
  expect(decodeShareHash('#code=y8xLy08vSizIyExWyMksLtEtyi_XLc7MLchJ1c3IL8qsys8rSczRTSwqyi_nAgA')).toEqual({
    ok: true,
    text: 'infographic list-row-simple-horizontal-arrow\n',
  });
});

test('a link in a format this app does not know is refused with a message, not misread', () => {
  const code = codeOf(SPEC);
  expect(decodeShareHash(`#v=2&code=${code}`)).toMatchObject({
    ok: false,
    problem: 'unknown_version',
    message: expect.stringMatching(/newer version/),
  });
  expect(decodeShareHash(`#v=&code=${code}`)).toMatchObject({ ok: false, problem: 'unknown_version' });
});

test('a fragment without a code carries no source', () => {
  expect(decodeShareHash('')).toBeNull();
  expect(decodeShareHash('#v=1')).toBeNull();
  expect(decodeShareHash('#section-2')).toBeNull();
});

test('shareCodeFromHash reads only the code parameter', () => {
  expect(shareCodeFromHash('#code=abc')).toBe('abc');
  expect(shareCodeFromHash('#x=1&code=abc')).toBe('abc');
  expect(shareCodeFromHash('')).toBeNull();
  expect(shareCodeFromHash('#section-2')).toBeNull();
});

describe('malformed links', () => {
  test('characters outside base64url', () => {
    expect(decodeShareCode('abc$%^')).toMatchObject({ ok: false, problem: 'bad_encoding' });
    expect(decodeShareCode('')).toMatchObject({ ok: false, problem: 'bad_encoding' });
  });

  test('valid base64url that is not deflate data', () => {
    expect(decodeShareCode(encodeBase64Url(strToU8('just some text, not compressed at all')))).toMatchObject({
      ok: false,
      problem: 'bad_data',
    });
  });

  test('a link cut short at any point is refused, never half-restored', () => {
    const code = codeOf(SPEC.repeat(5));
    for (let cut = 1; cut < code.length; cut += 3) {
      const result = decodeShareCode(code.slice(0, cut));
      expect(result.ok).toBe(false);
    }
  });

  test('a code longer than the cap is refused before any decoding, with its length and the limit', () => {
    expect(decodeShareCode('A'.repeat(MAX_LINK_CODE_CHARS + 1))).toEqual({
      ok: false,
      problem: 'too_long',
      message: 'This link is too long to open: 32,769 characters of code; the limit is 32,768. Your current document is shown instead.',
    });
  });

  test('a deflate bomb (small link, huge text) stops at the byte limit and says the sizes', () => {
    const bomb = encodeBase64Url(deflateSync(new Uint8Array(MAX_INFLATED_BYTES * 20).fill(97), { level: 9 }));
    expect(bomb.length).toBeLessThan(MAX_LINK_CODE_CHARS);
    const message =
      'This link unpacks to more than 600,000 bytes, more than a source of 200,000 characters can have: unpacking stopped there. Your current document is shown instead.';
    expect(decodeShareCode(bomb)).toEqual({ ok: false, problem: 'too_large', message });
    // The AntV site's zlib links go through the same inflater.
    expect(decodeShareCode(encodeBase64Url(zlibSync(new Uint8Array(MAX_INFLATED_BYTES * 20).fill(97), { level: 9 })), 'zlib')).toEqual({
      ok: false,
      problem: 'too_large',
      message,
    });
  });

  test('text over the source limit is refused even when it fits the byte cap, with its size', () => {
    const over = 'a'.repeat(MAX_SOURCE_CHARS + 1);
    const code = encodeBase64Url(deflateSync(strToU8(over), { level: 9 }));
    expect(decodeShareCode(code)).toEqual({
      ok: false,
      problem: 'too_large',
      message: 'This link unpacks to 200,001 characters; the limit is 200,000. Your current document is shown instead.',
    });
  });

  test('bytes that are not UTF-8, and binary control characters, are not text', () => {
    expect(decodeShareCode(encodeBase64Url(deflateSync(Uint8Array.of(0xff, 0xfe, 0x41))))).toMatchObject({
      ok: false,
      problem: 'bad_text',
    });
    expect(decodeShareCode(codeOf('infographic x\u0000'))).toMatchObject({ ok: false, problem: 'bad_text' });
  });

  test('every failure carries a message that says the current document stays', () => {
    const result = decodeShareCode('%%%');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/Your current document is shown instead\./);
  });
});

test('a source whose link would be too long is refused with a message, not a broken link', () => {
  // Random-looking text does not compress.
  let seed = 2463534242;
  const noise = Array.from({ length: 60_000 }, () => {
    // xorshift32: deterministic noise
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return String.fromCharCode(33 + ((seed >>> 0) % 90));
  }).join('');
  const result = shareFragment(noise);
  expect(result).toMatchObject({ ok: false });
  if (!result.ok) expect(result.message).toMatch(/too large to share/);
  expect(encodeShareCode('x'.repeat(MAX_SOURCE_CHARS + 1))).toMatchObject({ ok: false });
});
