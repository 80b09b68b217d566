import { differenceEuclidean } from 'culori/fn';
import {
  VISION_DEFICIENCIES,
  contrastRatio,
  deficiencyMatrix,
  formatRatio,
  markOf,
  paletteContrast,
  parsePalette,
  seenWith,
  toHex,
} from '../../../src/pages/style/brandPalette';

describe('brand colours pasted into the palette builder', () => {
  it('reads a list, a comma line and a CSS snippet, in every CSS colour syntax', () => {
    expect(parsePalette('#ff0000\n#0f0\nblue').colors).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(parsePalette('#ff0000, rgb(0, 128, 0), hsl(240 100% 50%)').colors).toEqual(['#ff0000', '#008000', '#0000ff']);
    const css = [
      ':root {',
      '  /* brand */',
      '  --brand-red: #d62828;',
      '  --brand-navy: rgb(0 48 73) !important;',
      '  color: oklch(0.7 0.1 200);',
      '}',
    ].join('\n');
    const parsed = parsePalette(css);
    expect(parsed.problems).toEqual([]);
    expect(parsed.colors.slice(0, 2)).toEqual(['#d62828', '#003049']);
    expect(parsed.colors).toHaveLength(3);
  });

  it('names what it could not read and on which line, keeping the colours it could', () => {
    expect(parsePalette('#ff0000\nnot-a-colour, #00f\n#12345')).toEqual({
      colors: ['#ff0000', '#0000ff'],
      problems: [
        { line: 2, text: 'not-a-colour' },
        { line: 3, text: '#12345' },
      ],
      limit: null,
    });
    expect(toHex('<img src=x onerror=alert(1)>')).toBeNull();
  });

  it('takes one colour and forty', () => {
    expect(parsePalette('teal').colors).toEqual(['#008080']);
    const forty = Array.from({ length: 40 }, (_, i) => `hsl(${i * 9} 70% 50%)`).join(', ');
    expect(parsePalette(forty).colors).toHaveLength(40);
  });
});

describe('WCAG 2.1 contrast', () => {
  it('gives the known figures', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
  });

  it('marks AA and AAA at 4.5 and 7, and never rounds a failing ratio up to a pass', () => {
    expect(markOf(contrastRatio('#777777', '#ffffff'))).toBe('AA large');
    expect(markOf(contrastRatio('#767676', '#ffffff'))).toBe('AA');
    expect(markOf(contrastRatio('#595959', '#ffffff'))).toBe('AAA');
    expect(markOf(contrastRatio('#eeeeee', '#ffffff'))).toBe('fails');
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });

  it('warns about a light colour on white and not about a dark one', () => {
    const [light, dark] = paletteContrast(['#fde68a', '#1e3a8a'], '#ffffff');
    expect(light!.warnings.join(' ')).toMatch(/Hard to see on the background: 1\.\d\d:1/);
    expect(light!.text.color).toBe('#000000');
    expect(dark!.warnings).toEqual([]);
    expect(dark!.text.color).toBe('#ffffff');
  });
});

describe('colour-vision simulation', () => {
  it('makes red and green alike for protanopia and deuteranopia, keeps greys, and sees red another way with tritanopia', () => {
    const distance = (a: string, b: string) => differenceEuclidean('rgb')(a, b);
    for (const deficiency of ['protanopia', 'deuteranopia'] as const) {
      expect(distance(seenWith('#d62728', deficiency), seenWith('#2ca02c', deficiency))).toBeLessThan(distance('#d62728', '#2ca02c'));
      expect(seenWith('#808080', deficiency)).toBe('#808080');
    }
    expect(seenWith('#ff0000', 'tritanopia')).not.toBe(seenWith('#ff0000', 'protanopia'));
  });
});

describe('deficiencyMatrix', () => {
  it('is culori’s matrix: applied to a colour it gives what culori’s filter gives', () => {
    for (const { name } of VISION_DEFICIENCIES) {
      const m = deficiencyMatrix(name);
      expect(m).toHaveLength(20);
      const [r, g, b] = [0xf0 / 255, 0x88 / 255, 0x4d / 255];
      const channel = (row: number) =>
        Math.round(255 * Math.min(1, Math.max(0, m[row * 5]! * r + m[row * 5 + 1]! * g + m[row * 5 + 2]! * b)));
      const hex = `#${[0, 1, 2].map((row) => channel(row).toString(16).padStart(2, '0')).join('')}`;
      expect(hex).toBe(seenWith('#f0884d', name));
    }
  });

  it('differs between the three deficiencies and leaves alpha alone', () => {
    const [p, d, t] = VISION_DEFICIENCIES.map(({ name }) => deficiencyMatrix(name));
    expect(p).not.toEqual(d);
    expect(d).not.toEqual(t);
    expect(p!.slice(15)).toEqual([0, 0, 0, 1, 0]);
  });
});
