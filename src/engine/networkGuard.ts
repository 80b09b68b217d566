// The library captures globalThis.fetch when it loads; this module swaps in a refusing fetch for exactly that moment.

/** A request the engine refused to let the library make (kept for tests and the diagnostics panel). */
export interface BlockedRequest {
  url: string;
  at: number;
}

const blocked: BlockedRequest[] = [];
const originalFetch: typeof fetch | undefined = globalThis.fetch;

/** Only data: and blob: URLs stay inside the page; everything else would leave it. */
function isLocalUrl(url: string): boolean {
  return /^(data|blob):/i.test(url.trim());
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return (input as Request).url;
}

/** The fetch the library sees for its whole life: local URLs pass, anything else is refused and recorded. */
const offlineFetch = ((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = urlOf(input);
  if (isLocalUrl(url) && originalFetch) return originalFetch.call(globalThis, input, init);
  blocked.push({ url, at: Date.now() });
  return Promise.reject(new TypeError(`Blocked by the engine's offline policy: ${url}`));
}) as typeof fetch;

// Installed on import: the importer must import this module before @antv/infographic.
globalThis.fetch = offlineFetch;

/** Puts the page's own fetch back once the library has captured the offline one. */
export function restoreGlobalFetch(): void {
  if (globalThis.fetch === offlineFetch) {
    if (originalFetch) globalThis.fetch = originalFetch;
    else delete (globalThis as { fetch?: typeof fetch }).fetch;
  }
}

/** Requests refused so far (a copy). */
export function blockedRequests(): BlockedRequest[] {
  return blocked.slice();
}
