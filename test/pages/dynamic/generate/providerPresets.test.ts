// Generate's Provider field offers the providers people use, in China and elsewhere: each preset fills its protocol and base
// URL; the fields still start on Custom, so no provider is named before the user picks one.
import { createModelSettings, providerOf } from '../../../../src/pages/dynamic/generate/endpointFields';

const settings = () => createModelSettings();
const choose = (label: string) => {
  const model = settings();
  const choice = model.fields.get().choices.find((entry) => entry.label === label);
  if (!choice) throw new Error(`no provider ${label}`);
  model.setProvider(choice.id);
  return model.fields.get();
};

test('the fields start on Custom, and every provider the issue names is offered before it', () => {
  const fields = settings().fields.get();
  expect(providerOf(fields).label).toBe('Custom');
  expect(fields.baseUrl).toBe('');
  expect(fields.choices.map((choice) => choice.label)).toEqual([
    'OpenAI',
    'Anthropic',
    'DeepSeek',
    'Qwen (DashScope)',
    'Moonshot (Kimi)',
    'Zhipu GLM',
    'Doubao (Volcengine Ark)',
    'SiliconFlow',
    'Gemini (OpenAI-compatible)',
    'xAI',
    'Groq',
    'OpenRouter',
    'Mistral',
    'Ollama',
    'LM Studio',
    'Custom',
  ]);
});

test.each([
  ['DeepSeek', 'openai', 'https://api.deepseek.com/v1', true],
  ['Qwen (DashScope)', 'openai', 'https://dashscope.aliyuncs.com/compatible-mode/v1', true],
  ['Moonshot (Kimi)', 'openai', 'https://api.moonshot.cn/v1', true],
  ['Zhipu GLM', 'openai', 'https://open.bigmodel.cn/api/paas/v4', true],
  ['Doubao (Volcengine Ark)', 'openai', 'https://ark.cn-beijing.volces.com/api/v3', true],
  ['Anthropic', 'anthropic', 'https://api.anthropic.com', true],
  ['Ollama', 'ollama', 'http://localhost:11434', false],
  ['LM Studio', 'openai', 'http://localhost:1234/v1', false],
])('%s fills protocol %s and base URL %s (needs a key: %s)', (label, protocol, baseUrl, needsKey) => {
  const fields = choose(label);
  expect({ protocol: fields.protocol, baseUrl: fields.baseUrl }).toEqual({ protocol, baseUrl });
  expect(providerOf(fields)).toMatchObject({ label, needsKey, custom: false });
});

test('choosing a preset asks no host: only Test connection or Generate sends a request', () => {
  const fetchSpy = jest.fn();
  const saved = globalThis.fetch;
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  try {
    const model = settings();
    for (const choice of model.fields.get().choices) model.setProvider(choice.id);
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    globalThis.fetch = saved;
  }
});
