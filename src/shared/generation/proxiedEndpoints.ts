// The model endpoints the operator proxies under this site (nginx adds their keys), read from a same-origin JSON file.
// webpack.config.ts reads this file at build time (Node): it imports no i18n runtime, its problems are message ids.
import type { MessageId } from '../../i18n/i18n';
import type { Protocol } from './types';

/** Where the operator's list lives (docs/deploy.md); absent file: no proxied endpoints. */
export const PROXIED_ENDPOINTS_PATH = '/models.json';

export interface ProxiedEndpoint {
  /** What the provider choice shows, e.g. "Team GPT (via this site)". */
  label: string;
  protocol: Protocol;
  /** A path on this site, e.g. "/llm/openai/v1". */
  baseUrl: string;
  /** Models to offer; empty: ask the endpoint's models list (or type one). */
  models: string[];
  /** Development only: the dev server's canned "Demo model" endpoints say so. */
  demo?: boolean;
}

/** What is wrong with the file, for the operator: a message id (`shared.proxied.*`) and its values, said where shown. */
export interface ProxiedEndpointsProblem {
  id: Extract<MessageId, `shared.proxied.${string}`>;
  values: Record<string, string>;
}

export interface ProxiedEndpoints {
  endpoints: ProxiedEndpoint[];
  /** Set when the file exists but cannot be used (or some of its entries): what and where. */
  problems?: ProxiedEndpointsProblem[];
}

const problem = (id: ProxiedEndpointsProblem['id'], values: Record<string, string>): ProxiedEndpointsProblem => ({ id, values });
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const path = PROXIED_ENDPOINTS_PATH;

const PROTOCOLS: readonly Protocol[] = ['openai', 'anthropic', 'ollama'];

/** Checks the file's content: `{ "endpoints": [{ "label", "protocol", "baseUrl", "models"? }] }`; bad entries are named and skipped. */
export function parseProxiedEndpoints(text: string, origin: string): ProxiedEndpoints {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { endpoints: [], problems: [problem('shared.proxied.notJson', { path, error: errorText(error) })] };
  }
  const list = (value as { endpoints?: unknown } | null)?.endpoints;
  if (!Array.isArray(list)) return { endpoints: [], problems: [problem('shared.proxied.noList', { path })] };
  const endpoints: ProxiedEndpoint[] = [];
  const problems: ProxiedEndpointsProblem[] = [];
  list.forEach((entry: unknown, index) => {
    const where = `${PROXIED_ENDPOINTS_PATH} endpoints[${index}]`;
    const item = entry as Partial<Record<keyof ProxiedEndpoint, unknown>> | null;
    if (!item || typeof item !== 'object') return problems.push(problem('shared.proxied.notObject', { where }));
    if (typeof item.label !== 'string' || item.label.trim() === '') return problems.push(problem('shared.proxied.noLabel', { where }));
    if (!PROTOCOLS.includes(item.protocol as Protocol))
      return problems.push(problem('shared.proxied.badProtocol', { where, protocols: PROTOCOLS.join(', ') }));
    if (typeof item.baseUrl !== 'string' || item.baseUrl.trim() === '')
      return problems.push(problem('shared.proxied.noBaseUrl', { where }));
    let url: URL;
    try {
      url = new URL(item.baseUrl, origin);
    } catch {
      return problems.push(problem('shared.proxied.badBaseUrl', { where }));
    }
    // The point of a proxied endpoint is that it is on this site (its key stays on the server).
    if (url.origin !== origin) return problems.push(problem('shared.proxied.otherSite', { where, origin: url.origin }));
    const models = Array.isArray(item.models) ? item.models.filter((m): m is string => typeof m === 'string' && m !== '') : [];
    endpoints.push({
      label: item.label.trim(),
      protocol: item.protocol as Protocol,
      baseUrl: url.pathname.replace(/\/+$/, ''),
      models,
      ...(item.demo === true ? { demo: true } : {}),
    });
  });
  return problems.length ? { endpoints, problems } : { endpoints };
}

/** Reads the operator's list; a missing file (404) means none, any other failure says what went wrong. */
export async function loadProxiedEndpoints(
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch; origin?: string } = {},
): Promise<ProxiedEndpoints> {
  const { signal, fetchImpl = fetch, origin = window.location.origin } = options;
  let response: Response;
  try {
    response = await fetchImpl(new URL(PROXIED_ENDPOINTS_PATH, origin).href, {
      signal,
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { endpoints: [], problems: [problem('shared.proxied.unreadable', { path, error: errorText(error) })] };
  }
  if (response.status === 404) return { endpoints: [] };
  if (!response.ok) return { endpoints: [], problems: [problem('shared.proxied.status', { path, status: String(response.status) })] };
  return parseProxiedEndpoints(await response.text(), origin);
}
