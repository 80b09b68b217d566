// The adapter for each protocol name.
import { anthropicProtocol } from './anthropicProtocol';
import { ollamaProtocol } from './ollamaProtocol';
import { openaiProtocol } from './openaiProtocol';
import type { ProtocolAdapter } from './protocolAdapter';
import type { Protocol } from './types';

const ADAPTERS: Record<Protocol, ProtocolAdapter> = { openai: openaiProtocol, anthropic: anthropicProtocol, ollama: ollamaProtocol };

export function adapterFor(protocol: Protocol): ProtocolAdapter {
  return ADAPTERS[protocol];
}

/** How the protocol is named to a user. */
export const PROTOCOL_LABELS: Record<Protocol, string> = {
  openai: 'OpenAI-compatible Chat Completions',
  anthropic: 'Anthropic Messages',
  ollama: 'Ollama /api/chat',
};
