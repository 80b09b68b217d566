// Which model endpoint to ask: the operator's proxied endpoints (from their same-origin file) and the provider presets.
import { PROVIDER_PRESETS, type Protocol, type ProxiedEndpoint } from '../../../shared/generation';

/** One choice of the Provider field. */
export interface ProviderChoice {
  id: string;
  label: string;
  protocol: Protocol;
  baseUrl: string;
  /** Models known without asking the endpoint (a proxied endpoint's list, a preset's default). */
  models: string[];
  /** False when the server adds the key (a proxied endpoint) or the server needs none (a local one). */
  needsKey: boolean;
  /** The user types the base URL and picks the protocol. */
  custom: boolean;
  note?: string;
}

export const CUSTOM_PROVIDER_ID = 'custom';

/** The proxied endpoints first (they work without a key and under the CSP), then the presets, "Custom" last. */
export function providerChoices(endpoints: readonly ProxiedEndpoint[]): ProviderChoice[] {
  const proxied = endpoints.map<ProviderChoice>((endpoint, index) => ({
    id: `proxy-${index}`,
    label: endpoint.demo ? `${endpoint.label} (Demo model)` : `${endpoint.label} (via this site)`,
    protocol: endpoint.protocol,
    baseUrl: endpoint.baseUrl,
    models: endpoint.models,
    needsKey: false,
    custom: false,
  }));
  const presets = PROVIDER_PRESETS.map<ProviderChoice>((preset) => ({
    id: preset.id,
    label: preset.label,
    protocol: preset.protocol,
    baseUrl: preset.baseUrl,
    models: preset.defaultModel ? [preset.defaultModel] : [],
    needsKey: preset.needsKey,
    custom: preset.id === CUSTOM_PROVIDER_ID,
    note: preset.note,
  }));
  return [...proxied, ...presets];
}
