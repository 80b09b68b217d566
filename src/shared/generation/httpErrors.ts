// An HTTP error answer from a model endpoint, turned into a GenerationError that says what to change.
import { t } from '../../i18n/i18n';
import { GenerationError } from './errors';

/** Seconds to wait, from Retry-After (seconds or a date), retry-after-ms, or OpenAI's x-ratelimit-reset-* ("6m0s", "20ms"). */
export function retryAfterSeconds(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return Math.ceil(ms / 1000);
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.ceil(Number(retryAfter));
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  for (const name of ['x-ratelimit-reset-requests', 'x-ratelimit-reset-tokens']) {
    const value = headers.get(name)?.trim();
    const seconds = value ? durationSeconds(value) : undefined;
    if (seconds !== undefined) return seconds;
  }
  return undefined;
}

/** "1h2m3.5s", "20ms", "7s" → whole seconds (rounded up); undefined when it is not such a duration. */
function durationSeconds(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return undefined;
  const unit: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  return Math.ceil(parts.reduce((sum, [, value, name]) => sum + Number(value) * unit[name], 0));
}

export interface FailedAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  /** The provider's own message from the body, "" when none. */
  providerMessage: string;
  /** The address asked, for the message. */
  url: string;
  model?: string;
}

export function httpError({ status, statusText, headers, providerMessage, url, model }: FailedAnswer): GenerationError {
  const answered = `${status}${statusText ? ` ${statusText}` : ''}`;
  const says = providerMessage ? t('shared.generation.serverSays', { message: providerMessage }) : '';
  const values = { answered, says, url, model };
  if (status === 401 || status === 403) {
    return new GenerationError('auth', t('shared.generation.http.auth', values), { status });
  }
  if (status === 404 || status === 405) {
    return new GenerationError('notFound', t(model ? 'shared.generation.http.noModel' : 'shared.generation.http.notFound', values), {
      status,
    });
  }
  if (status === 429) {
    const wait = retryAfterSeconds(headers);
    const message =
      wait !== undefined ? t('shared.generation.http.rateLimitWait', { ...values, wait }) : t('shared.generation.http.rateLimit', values);
    return new GenerationError('rateLimit', message, {
      status,
      ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
    });
  }
  if (status === 413) {
    return new GenerationError('server', t('shared.generation.http.tooLarge', values), { status });
  }
  if (status >= 500) {
    return new GenerationError('server', t('shared.generation.http.serverFailed', values), { status });
  }
  return new GenerationError('server', t('shared.generation.http.other', values), { status });
}
