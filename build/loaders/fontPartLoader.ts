// Webpack loader: splits a family's @font-face rules into a small "latin" CSS chunk and a "rest" chunk (the CJK slices),
// so a picture in Latin, Cyrillic or Vietnamese fetches only the first; `?part=` on the import picks the half.
import type { LoaderContext } from 'webpack';
import { formatUnicodeRange, parseUnicodeRange, subtractRanges } from '../../src/engine/fonts/faces/unicodeRanges';

export type FontPart = 'latin' | 'rest';

/** The packages' named (non-CJK) slices: fontsource's latin, latin-ext, cyrillic, greek and vietnamese files. */
const NAMED_SLICE = /-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-[^/]*\.woff2/;
/** One @font-face rule with the comment that names it. */
const FACE_RULE = /(?:\/\*[^*]*\*\/\s*)?@font-face\s*\{[^}]*\}\s*/g;
const RANGE = /unicode-range:\s*([^;}]*)/;
const EVERYTHING: Array<[number, number]> = [[0, 0x10ffff]];

interface Rule {
  text: string;
  ranges: Array<[number, number]>;
}

const covers = (rule: Rule, codePoint: number) => rule.ranges.some(([a, b]) => a <= codePoint && codePoint <= b);

/**
 * The latin half: the named slices, and for any printable ASCII character they lack the slice the browser would draw it
 * with (the last declared; LXGW WenKai has only numbered slices). The rest: every other slice with the latin half's
 * characters taken out of its unicode-range, so ASCII keeps coming from the latin slices whichever CSS arrives last.
 */
export function splitFontFaces(css: string, part: FontPart): string {
  const rules: Rule[] = (css.match(FACE_RULE) ?? []).map((text) => {
    const range = RANGE.exec(text)?.[1];
    return { text, ranges: range ? parseUnicodeRange(range) : EVERYTHING };
  });
  const latin = new Set(rules.filter((rule) => NAMED_SLICE.test(rule.text)));
  for (let codePoint = 0x20; codePoint < 0x7f; codePoint++) {
    if ([...latin].some((rule) => covers(rule, codePoint))) continue;
    for (let i = rules.length - 1; i >= 0; i--) {
      if (!covers(rules[i], codePoint)) continue;
      latin.add(rules[i]);
      break;
    }
  }
  if (part === 'latin')
    return rules
      .filter((rule) => latin.has(rule))
      .map((rule) => rule.text)
      .join('');
  const taken = [...latin].flatMap((rule) => rule.ranges);
  return rules
    .filter((rule) => !latin.has(rule))
    .map((rule) => ({ rule, left: subtractRanges(rule.ranges, taken) }))
    .filter(({ left }) => left.length > 0)
    .map(({ rule, left }) =>
      RANGE.test(rule.text)
        ? rule.text.replace(RANGE, `unicode-range: ${formatUnicodeRange(left)}`)
        : rule.text.replace(/\}\s*$/, `  unicode-range: ${formatUnicodeRange(left)};\n}\n`),
    )
    .join('');
}

/** Our family file passes its `?part=` on to the packages' CSS it imports, which is split there. */
export default function fontPartLoader(this: LoaderContext<unknown>, css: string): string {
  // read loosely: fontsource's `"./*": "./*.css"` export turns `400.css?part=latin` into `400.css?part=latin.css`
  const part = /[?&]part=(latin|rest)\b/.exec(this.resourceQuery)?.[1] as FontPart | undefined;
  if (!part) return css;
  if (/@import\s/.test(css)) return css.replace(/@import\s+'([^'?]+\.css)';/g, `@import '$1?part=${part}';`);
  return splitFontFaces(css, part);
}
