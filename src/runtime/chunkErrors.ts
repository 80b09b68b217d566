// The chunk-error runtime adapter: every chunk load goes through here and every failure leaves as a catalogue error.

/** The error catalogue of seed-spec section 8, for the two chunk kinds. */
export type ChunkFailureType = 'error' | 'missing' | 'timeout';

export interface ScriptChunkLoadError extends Error {
  name: 'ChunkLoadError';
  type: ChunkFailureType;
  request: string | undefined;
  chunkId: string;
}

export interface CssChunkLoadError extends Error {
  code: 'CSS_CHUNK_LOAD_FAILED';
  type: ChunkFailureType;
  request: string | undefined;
  chunkId: string;
}

export type ChunkLoadFailure = ScriptChunkLoadError | CssChunkLoadError;

export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export function scriptChunkMessage(chunkId: string | number): string {
  return `Loading chunk ${chunkId} failed.`;
}

export function cssChunkMessage(chunkId: string | number): string {
  return `Loading CSS chunk ${chunkId} failed.`;
}

export function isChunkLoadFailure(error: unknown): error is ChunkLoadFailure {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || (error as Partial<CssChunkLoadError>).code === CSS_CHUNK_LOAD_FAILED;
}

export function isCssChunkLoadFailure(error: unknown): error is CssChunkLoadError {
  return isChunkLoadFailure(error) && (error as Partial<CssChunkLoadError>).code === CSS_CHUNK_LOAD_FAILED;
}

interface RawChunkError {
  name?: unknown;
  code?: unknown;
  type?: unknown;
  request?: unknown;
  message?: unknown;
}

function failureType(raw: RawChunkError): ChunkFailureType {
  return raw.type === 'missing' || raw.type === 'timeout' ? raw.type : 'error';
}

/**
 * Turn whatever a chunk handler rejected with into the catalogue's shape.
 * webpack's JSONP runtime and mini-css-extract-plugin already come close; this guarantees the message prefix,
 * `type`, `request` and the CSS `code` whatever the runtime version does.
 */
export function toChunkLoadFailure(error: unknown, chunkId: string | number): ChunkLoadFailure {
  const raw: RawChunkError = error !== null && typeof error === 'object' ? (error as RawChunkError) : {};
  const id = String(chunkId);
  const type = failureType(raw);
  const request = typeof raw.request === 'string' ? raw.request : undefined;
  const isCss = raw.code === CSS_CHUNK_LOAD_FAILED;
  const prefix = isCss ? cssChunkMessage(id) : scriptChunkMessage(id);
  const detail = `(${type}: ${request ?? 'unknown request'})`;
  const original = typeof raw.message === 'string' ? raw.message : '';
  const message = original.startsWith(prefix) ? original : `${prefix}\n${detail}`;
  const failure = error instanceof Error && original === message ? error : new Error(message);
  return Object.assign(failure, {
    name: 'ChunkLoadError' as const,
    type,
    request,
    chunkId: id,
    ...(isCss ? { code: CSS_CHUNK_LOAD_FAILED } : {}),
  }) as ChunkLoadFailure;
}

type EnsureChunk = (chunkId: string | number) => Promise<unknown>;
type Listener = (failure: ChunkLoadFailure) => void;

const listeners = new Set<Listener>();

/** Hear about every chunk failure (the app logs them; tests watch them). */
export function onChunkLoadFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Wrap an ensure-chunk function. The wrapped one rejects only with catalogue errors.
 * Deduplication and retry stay with webpack: it shares one promise per chunk while it loads,
 * marks a loaded chunk done for good, and forgets a failed one so that the next call requests it again.
 */
export function wrapEnsureChunk(ensure: EnsureChunk): EnsureChunk {
  return (chunkId) =>
    ensure(chunkId).catch((error: unknown) => {
      const failure = toChunkLoadFailure(error, chunkId);
      listeners.forEach((listener) => listener(failure));
      throw failure;
    });
}

declare const __webpack_require__: { e?: EnsureChunk & { chunkErrorAdapter?: true } } | undefined;

/** Install the adapter into webpack's runtime; a no-op outside a webpack bundle (jest) and when already installed. */
export function installChunkErrorAdapter(): boolean {
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__ || typeof __webpack_require__.e !== 'function') {
    return false;
  }
  if (__webpack_require__.e.chunkErrorAdapter) return true;
  const wrapped = Object.assign(wrapEnsureChunk(__webpack_require__.e), { chunkErrorAdapter: true as const });
  __webpack_require__.e = wrapped;
  return true;
}
