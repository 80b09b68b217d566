// Which model endpoint to ask: the operator's proxied endpoints (from their same-origin file), a provider's preset, or one
// the user enters. The app asks no host but its own unless the operator or the user names one (a preset names it only
// once chosen, and is asked only when the user tests the connection or generates).
import type { Protocol, ProxiedEndpoint } from '../../../shared/generation';
import { t, type MessageId } from '../../../i18n/i18n';
import { PROVIDER_PRESETS } from '../../../shared/generation/providerPresets';

/** One choice of the Provider field. */
export interface ProviderChoice {
  id: string;
  label: string;
  protocol: Protocol;
  baseUrl: string;
  /** Models known without asking the endpoint (a proxied endpoint's list). */
  models: string[];
  /** False when the server adds the key (a proxied endpoint) or the server needs none (a local one). */
  needsKey: boolean;
  /** The user types the base URL and picks the protocol. */
  custom: boolean;
  /** A note under the field, a message id (shown in the interface's language). */
  note?: MessageId;
}

export const CUSTOM_PROVIDER_ID = 'custom';

/**
 * Any endpoint the user enters: its protocol, base URL (docs/generation.md lists the providers') and, if it needs one, a key.
 * Its label is also its name in the generations' records (kept in English; shownProvider says it in the interface's language).
 */
const CUSTOM_PROVIDER: ProviderChoice = {
  id: CUSTOM_PROVIDER_ID,
  label: 'Custom',
  protocol: 'openai',
  baseUrl: '',
  models: [],
  needsKey: true,
  custom: true,
  note: 'dynamic.endpoint.customNote',
};

/**
 * The note an operator's endpoint gets: in English in its name (the Provider field's value and the generations' records,
 * compared with what was chosen before, so the same in every language), in the interface's language where shown. `says`
 * holds the note in every language the interface speaks: a label that already says one is not told again.
 */
const ENDPOINT_NOTES = {
  proxied: { english: 'via this site', says: ['via this site', '经本站代理'], shown: 'dynamic.endpoint.note.proxied' },
  demo: { english: 'Demo model', says: ['demo model', '演示模型'], shown: 'dynamic.endpoint.note.demo' },
} as const satisfies Record<string, { english: string; says: readonly string[]; shown: MessageId }>;

/** The operator's label, said once: "(via this site)" (or "(Demo model)") is added only when the label does not say it already. */
export function endpointLabel({ label, demo }: ProxiedEndpoint): string {
  const note = ENDPOINT_NOTES[demo ? 'demo' : 'proxied'];
  const lower = label.toLowerCase();
  return note.says.some((words) => lower.includes(words)) ? label : `${label} (${note.english})`;
}

/** A provider's name (a choice's label, a generation's record) in the interface's language: Custom, a preset, an endpoint's note. */
export function shownProvider(name: string): string {
  if (name === CUSTOM_PROVIDER.label) return t('dynamic.endpoint.custom');
  const preset = PROVIDER_PRESETS.find((candidate) => candidate.name === name);
  if (preset?.shown) return t(preset.shown);
  for (const note of Object.values(ENDPOINT_NOTES)) {
    const suffix = ` (${note.english})`;
    if (name.endsWith(suffix)) return t('dynamic.endpoint.withNote', { label: name.slice(0, -suffix.length), note: t(note.shown) });
  }
  return name;
}

/** The providers' presets: the protocol and base URL filled in, a key needed unless the server runs on this computer. */
const PRESET_CHOICES: readonly ProviderChoice[] = PROVIDER_PRESETS.map((preset) => ({
  id: `preset-${preset.id}`,
  label: preset.name,
  protocol: preset.protocol,
  baseUrl: preset.baseUrl,
  models: [],
  needsKey: !preset.local,
  custom: false,
}));

/** The proxied endpoints first (they work without a key and under the CSP), then the providers' presets, "Custom" last. */
export function providerChoices(endpoints: readonly ProxiedEndpoint[]): ProviderChoice[] {
  const proxied = endpoints.map<ProviderChoice>((endpoint, index) => ({
    id: `proxy-${index}`,
    label: endpointLabel(endpoint),
    protocol: endpoint.protocol,
    baseUrl: endpoint.baseUrl,
    models: endpoint.models,
    needsKey: false,
    custom: false,
  }));
  return [...proxied, ...PRESET_CHOICES, CUSTOM_PROVIDER];
}
