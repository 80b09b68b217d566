// The engine's font families map to the webfonts we ship; unicode-range parsing (the build's font CSS loaders:
// test/build/loaders/fontLoaders.test.ts).
import { parseUnicodeRange, textOf } from '../../../src/engine/fonts/fontLoading';
import { listFonts, localFontStack, DEFAULT_FONT_STACK } from '../../../src/engine/fonts/fonts';
import { ENGINE_FAMILIES, shippedFamiliesIn } from '../../../src/engine/fonts/shippedFonts';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

describe('engine families', () => {
  it('every family the library names is drawn with a shipped webfont, named for what it is in the picker', () => {
    const fonts = listFonts();
    expect(fonts.map((font) => font.family).sort()).toEqual(
      ['851tegakizatsu', 'Alibaba PuHuiTi', 'LXGW WenKai', 'Source Han Sans', 'Source Han Serif'].sort(),
    );
    for (const font of fonts) expect(shippedFamiliesIn(font.stack)).toEqual(ENGINE_FAMILIES[font.family].families);
    const titles = Object.fromEntries(fonts.map((font) => [font.family, font.title]));
    expect(titles['851tegakizatsu']).toBe('Handwritten: Yomogi (stands in for 851tegakizatsu)');
    expect(titles['Source Han Serif']).toBe('Source Han Serif (as Noto Serif SC)');
    expect(titles['Alibaba PuHuiTi']).toBe('Noto Sans SC (stands in for Alibaba PuHuiTi)');
  });

  it('names the face drawn and what it stands in for in Chinese, font names as they are', () => {
    speak('zh-CN', chinese);
    try {
      const titles = Object.fromEntries(listFonts().map((font) => [font.family, font.title]));
      expect(titles).toEqual({
        'Alibaba PuHuiTi': 'Noto Sans SC（代替 Alibaba PuHuiTi）',
        'Source Han Sans': 'Source Han Sans（以 Noto Sans SC 显示）',
        'Source Han Serif': 'Source Han Serif（以 Noto Serif SC 显示）',
        'LXGW WenKai': 'LXGW WenKai',
        '851tegakizatsu': '手写体：Yomogi（代替 851tegakizatsu）',
      });
    } finally {
      speak('en', english);
    }
  });

  it('the default and unknown families fall back to the shipped stand-in for the library default', () => {
    expect(DEFAULT_FONT_STACK).toBe('"Noto Sans SC", sans-serif');
    expect(localFontStack(undefined)).toBe(DEFAULT_FONT_STACK);
    expect(localFontStack('"851tegakizatsu", sans-serif')).toBe('"Yomogi", "LXGW WenKai", cursive');
    expect(localFontStack('Inter')).toBe(`"Inter", ${DEFAULT_FONT_STACK}`);
    expect(shippedFamiliesIn('Inter, "Noto Serif SC", serif')).toEqual(['Noto Serif SC']);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single points, ranges and wildcards', () => {
    expect(parseUnicodeRange('U+0-FF, U+131,u+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(parseUnicodeRange('')).toEqual([]);
  });
});

describe('textOf', () => {
  it('collects every string and number of a spec', () => {
    expect(textOf({ data: { title: '季度', items: [{ label: 'A', value: 3 }] } }).join('|')).toBe('季度|A|3');
  });
});
