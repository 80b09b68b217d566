// The transport's public interface: what the Generate mode and the prompt tools import.
export type { ChatMessage, FinishReason, Protocol, StreamChatOptions, StreamChatResult } from './types';
export { DEFAULT_MAX_TOKENS, MAX_ANSWER_CHARS, STALL_MS } from './types';
export { GenerationError, isGenerationError, type GenerationErrorKind } from './errors';
export { PROTOCOLS } from './protocols';
export { stoppedMessage, streamChat } from './streamChat';
export { listModels, type ListModelsOptions } from './listModels';
export { forgetKey, loadKey, saveKey, keyScope } from './keyStore';
export { loadProxiedEndpoints, PROXIED_ENDPOINTS_PATH, type ProxiedEndpoint, type ProxiedEndpoints } from './proxiedEndpoints';
