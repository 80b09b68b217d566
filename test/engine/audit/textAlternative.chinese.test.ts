// Without a title, a picture is named by its template: in Chinese by the template's Chinese title, not the English id words.
import { textAlternative, templateTitle } from '../../../src/engine/audit/textAlternative';
import { speak } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

afterEach(() => speak('en', english));

test('an untitled picture is named by its template in the interface language', () => {
  const spec = { template: 'list-row-simple-horizontal-arrow', data: { lists: [{ label: 'A' }] } };
  expect(textAlternative(spec).title).toBe('List row simple horizontal arrow infographic');
  speak('zh-CN', chinese);
  expect(textAlternative(spec).title).toBe('列表 · 横排简洁横向箭头 信息图');
  expect(templateTitle(undefined)).toBe('信息图');
});
