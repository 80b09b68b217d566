// The engine's diagnostics speak the interface's language of the moment they are made: after a switch to 中文, the same
// checks say the same things in Chinese (spec keys, template names and values quoted as written), and never name a line.
import { createEngine } from '../../../src/engine/engine';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

const engine = createEngine();

beforeEach(() => speak('zh-CN', chinese));
afterEach(() => speak('en', english));

const messagesOf = (source: string) => engine.validate(source).diagnostics.map((d) => [d.message, d.hint]);

test('an unknown data key, with its nearest fix', () => {
  const source = ['infographic chart-column-simple', 'data', '  values', '    - lable Q1', '      value 3'].join('\n');
  expect(messagesOf(source)).toContainEqual(["data.values 第 1 项中的未知键 'lable'。", "您是想写 'label' 吗？"]);
});

test('an unknown template, drawn with the nearest one', () => {
  const [diagnostic] = engine.validate('infographic list-row-simple-horizontal-arow\ndata\n  lists\n    - label A').diagnostics;
  expect(diagnostic?.message).toBe("未知模板 'list-row-simple-horizontal-arow'；图片改用最接近的模板 list-row-simple-horizontal-arrow。");
  expect(diagnostic?.hint).toMatch(/^请使用 list-row-simple-horizontal-arrow，或其他相近的名称：list-row-[\w, -]+。$/);
});

test('an empty source and an odd indentation, each ending with a Chinese full stop', () => {
  expect(messagesOf('')).toEqual([['源文本为空。', "以 'infographic <template>' 和一个 'data' 块开头，或从模板库中选择一个模板。"]]);
  const odd = engine.validate('infographic list-row-simple-horizontal-arrow\ndata\n   lists\n    - label A').diagnostics;
  expect(odd.map((d) => d.message)).toContain('缩进了 3 个空格，不是 2 的倍数。');
  expect(odd.every((d) => /[。？！]$/.test(d.message) && !/line \d/i.test(d.message))).toBe(true);
});

test('the words are made when the check runs: the same source after a switch back says them in English', () => {
  expect(engine.validate('').diagnostics[0]?.message).toBe('源文本为空。');
  speak('en', english);
  expect(engine.validate('').diagnostics[0]?.message).toBe('The source is empty.');
});
