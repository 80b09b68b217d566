// The share-link decoder given anything a URL fragment can hold: random strings, random bytes base64url'd, damaged real
// links. It never throws; every result is either the text (within the size limit) or a message saying what is wrong.
import fc from 'fast-check';
import { MAX_SOURCE_CHARS } from '../../src/engine';
import { encodeBase64Url } from '../../src/shared/links/base64url';
import { decodeShareCode, encodeShareCode, shareCodeFromHash, type LinkDecodeResult } from '../../src/shared/links/shareLink';
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, printSummary } from './fuzzRun';
import { mutatedSpecArb } from './mutations';

const RUNS = 3_000;
/** Control characters other than tab, line feed and carriage return (the decoder refuses them: no spec has them). */
function hasControlCharacters(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 32 && !'\t\n\r'.includes(char));
}

/** Half a UTF-16 pair (a cut between its halves): no UTF-8 text can hold it, so such a source cannot come back as itself. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const counts = { 'random strings': 0, 'random bytes': 0, 'damaged links': 0, 'round trips': 0, 'opened as text': 0 };

afterAll(() => printSummary('share link', counts));

function expectClearResult(result: LinkDecodeResult): void {
  if (result.ok) {
    expect(typeof result.text).toBe('string');
    expect(result.text.length).toBeLessThanOrEqual(MAX_SOURCE_CHARS);
    counts['opened as text'] += 1;
  } else {
    expect(result.message.trim()).not.toBe('');
    expect(['too_long', 'bad_encoding', 'bad_data', 'too_large', 'bad_text']).toContain(result.problem);
  }
}

/** A few hand-written specs to start the round trips and damage from (mutated below). */
const SPECS = [
  'infographic list-row-simple-horizontal-arrow\ndata\n  title Steps\n  lists\n    - label A\n      desc First\n    - label B\n',
  'infographic chart-column-simple\ndata\n  values\n    - label Q1\n      value 3\n    - label Q2\n      value 5\ntheme dark\n',
  '{"template":"chart-pie-plain-text","data":{"values":[{"label":"A","value":1}]}}',
];

test(
  `${RUNS} random strings as a link's code (and as a whole fragment)`,
  () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200, unit: 'binary' }), fc.base64String()), (code) => {
        expectClearResult(decodeShareCode(code));
        const fromHash = shareCodeFromHash(`#code=${code}`);
        if (fromHash !== null) expectClearResult(decodeShareCode(fromHash));
        counts['random strings'] += 1;
      }),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
  },
  FUZZ_TIMEOUT_MS,
);

test(
  `${RUNS} random bytes, base64url'd (including valid deflate streams of random bytes)`,
  () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), (bytes, deflated) => {
        // half are real deflate streams, so the inflater and the UTF-8 check see well-formed data with random content
        const code = deflated ? encodeShareCode(String.fromCharCode(...bytes)) : { ok: true as const, code: encodeBase64Url(bytes) };
        if (code.ok) expectClearResult(decodeShareCode(code.code));
        counts['random bytes'] += 1;
      }),
      { seed: FUZZ_SEED + 1, numRuns: RUNS },
    );
  },
  FUZZ_TIMEOUT_MS,
);

test(
  `${RUNS} real links, cut short or with characters changed`,
  () => {
    const damage = fc.record({ cut: fc.nat(), at: fc.nat(), char: fc.constantFrom('A', '_', '-', '=', '+', '/', '%', ' ', 'é', '') });
    fc.assert(
      fc.property(mutatedSpecArb(SPECS), damage, ({ source }, { cut, at, char }) => {
        const encoded = encodeShareCode(source);
        if (!encoded.ok) return;
        const whole = decodeShareCode(encoded.code);
        expectClearResult(whole);
        // an undamaged link gives the text back exactly, unless it holds control characters a spec never has; a leading
        // byte order mark is not text (UTF-8 decoding drops it, as the file opener does)
        if (!hasControlCharacters(source) && !LONE_SURROGATE.test(source))
          expect(whole).toEqual({ ok: true, text: source.replace(/^\uFEFF/, '') });
        counts['round trips'] += 1;
        const code = encoded.code;
        const i = at % (code.length + 1);
        expectClearResult(decodeShareCode(code.slice(0, cut % (code.length + 1))));
        expectClearResult(decodeShareCode(code.slice(0, i) + char + code.slice(i + 1)));
        counts['damaged links'] += 2;
      }),
      { seed: FUZZ_SEED + 2, numRuns: RUNS },
    );
  },
  FUZZ_TIMEOUT_MS,
);
