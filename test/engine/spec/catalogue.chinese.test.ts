// The engine's themes and palettes are named in the interface's language when listed (their ids stay as they are).
import { createEngine } from '../../../src/engine/engine';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

it('names themes and palettes in Chinese when the interface speaks it, and in English again after', () => {
  const engine = createEngine();
  speak('zh-CN', chinese);
  try {
    expect(engine.themes().map((theme) => theme.title)).toEqual(expect.arrayContaining(['浅色', '深色', '手绘']));
    expect(engine.palettes().map((palette) => palette.title)).toEqual(expect.arrayContaining(['AntV', '光谱']));
  } finally {
    speak('en', english);
  }
  expect(engine.palettes().map((palette) => palette.title)).toEqual(expect.arrayContaining(['Antv', 'Spectral']));
});
