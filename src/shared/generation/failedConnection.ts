// A request that never got an answer: blocked by this page's CSP, refused by the server's CORS, or no server at all.
import { t } from '../../i18n/i18n';
import { GenerationError } from './errors';

export interface CspWatch {
  /** True once the page's CSP blocked a connection to the request's origin. */
  blocked(): boolean;
  stop(): void;
}

/** Listens for the browser's report that connect-src blocked a request to `url`'s origin (the only trace CSP leaves). */
export function watchCspBlocks(
  url: string,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.document,
): CspWatch {
  let blocked = false;
  const origin = new URL(url).origin;
  const onViolation = (event: Event) => {
    const violation = event as SecurityPolicyViolationEvent;
    const directive = violation.effectiveDirective || violation.violatedDirective || '';
    if (!directive.startsWith('connect-src')) return;
    try {
      if (new URL(violation.blockedURI).origin === origin) blocked = true;
    } catch {
      // blockedURI may be a bare keyword ("inline", "eval"), never our request.
    }
  };
  target?.addEventListener('securitypolicyviolation', onViolation);
  return {
    blocked: () => blocked,
    stop: () => target?.removeEventListener('securitypolicyviolation', onViolation),
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Why fetch rejected without an answer. The browser hides the reason, so: a CSP report names it; otherwise an opaque
 * (no-cors) request that gets through means the server is there and refused this origin (CORS); one that fails means no server.
 */
export async function diagnoseFailedConnection(
  url: string,
  csp: CspWatch,
  options: { fetchImpl?: typeof fetch; pageOrigin?: string } = {},
): Promise<GenerationError> {
  const { fetchImpl = fetch, pageOrigin = globalThis.location?.origin ?? '' } = options;
  const origin = new URL(url).origin;
  // The violation report is dispatched as its own task, possibly after fetch has rejected.
  await tick(50);
  if (csp.blocked()) return cspBlocked(origin);
  if (origin === pageOrigin) {
    return new GenerationError('refused', t('shared.generation.connection.sameSite', { url }));
  }
  let reachable = false;
  try {
    await fetchImpl(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    reachable = true;
  } catch {
    // No answer at all, opaque or not: nothing listens there.
  }
  await tick(0);
  if (csp.blocked()) return cspBlocked(origin);
  if (reachable) {
    return new GenerationError('blocked', t('shared.generation.connection.cors', { origin, page: pageOrigin }), { blockedBy: 'cors' });
  }
  return new GenerationError('refused', t('shared.generation.connection.refused', { origin }));
}

function cspBlocked(origin: string): GenerationError {
  // the fix names where the operator lists the origins the page may reach directly
  return new GenerationError('blocked', t('shared.generation.connection.csp', { origin }), {
    blockedBy: 'csp',
  });
}
