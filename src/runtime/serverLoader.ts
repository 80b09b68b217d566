// The data-loader client of seed-spec section 7: GET <base>__serverLoader?route=&url=, credentials included.
import { PUBLIC_PATH } from '../constants';

export const SERVER_LOADER_PATH = `${PUBLIC_PATH}__serverLoader`;

export function serverLoaderUrl(routeId: string, pageUrl: string): string {
  const query = new URLSearchParams({ route: routeId, url: pageUrl });
  return `${SERVER_LOADER_PATH}?${query.toString()}`;
}

/**
 * Fetch a route's server data. The spec allows only one reaction to failure (network, non-2xx, bad JSON):
 * a console.error. It never throws and shows nothing; the caller gets undefined.
 */
export async function fetchServerLoaderData(
  routeId: string,
  pageUrl: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<unknown> {
  const url = serverLoaderUrl(routeId, pageUrl);
  try {
    const response = await fetchImpl(url, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    return await response.json();
  } catch (error) {
    console.error(`Data loader for route "${routeId}" failed (${url}):`, error);
    return undefined;
  }
}
