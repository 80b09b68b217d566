// What an address asks a page to open: a share link, a link from the AntV site's live editor, a template, or nothing; a bad
// one is refused with a message that says the current document stays.
import { zlibSync, strToU8 } from 'fflate';
import { addressKey, readAddress } from '../../../src/shared/links/links';
import { encodeShareCode } from '../../../src/shared/links/shareLink';
import { encodeBase64Url } from '../../../src/shared/links/base64url';

const SPEC = 'infographic chart-pie\ndata\n  values\n    - label A\n      value 3\n';
const code = (text: string) => {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error('encode');
  return encoded.code;
};
// What the AntV site's live editor writes: pako.deflate (zlib), base64 made URL-safe, padding dropped.
const pako = (text: string) => `pako:${encodeBase64Url(zlibSync(strToU8(text), { level: 9 }))}`;

test('no parameters: nothing to open', () => {
  expect(readAddress('', '')).toEqual({ kind: 'none' });
  expect(readAddress('?batch', '#v=1&palette=x')).toEqual({ kind: 'none' });
});

test('a share link restores its text exactly, tagged or from before the tag', () => {
  expect(readAddress('', `#v=1&code=${code(SPEC)}`)).toEqual({ kind: 'text', reason: 'link', text: SPEC, fromChatAnswer: false });
  expect(readAddress('', `#code=${code(SPEC)}`)).toEqual({ kind: 'text', reason: 'link', text: SPEC, fromChatAnswer: false });
});

test('a broken share link is refused, saying the current document stays', () => {
  expect(readAddress('', '#code=not*valid')).toEqual({
    kind: 'refused',
    message: expect.stringMatching(/damaged.*Your current document is shown instead\./),
  });
  expect(readAddress('', `#code=${code(SPEC).slice(0, 10)}`)).toEqual({ kind: 'refused', message: expect.any(String) });
  expect(readAddress('', `#v=9&code=${code(SPEC)}`)).toEqual({ kind: 'refused', message: expect.stringMatching(/format/) });
});

test('a link from the AntV site opens its zlib-deflated text, or its plain text', () => {
  const search = `?${new URLSearchParams({ content: pako(SPEC) }).toString()}`;
  expect(readAddress(search, '')).toEqual({ kind: 'text', reason: 'antv-link', text: SPEC, fromChatAnswer: false });
  // Chinese text survives the round trip (UTF-8 inside the deflate).
  const chinese = 'infographic list-row-simple-horizontal-arrow\ndata\n  title 季度销售\n';
  expect(readAddress(`?content=${pako(chinese)}`, '')).toMatchObject({ reason: 'antv-link', text: chinese });
  expect(readAddress(`?${new URLSearchParams({ content: SPEC }).toString()}`, '')).toMatchObject({ reason: 'antv-link', text: SPEC });
});

test('a damaged AntV link is refused; raw deflate is not mistaken for zlib', () => {
  expect(readAddress('?content=pako:AAAA', '')).toEqual({ kind: 'refused', message: expect.stringMatching(/damaged/) });
  expect(readAddress(`?content=pako:${code(SPEC)}`, '')).toEqual({ kind: 'refused', message: expect.stringMatching(/damaged/) });
});

test('a template parameter asks for that template; a share link wins over it', () => {
  expect(readAddress('?template=sequence-timeline-simple', '')).toEqual({ kind: 'template', template: 'sequence-timeline-simple' });
  expect(readAddress('?template=sequence-timeline-simple', `#code=${code(SPEC)}`)).toMatchObject({ kind: 'text', reason: 'link' });
});

test('a template parameter that cannot be a name is refused with a message', () => {
  expect(readAddress('?template=%3Cscript%3E', '')).toEqual({ kind: 'refused', message: expect.stringMatching(/no valid template/) });
});

test('the key changes only when what the address asks for changes', () => {
  expect(addressKey('?template=a&q=1', '')).toBe(addressKey('?template=a&q=2', '#other'));
  expect(addressKey('?template=a', '')).not.toBe(addressKey('?template=b', ''));
  expect(addressKey('', '#code=x')).not.toBe(addressKey('', '#code=y'));
  expect(addressKey('?content=pako:x', '')).not.toBe(addressKey('', ''));
});
