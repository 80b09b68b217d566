// The models an endpoint offers, from its protocol's models list, for the model picker.
import { t } from '../../i18n/i18n';
import { GenerationError } from './errors';
import { diagnoseFailedConnection, watchCspBlocks } from './failedConnection';
import { httpError } from './httpErrors';
import { adapterFor } from './protocols';
import type { Protocol } from './types';

export interface ListModelsOptions {
  protocol: Protocol;
  baseUrl: string;
  apiKey?: string;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** Model ids, sorted; rejects with a GenerationError saying what to change. */
export async function listModels({ protocol, baseUrl, apiKey, signal, fetchImpl = fetch }: ListModelsOptions): Promise<string[]> {
  const adapter = adapterFor(protocol);
  const request = adapter.modelsRequest(baseUrl, apiKey);
  if (!request) return [];
  const csp = watchCspBlocks(request.url);
  try {
    let response: Response;
    try {
      response = await fetchImpl(request.url, { headers: request.headers, signal, cache: 'no-store', referrerPolicy: 'no-referrer' });
    } catch {
      if (signal?.aborted) throw new GenerationError('aborted', t('shared.generation.stream.stoppedBeforeStart'));
      throw await diagnoseFailedConnection(request.url, csp, { fetchImpl });
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) {
      throw httpError({
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        providerMessage: adapter.errorMessage(body.slice(0, 4000)),
        url: request.url,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new GenerationError('notFound', t('shared.generation.models.notJson', { url: request.url }));
    }
    return [...new Set(adapter.modelIds(json))].sort((a, b) => a.localeCompare(b));
  } finally {
    csp.stop();
  }
}
