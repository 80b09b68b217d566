// An operator's endpoint is labelled once: "(via this site)" or "(Demo model)" is added only when the label does not say it,
// in English or in Chinese; provider names are kept in English (the field's value, the records) and shown in the interface's language.
import { endpointLabel, shownProvider } from '../../../../src/pages/dynamic/generate/modelSettings';
import { speak } from '../../../../src/i18n/i18n';
import * as english from '../../../../src/i18n/messages/en';
import * as chinese from '../../../../src/i18n/messages/zh';

const endpoint = (label: string, demo = false) => ({
  label,
  protocol: 'openai' as const,
  baseUrl: '/llm/v1',
  models: [],
  ...(demo ? { demo } : {}),
});

test.each([
  ['Team GPT', false, 'Team GPT (via this site)'],
  // docs/deploy.md's own example
  ['Team GPT (via this site)', false, 'Team GPT (via this site)'],
  ['Claude, Via This Site', false, 'Claude, Via This Site'],
  // what `npm start` lists
  ['Demo model (OpenAI protocol, canned answer)', true, 'Demo model (OpenAI protocol, canned answer)'],
  ['Canned answers', true, 'Canned answers (Demo model)'],
])('%s (demo: %s) is shown as %s', (label, demo, shown) => {
  expect(endpointLabel(endpoint(label, demo))).toBe(shown);
});

test('a label that says the note in Chinese is not told again (the name is the same whichever language is spoken)', () => {
  expect(endpointLabel(endpoint('团队模型（经本站代理）'))).toBe('团队模型（经本站代理）');
  expect(endpointLabel(endpoint('演示模型 A', true))).toBe('演示模型 A');
  speak('zh-CN', chinese);
  try {
    expect(endpointLabel(endpoint('Team GPT'))).toBe('Team GPT (via this site)');
  } finally {
    speak('en', english);
  }
});

test.each([
  ['Team GPT (via this site)', 'Team GPT (via this site)', 'Team GPT（经本站代理）'],
  ['Canned answers (Demo model)', 'Canned answers (Demo model)', 'Canned answers（演示模型）'],
  ['Custom', 'Custom', '自定义'],
  ['Gemini (OpenAI-compatible)', 'Gemini (OpenAI-compatible)', 'Gemini（兼容 OpenAI）'],
  ['DeepSeek', 'DeepSeek', 'DeepSeek'],
  ['Claude, Via This Site', 'Claude, Via This Site', 'Claude, Via This Site'],
])('the provider %s is shown as %s in English and %s in Chinese', (name, inEnglish, inChinese) => {
  expect(shownProvider(name)).toBe(inEnglish);
  speak('zh-CN', chinese);
  try {
    expect(shownProvider(name)).toBe(inChinese);
  } finally {
    speak('en', english);
  }
});
