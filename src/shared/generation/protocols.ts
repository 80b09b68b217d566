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

/** Every protocol, in the order the Protocol field offers them (named to a user by the catalogue). */
export const PROTOCOLS = Object.keys(ADAPTERS) as Protocol[];
