// The page may only connect to its own origin (the CSP says connect-src 'self'): say so before the browser blocks it.
import { EXAMPLE_STREAM_URL } from './demoEndpoints';

/** The absolute URL of `address` on this site, or a message saying why it cannot be used. */
export function sameOriginUrl(
  address: string,
  base: string = window.location.href,
): { ok: true; url: string } | { ok: false; message: string } {
  const trimmed = address.trim();
  if (trimmed === '') return { ok: false, message: `Enter an address to connect to, such as ${EXAMPLE_STREAM_URL}.` };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { ok: false, message: `“${trimmed}” is not an address.` };
  }
  if (!/^https?:$/.test(url.protocol)) {
    // javascript:, data:, blob:, file: … have no origin ("null"): name the scheme, not a site
    return {
      ok: false,
      message: `“${trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed}” is a ${url.protocol} address, not a web address: this page only connects to http(s) addresses on its own site (${new URL(base).origin}).`,
    };
  }
  if (url.origin !== new URL(base).origin) {
    return {
      ok: false,
      message: `${url.origin} is another site: this page only connects to its own (${new URL(base).origin}). Proxy the stream under this site's address (see docs/deploy.md).`,
    };
  }
  return { ok: true, url: url.href };
}
