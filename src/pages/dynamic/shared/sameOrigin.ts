// The page may only connect to its own origin (the CSP says connect-src 'self'): say so before the browser blocks it.
import { EXAMPLE_STREAM_URL } from './demoEndpoints';
import { t } from '../../../i18n/i18n';

/** The absolute URL of `address` on this site, or a message saying why it cannot be used. */
export function sameOriginUrl(
  address: string,
  base: string = window.location.href,
): { ok: true; url: string } | { ok: false; message: string } {
  const trimmed = address.trim();
  if (trimmed === '') return { ok: false, message: t('dynamic.address.empty', { example: EXAMPLE_STREAM_URL }) };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { ok: false, message: t('dynamic.address.invalid', { address: trimmed }) };
  }
  if (!/^https?:$/.test(url.protocol)) {
    // javascript:, data:, blob:, file: … have no origin ("null"): name the scheme, not a site
    return {
      ok: false,
      message: t('dynamic.address.notWeb', {
        address: trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed,
        protocol: url.protocol,
        origin: new URL(base).origin,
      }),
    };
  }
  if (url.origin !== new URL(base).origin) {
    return {
      ok: false,
      message: t('dynamic.address.otherSite', { address: url.origin, origin: new URL(base).origin }),
    };
  }
  return { ok: true, url: url.href };
}
