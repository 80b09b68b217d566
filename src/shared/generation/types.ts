// The shapes every part of generation shares: which wire protocol, the conversation, and what a finished answer is.

/** The three wire protocols the browser speaks; every hosted or local provider uses one of them. */
export type Protocol = 'openai' | 'anthropic' | 'ollama';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why the model stopped, as each protocol reports it, reduced to what a user cares about. */
export type FinishReason = 'stop' | 'length' | 'refused' | 'other';

export interface StreamChatOptions {
  protocol: Protocol;
  /**
   * Where the protocol's paths start, absolute or relative to this page: a provider's API root (…/chat/completions,
   * …/v1/messages or …/api/chat follow it; docs/generation.md lists them), or a same-origin proxy such as "/llm/openai/v1".
   */
  baseUrl: string;
  model: string;
  /** Sent only to the model endpoint, in the protocol's own header; omitted when empty (a proxy adds it server-side). */
  apiKey?: string;
  /** System messages first; Anthropic's separate `system` field is filled from them. */
  messages: ChatMessage[];
  /** Stop: aborts the request; the promise rejects with kind 'aborted' carrying what arrived. */
  signal: AbortSignal;
  /** Each piece of answer text as it arrives, and the whole answer so far. */
  onText(delta: string, text: string): void;
  /** Upper bound on the answer's length in tokens, sent to the provider (Anthropic requires one). */
  maxTokens?: number;
  temperature?: number;
  /** Give up when no byte arrives for this long (keep-alives count). Default STALL_MS. */
  stallMs?: number;
  /** Stop reading when the answer grows past this many characters. Default MAX_ANSWER_CHARS. */
  maxChars?: number;
  /** Tests pass their own fetch; the page uses the browser's. */
  fetchImpl?: typeof fetch;
}

export interface StreamChatResult {
  /** The whole answer text. */
  text: string;
  finishReason: FinishReason;
}

/** Default stall limit: a model may think a while before its first token, but a minute of silence is a dead stream. */
export const STALL_MS = 60_000;
/** Default answer cap: an infographic spec is a few KB; 200,000 characters means a runaway answer. */
export const MAX_ANSWER_CHARS = 200_000;
/** Default `max_tokens` (Anthropic requires one; others get it too so a runaway answer stops at the provider). */
export const DEFAULT_MAX_TOKENS = 4096;
