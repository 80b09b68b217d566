// Every way a generation request fails, as one error type whose kind says what the user can do about it.

export type GenerationErrorKind =
  /** 401/403: the key is missing, wrong or lacks access. */
  | 'auth'
  /** 404: no such model or path. */
  | 'notFound'
  /** 429: rate limited; retryAfterSeconds when the provider says. */
  | 'rateLimit'
  /** 5xx, or another unexpected status. */
  | 'server'
  /** An error event inside the stream, or a stream that is not the protocol's shape. */
  | 'streamError'
  /** The connection was refused or the network is down. */
  | 'refused'
  /** The browser blocked the request: the page's CSP (blockedBy 'csp') or the server's CORS answer (blockedBy 'cors'). */
  | 'blocked'
  /** No byte arrived for the stall limit. */
  | 'stall'
  /** The answer grew past the size cap. */
  | 'tooLarge'
  /** The user pressed Stop. */
  | 'aborted';

export interface GenerationErrorDetails {
  status?: number;
  retryAfterSeconds?: number;
  blockedBy?: 'csp' | 'cors';
  /** The answer text that arrived before the failure: it stays on screen. */
  partialText?: string;
}

export class GenerationError extends Error {
  readonly kind: GenerationErrorKind;
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly blockedBy?: 'csp' | 'cors';
  readonly partialText: string;

  constructor(kind: GenerationErrorKind, message: string, details: GenerationErrorDetails = {}) {
    super(message);
    this.name = 'GenerationError';
    this.kind = kind;
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.blockedBy = details.blockedBy;
    this.partialText = details.partialText ?? '';
  }

  /** The same error with the text that arrived before it. */
  withPartialText(partialText: string): GenerationError {
    return new GenerationError(this.kind, this.message, {
      status: this.status,
      retryAfterSeconds: this.retryAfterSeconds,
      blockedBy: this.blockedBy,
      partialText,
    });
  }
}

export function isGenerationError(error: unknown): error is GenerationError {
  return error instanceof GenerationError;
}
