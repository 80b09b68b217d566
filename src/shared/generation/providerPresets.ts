// The providers a user can pick from, each a protocol and a base URL; "custom" takes any base URL in any protocol.
import type { Protocol } from './types';

export interface ProviderPreset {
  /** Stable id (stored with history records and settings). */
  id: string;
  label: string;
  protocol: Protocol;
  /** The preset's base URL ("" for custom: the user enters one). */
  baseUrl: string;
  /** Hosted providers need a key; local servers and proxies do not. */
  needsKey: boolean;
  /** A model to start with when the models list is not available. */
  defaultModel: string;
  /** A short hint shown next to the choice. */
  note?: string;
}

export const PROVIDER_PRESETS: readonly ProviderPreset[] = [
  { id: 'openai', label: 'OpenAI', protocol: 'openai', baseUrl: 'https://api.openai.com/v1', needsKey: true, defaultModel: 'gpt-4o-mini' },
  {
    id: 'anthropic',
    label: 'Anthropic',
    protocol: 'anthropic',
    baseUrl: 'https://api.anthropic.com',
    needsKey: true,
    defaultModel: 'claude-3-5-haiku-latest',
  },
  {
    id: 'deepseek',
    label: 'DeepSeek',
    protocol: 'openai',
    baseUrl: 'https://api.deepseek.com/v1',
    needsKey: true,
    defaultModel: 'deepseek-chat',
  },
  {
    id: 'qwen',
    label: 'Qwen (DashScope)',
    protocol: 'openai',
    baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    needsKey: true,
    defaultModel: 'qwen-plus',
  },
  { id: 'xai', label: 'xAI', protocol: 'openai', baseUrl: 'https://api.x.ai/v1', needsKey: true, defaultModel: 'grok-2-latest' },
  {
    id: 'groq',
    label: 'Groq',
    protocol: 'openai',
    baseUrl: 'https://api.groq.com/openai/v1',
    needsKey: true,
    defaultModel: 'llama-3.3-70b-versatile',
  },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    protocol: 'openai',
    baseUrl: 'https://openrouter.ai/api/v1',
    needsKey: true,
    defaultModel: 'openai/gpt-4o-mini',
  },
  {
    id: 'mistral',
    label: 'Mistral',
    protocol: 'openai',
    baseUrl: 'https://api.mistral.ai/v1',
    needsKey: true,
    defaultModel: 'mistral-small-latest',
  },
  {
    id: 'gemini',
    label: 'Google Gemini (OpenAI-compatible)',
    protocol: 'openai',
    baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai',
    needsKey: true,
    defaultModel: 'gemini-2.0-flash',
  },
  {
    id: 'ollama',
    label: 'Ollama (local)',
    protocol: 'ollama',
    baseUrl: 'http://localhost:11434',
    needsKey: false,
    defaultModel: 'llama3.2',
    note: 'Start Ollama with OLLAMA_ORIGINS set to this site’s origin.',
  },
  {
    id: 'openai-local',
    label: 'Local OpenAI-compatible server (vLLM, LM Studio, llama.cpp, Ollama /v1)',
    protocol: 'openai',
    baseUrl: 'http://localhost:8000/v1',
    needsKey: false,
    defaultModel: '',
  },
  { id: 'custom', label: 'Custom', protocol: 'openai', baseUrl: '', needsKey: false, defaultModel: '' },
];

export function presetById(id: string): ProviderPreset | undefined {
  return PROVIDER_PRESETS.find((preset) => preset.id === id);
}
