// Chunking a spec as a model would send it: pieces join back to the exact text, sizes are respected, emoji stay whole.
import fc from 'fast-check';
import { chunkEnds, chunkText, tokensOf } from '../../../../src/pages/dynamic/stream/chunking';

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Shipping — 发布 🚀\n  lists\n    - label Draft\n';

it('cuts characters by code point, so an emoji is never split', () => {
  const chunks = chunkText('a🚀b', { unit: 'chars', size: 1 });
  expect(chunks).toEqual(['a', '🚀', 'b']);
  expect(chunkText(SPEC, { unit: 'chars', size: 7 }).every((chunk) => Array.from(chunk).length <= 7)).toBe(true);
});

it('cuts word-like tokens carrying the spaces before them, as model tokens do', () => {
  expect(tokensOf('  - label Draft\n')).toEqual(['  -', ' label', ' Draft', '\n']);
  expect(chunkText('one two three four five', { unit: 'tokens', size: 2 })).toEqual(['one two', ' three four', ' five']);
});

it('joins back to the exact text for any text, unit and size', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.constantFrom('chars' as const, 'tokens' as const),
      fc.integer({ min: 1, max: 20 }),
      (text, unit, size) => {
        const chunks = chunkText(text, { unit, size });
        expect(chunks.join('')).toBe(text);
        expect(chunks.every((chunk) => chunk !== '')).toBe(true);
        expect(chunkEnds(chunks).at(-1) ?? 0).toBe(text.length);
      },
    ),
  );
});

it('treats a size below 1 as 1', () => {
  expect(chunkText('abc', { unit: 'chars', size: 0 })).toEqual(['a', 'b', 'c']);
});
