// Model providers people use, in China and elsewhere, as presets of Generate's Provider field: each fills the protocol and
// the base URL its documentation gives (docs/generation.md lists them). Nothing is asked of a provider until the user
// tests the connection or generates; the site's CSP must also allow its origin (docs/deploy.md, MODEL_ORIGINS).
import type { MessageId } from '../../i18n/i18n';
import type { Protocol } from './types';

export interface ProviderPreset {
  id: string;
  /** The provider's own name (not translated): the Provider field's value, kept in the generations' records. */
  name: string;
  /** How the field shows a name that has words besides the provider's, in the interface's language. */
  shown?: MessageId;
  protocol: Protocol;
  baseUrl: string;
  /** A server on this computer, which needs no key. */
  local?: true;
}

export const PROVIDER_PRESETS: readonly ProviderPreset[] = [
  { id: 'openai', name: 'OpenAI', protocol: 'openai', baseUrl: 'https://api.openai.com/v1' },
  { id: 'anthropic', name: 'Anthropic', protocol: 'anthropic', baseUrl: 'https://api.anthropic.com' },
  { id: 'deepseek', name: 'DeepSeek', protocol: 'openai', baseUrl: 'https://api.deepseek.com/v1' },
  { id: 'qwen', name: 'Qwen (DashScope)', protocol: 'openai', baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1' },
  { id: 'moonshot', name: 'Moonshot (Kimi)', protocol: 'openai', baseUrl: 'https://api.moonshot.cn/v1' },
  { id: 'zhipu', name: 'Zhipu GLM', protocol: 'openai', baseUrl: 'https://open.bigmodel.cn/api/paas/v4' },
  { id: 'doubao', name: 'Doubao (Volcengine Ark)', protocol: 'openai', baseUrl: 'https://ark.cn-beijing.volces.com/api/v3' },
  { id: 'siliconflow', name: 'SiliconFlow', protocol: 'openai', baseUrl: 'https://api.siliconflow.cn/v1' },
  {
    id: 'gemini',
    name: 'Gemini (OpenAI-compatible)',
    shown: 'shared.generation.preset.gemini',
    protocol: 'openai',
    baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai',
  },
  { id: 'xai', name: 'xAI', protocol: 'openai', baseUrl: 'https://api.x.ai/v1' },
  { id: 'groq', name: 'Groq', protocol: 'openai', baseUrl: 'https://api.groq.com/openai/v1' },
  { id: 'openrouter', name: 'OpenRouter', protocol: 'openai', baseUrl: 'https://openrouter.ai/api/v1' },
  { id: 'mistral', name: 'Mistral', protocol: 'openai', baseUrl: 'https://api.mistral.ai/v1' },
  { id: 'ollama', name: 'Ollama', protocol: 'ollama', baseUrl: 'http://localhost:11434', local: true },
  { id: 'lmstudio', name: 'LM Studio', protocol: 'openai', baseUrl: 'http://localhost:1234/v1', local: true },
];
